import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ScriptedAuthServer, startScriptedAuthServer } from '../../../../src/serve/oauth/index.js';
import {
  authorizeCode,
  authorizeRequest,
  discover,
  LIST_TOOLS,
  mcpPost,
  obtainToken,
  pkce,
  REDIRECT_URI,
  redeemCode,
  register,
  tokenRequest,
} from './flow-helpers.js';

describe('scripted OAuth server: the authorization code flow with PKCE and resource indicators', () => {
  let server: ScriptedAuthServer;
  let metadata: any;
  let clientId: string;
  before(async () => {
    server = await startScriptedAuthServer({});
    metadata = await discover(server);
    const registered = await register(metadata);
    assert.equal(registered.status, 201);
    clientId = registered.json.client_id;
  });
  after(() => server.close());

  /** A fresh code for the registered client; the verifier to redeem it. */
  const code = (extra: Record<string, string | undefined> = {}) => authorizeCode(server, metadata, clientId, { state: 'xyz', ...extra });
  const redeem = (value: string | undefined, verifier: string | undefined, extra: Record<string, string | undefined> = {}) =>
    redeemCode(server, metadata, clientId, value, verifier, extra);

  it('answers the authorization request at once with a 302 to the redirect URI carrying code, state and iss', async () => {
    const { auth } = await code();
    assert.equal(auth.status, 302);
    assert.equal(`${auth.location!.origin}${auth.location!.pathname}`, REDIRECT_URI);
    assert.equal(auth.location!.searchParams.get('state'), 'xyz');
    assert.equal(auth.location!.searchParams.get('iss'), server.issuer);
    assert.match(auth.location!.searchParams.get('code') ?? '', /^[A-Za-z0-9_-]{20,}$/);
  });

  it('issues a JWT whose aud is the resource, and the MCP endpoint accepts it and reaches the scripted server', async () => {
    const { code: value, verifier } = await code({ scope: 'mcp:read' });
    const token = await redeem(value, verifier);
    assert.equal(token.status, 200, JSON.stringify(token.json));
    assert.equal(token.json.token_type, 'Bearer');
    assert.equal(token.json.scope, 'mcp:read');
    const claims = JSON.parse(Buffer.from(token.json.access_token.split('.')[1], 'base64url').toString());
    assert.equal(claims.aud, server.url);
    assert.equal(claims.iss, server.issuer);
    const answer = await mcpPost(server.url, LIST_TOOLS, token.json.access_token);
    assert.equal(answer.status, 200, answer.text);
    assert.match(answer.text, /"tools"/);
  });

  it('PKCE: a wrong verifier, a missing one, and a code used twice are invalid_grant', async () => {
    const wrong = await code();
    const r1 = await redeem(wrong.code, pkce().verifier);
    assert.deepEqual([r1.status, r1.json.error], [400, 'invalid_grant']);
    const missing = await code();
    const r2 = await redeem(missing.code, undefined);
    assert.deepEqual([r2.status, r2.json.error], [400, 'invalid_grant']);
    const once = await code();
    assert.equal((await redeem(once.code, once.verifier)).status, 200);
    const again = await redeem(once.code, once.verifier);
    assert.deepEqual([again.status, again.json.error], [400, 'invalid_grant']);
  });

  it('PKCE: no code_challenge, or the plain method, is an invalid_request error at the redirect URI', async () => {
    for (const extra of [{ code_challenge: undefined }, { code_challenge_method: 'plain' }]) {
      const { auth } = await code(extra);
      assert.equal(auth.status, 302);
      assert.equal(auth.location!.searchParams.get('error'), 'invalid_request', JSON.stringify(extra));
      assert.equal(auth.location!.searchParams.get('code'), null);
    }
  });

  it('resource: missing or another server in the authorization request is invalid_target', async () => {
    for (const resource of [undefined, 'http://127.0.0.1:1/mcp']) {
      const { auth } = await code({ resource });
      assert.equal(auth.location!.searchParams.get('error'), 'invalid_target', String(resource));
    }
  });

  it('resource: missing or another server in the token request is invalid_target; one that differs from the authorization request is invalid_grant', async () => {
    const a = await code();
    const r1 = await redeem(a.code, a.verifier, { resource: undefined });
    assert.deepEqual([r1.status, r1.json.error], [400, 'invalid_target']);
    const b = await code();
    const r2 = await redeem(b.code, b.verifier, { resource: 'http://127.0.0.1:1/mcp' });
    assert.deepEqual([r2.status, r2.json.error], [400, 'invalid_target']);
  });

  it('a redirect URI not registered gets a 400 page, never a redirect', async () => {
    const { auth } = await code({ redirect_uri: 'http://127.0.0.1:9/elsewhere' });
    assert.equal(auth.status, 400);
    assert.equal(auth.location, undefined);
    assert.match(auth.text, /not registered/);
  });

  it('the MCP endpoint refuses a token in the query string, a forged token and a token for another resource with 401 invalid_token', async () => {
    const other = await startScriptedAuthServer({});
    try {
      const foreignClient = (await register(await discover(other))).json.client_id;
      const foreign = await obtainToken(other, foreignClient);
      assert.equal(foreign.status, 200);
      const mine = await obtainToken(server, clientId);
      const forged = `${mine.json.access_token.slice(0, -4)}AAAA`;
      for (const token of [foreign.json.access_token, forged]) {
        const res = await mcpPost(server.url, LIST_TOOLS, token);
        assert.equal(res.status, 401);
        assert.match(res.headers.get('www-authenticate') ?? '', /error="invalid_token"/);
      }
      const inQuery = await fetch(`${server.url}?access_token=${mine.json.access_token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify(LIST_TOOLS),
      });
      assert.equal(inQuery.status, 401);
      const logged = server.log.at('mcp').at(-1)!;
      assert.equal(logged.token?.outcome, 'in-query');
      assert.equal(logged.query.access_token, '***', 'the token in the query is masked in the log');
    } finally {
      await other.close();
    }
  });
});

describe('scripted OAuth server: resource optional, recorded either way', () => {
  it('a flow without resource succeeds and the log shows it was absent in both requests', async () => {
    const server = await startScriptedAuthServer({ requireResource: false });
    try {
      const metadata = await discover(server);
      const clientId = (await register(metadata)).json.client_id;
      const { verifier, challenge } = pkce();
      const auth = await authorizeRequest(metadata, {
        client_id: clientId,
        redirect_uri: REDIRECT_URI,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      const token = await tokenRequest(metadata, {
        grant_type: 'authorization_code',
        code: auth.location!.searchParams.get('code')!,
        code_verifier: verifier,
        client_id: clientId,
        redirect_uri: REDIRECT_URI,
      });
      assert.equal(token.status, 200);
      assert.equal(server.log.at('authorize')[0]!.query.resource, undefined);
      assert.equal(server.log.at('token')[0]!.form!.resource, undefined);
      // The code and its verifier are masked: a report must not hand anyone a way to redeem a token.
      assert.equal(server.log.at('token')[0]!.form!.code_verifier, '***');
      assert.equal(server.log.at('token')[0]!.form!.code, '***');
      // A resource that is given must still be this server's.
      const wrong = await authorizeRequest(metadata, {
        client_id: clientId,
        redirect_uri: REDIRECT_URI,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        resource: 'http://127.0.0.1:1/x',
      });
      assert.equal(wrong.location!.searchParams.get('error'), 'invalid_target');
    } finally {
      await server.close();
    }
  });
});
