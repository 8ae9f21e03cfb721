import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { followToCallback, type ScriptedAuthServer, startScriptedAuthServer, writeBrowserShims } from '../../../../src/serve/oauth/index.js';
import { type CallbackServer, startCallbackServer } from '../../../helpers/oauth-callback.js';
import { discover, pkce, register } from './flow-helpers.js';

const run = promisify(execFile);

describe('the browser stand-in', () => {
  let server: ScriptedAuthServer;
  let callback: CallbackServer;
  let metadata: any;
  let clientId: string;
  before(async () => {
    server = await startScriptedAuthServer({});
    callback = await startCallbackServer();
    metadata = await discover(server);
    clientId = (await register(metadata, { redirect_uris: [callback.redirectUrl] })).json.client_id;
  });
  after(async () => {
    await server.close();
    await callback.close();
  });

  function authorizationUrl(state: string): string {
    const url = new URL(metadata.authorization_endpoint);
    const params = {
      response_type: 'code',
      client_id: clientId,
      redirect_uri: callback.redirectUrl,
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
      resource: server.url,
      state,
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  }

  it('follows the 302 from the authorization endpoint to the callback, which receives code and state', async () => {
    const result = await followToCallback(authorizationUrl('s-1'));
    assert.equal(result.status, 200);
    assert.equal(result.visited.length, 2);
    assert.ok(result.visited[1]!.startsWith(callback.redirectUrl));
    const hit = callback.hits.at(-1)!;
    assert.equal(hit.get('state'), 's-1');
    assert.match(hit.get('code') ?? '', /.{20,}/);
  });

  it('goes to loopback addresses only', async () => {
    await assert.rejects(followToCallback('http://example.com/authorize'), /only to loopback http\(s\) addresses, not http:\/\/example.com/);
  });

  it('the shims (wirecase-browser, xdg-open, open) are executables that run it with the URL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-shims-test-'));
    try {
      const shims = writeBrowserShims(dir);
      assert.equal(shims.browser, path.join(dir, 'wirecase-browser'));
      for (const name of ['wirecase-browser', 'xdg-open', 'open']) {
        const file = path.join(dir, name);
        assert.ok(existsSync(file), name);
        assert.equal(statSync(file).mode & 0o111, 0o111, `${name} is executable`);
      }
      const before = callback.hits.length;
      const { stderr } = await run(path.join(dir, 'xdg-open'), [authorizationUrl('s-2')]);
      assert.match(stderr, /browser stand-in: 2 request\(s\), ended at http:\/\/127\.0\.0\.1:\d+\/callback with HTTP 200/);
      assert.equal(callback.hits.length, before + 1);
      assert.equal(callback.hits.at(-1)!.get('state'), 's-2');
      await assert.rejects(run(shims.browser, ['not a url']), (error: any) => error.code === 2 && /usage: browser-stand-in <url>/.test(error.stderr));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
