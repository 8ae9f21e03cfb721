/**
 * A real client's OAuth flow against the scripted authorization server: the official SDK v1 `Client`
 * with `StreamableHTTPClientTransport` and an `OAuthClientProvider` whose `redirectToAuthorization`
 * does what a browser does (the stand-in follows the redirect to the client's loopback callback). The
 * client discovers, registers, authorizes with PKCE and `resource`, and calls a tool; the server's log
 * shows what it sent. Then `wirecase serve oauth` as a process, the browser being the `$BROWSER` shim
 * `--print-browser-env` writes.
 */
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { followToCallback, type ScriptedAuthServer, type ScriptedAuthServerOptions, startScriptedAuthServer } from '../../src/serve/oauth/index.js';
import { type CallbackServer, MemoryProvider, startCallbackServer } from '../helpers/oauth-callback.js';
import { binPath } from '../helpers/paths.js';
import { runProcess } from '../helpers/run-process.js';

const run = promisify(execFile);

/** Runs `action`; when the SDK stops for authorization (UnauthorizedError), finishes it with the code the callback got, and says so. */
async function authorizingOn<T>(
  transport: StreamableHTTPClientTransport,
  callback: CallbackServer,
  action: () => Promise<T>,
): Promise<{ value?: T; authorized: boolean }> {
  try {
    return { value: await action(), authorized: false };
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
    await transport.finishAuth(await callback.nextCode());
    return { authorized: true };
  }
}

/** Connects (authorizing first when asked), lists the tools and calls one; returns what the tool answered. */
async function connectAndCall(url: string, provider: MemoryProvider, callback: CallbackServer): Promise<{ text: string; client: Client }> {
  const first = new StreamableHTTPClientTransport(new URL(url), { authProvider: provider });
  const firstClient = new Client({ name: 'wirecase-oauth-e2e', version: '1.0.0' });
  const connected = await authorizingOn(first, callback, () => firstClient.connect(first));
  let client = firstClient;
  let transport = first;
  if (connected.authorized) {
    // The SDK's own pattern: after finishAuth, connect again with the tokens the provider now holds.
    transport = new StreamableHTTPClientTransport(new URL(url), { authProvider: provider });
    client = new Client({ name: 'wirecase-oauth-e2e', version: '1.0.0' });
    await client.connect(transport);
  }
  const tools = await client.listTools();
  assert.ok(Array.isArray(tools.tools));
  const call = () => client.callTool({ name: 'read_document', arguments: { text: 'hello from the SDK' } });
  const called = await authorizingOn(transport, callback, call);
  const result = (called.authorized ? await call() : called.value) as { content: Array<{ type: string; text?: string }> };
  return { text: result.content.map((c) => c.text ?? '').join(''), client };
}

async function sdkFlow(
  options: ScriptedAuthServerOptions | ((callback: CallbackServer) => ScriptedAuthServerOptions),
  check: (server: ScriptedAuthServer, provider: MemoryProvider) => void,
  clientId?: string,
): Promise<void> {
  const callback = await startCallbackServer();
  const server = await startScriptedAuthServer(typeof options === 'function' ? options(callback) : options);
  const provider = new MemoryProvider(callback, async (url) => void (await followToCallback(url.toString())), clientId ? { client_id: clientId } : undefined);
  try {
    const { text, client } = await connectAndCall(server.url, provider, callback);
    assert.equal(text, 'hello from the SDK');
    await client.close();
    check(server, provider);
  } finally {
    await callback.close();
    await server.close();
  }
}

/** What every variant asks of the client's requests, read from the server's log. */
function assertCommonFlow(server: ScriptedAuthServer): void {
  const authorize = server.log.at('authorize');
  assert.ok(authorize.length >= 1);
  for (const entry of authorize) {
    assert.equal(entry.status, 302, entry.detail);
    assert.equal(entry.query.resource, server.url, 'resource in the authorization request (RFC 8707)');
    assert.equal(entry.query.code_challenge_method, 'S256');
  }
  for (const entry of server.log.at('token')) {
    assert.equal(entry.status, 200, entry.detail);
    assert.equal(entry.form?.resource, server.url, 'resource in the token request (RFC 8707)');
    assert.equal(typeof entry.form?.code_verifier, 'string');
  }
  const mcp = server.log.at('mcp');
  assert.equal(mcp[0]!.token?.outcome, 'missing', 'the first request goes out without a token and meets the 401');
  assert.ok(
    mcp.slice(1).every((e) => e.token?.outcome !== 'missing'),
    'every request after the flow carries the token',
  );
  assert.ok(mcp.some((e) => e.rpcMethod === 'tools/call' && e.status === 200));
}

describe('the official SDK v1 client completes the OAuth flow against the scripted authorization server', () => {
  it('defaults: metadata at the path-suffixed well-known URL, RFC 8414 metadata, dynamic registration, scope from the challenge', async () => {
    await sdkFlow({}, (server, provider) => {
      assertCommonFlow(server);
      assert.equal(server.log.at('register').length, 1);
      assert.equal(provider.opened.length, 1);
      assert.equal(server.log.at('authorize')[0]!.query.scope, 'mcp:read', 'the scope the 401 named, not all of scopes_supported');
      const prm = server.log.at('resource-metadata');
      assert.equal(prm[0]!.path, '/.well-known/oauth-protected-resource/mcp');
    });
  });

  it('metadata named only in the 401, OpenID Connect discovery under an issuer path, scope from scopes_supported', async () => {
    await sdkFlow({ resourceMetadata: 'challenge', authServerMetadata: 'openid', issuerPath: '/tenant1', scopeSource: 'scopes_supported' }, (server) => {
      assertCommonFlow(server);
      assert.equal(server.log.at('resource-metadata')[0]!.path, '/resource-metadata');
      assert.equal(server.log.at('auth-server-metadata')[0]!.path, '/.well-known/openid-configuration/tenant1');
      assert.equal(server.log.at('authorize')[0]!.path, '/tenant1/authorize');
      assert.equal(server.log.at('authorize')[0]!.query.scope, 'mcp:read', 'scopes_supported, as no challenge named a scope');
      // The probes it made first, and missed, are in the log too.
      const misses = server.log
        .entries()
        .filter((e) => e.endpoint === 'not-found')
        .map((e) => e.path);
      assert.ok(misses.includes('/.well-known/oauth-authorization-server/tenant1'), misses.join(', '));
    });
  });

  it('pre-registration, OpenID discovery by path appending, resource optional: the SDK still sends resource in both requests', async () => {
    await sdkFlow(
      (callback) => ({
        dynamicRegistration: false,
        clientMetadataDocuments: false,
        preRegistered: [{ client_id: 'pre-registered-sdk', redirect_uris: [callback.redirectUrl] }],
        authServerMetadata: 'openid-appended',
        issuerPath: '/tenant2',
        requireResource: false,
      }),
      (server) => {
        assertCommonFlow(server);
        assert.equal(server.log.at('register').length, 0, 'no registration: the client used its pre-registered id');
        assert.equal(server.log.at('authorize')[0]!.query.client_id, 'pre-registered-sdk');
        assert.equal(server.log.at('auth-server-metadata')[0]!.path, '/tenant2/.well-known/openid-configuration');
      },
      'pre-registered-sdk',
    );
  });

  it('a 403 insufficient_scope step-up: the client authorizes again with both scopes and the call then passes', async () => {
    await sdkFlow({ stepUp: true, resourceMetadata: 'root' }, (server, provider) => {
      assertCommonFlow(server);
      assert.equal(provider.opened.length, 2, 'authorized twice');
      const scopes = server.log.at('authorize').map((e) => e.query.scope);
      assert.deepEqual(scopes, ['mcp:read', 'mcp:read mcp:write']);
      const snapshot = server.log.snapshot();
      assert.equal(snapshot.stepUpChallenges, 1);
      assert.equal(snapshot.stepUpRetries, 1);
    });
  });
});

describe('what the SDK v1 client does not check (pinned, so a change shows)', () => {
  // "After retrieving a metadata document, MCP clients MUST validate it as required by RFC8414 Section 3.3"
  // (authorization-server-discovery.mdx:94, MUST): the issuer it names must be the one the URL was built
  // from. SDK 1.32.2 says in its auth.js that it "does not check that the metadata document echoes the URL
  // it was fetched from": it completes the flow, and the log shows the token request it should not have made.
  it('a metadata document naming another issuer: the flow completes (a client non-conformance)', async () => {
    await sdkFlow({ metadataIssuerMismatch: true }, (server) => {
      assertCommonFlow(server);
      assert.equal(server.log.at('token').length, 1);
    });
  });
});

describe('the step-up scope never granted: the log shows where the SDK client stops', () => {
  it('one re-authorization, then the 403 is final (the SDK retries a step-up once per challenge)', async () => {
    const server = await startScriptedAuthServer({ stepUp: { grant: false } });
    const callback = await startCallbackServer();
    const provider = new MemoryProvider(callback, async (url) => void (await followToCallback(url.toString())));
    try {
      const transport = new StreamableHTTPClientTransport(new URL(server.url), { authProvider: provider });
      const client = new Client({ name: 'wirecase-oauth-e2e', version: '1.0.0' });
      await authorizingOn(transport, callback, () => client.connect(transport));
      const again = new StreamableHTTPClientTransport(new URL(server.url), { authProvider: provider });
      const connected = new Client({ name: 'wirecase-oauth-e2e', version: '1.0.0' });
      await connected.connect(again);
      const call = () => connected.callTool({ name: 'read_document', arguments: { text: 'x' } });
      const first = await authorizingOn(again, callback, call);
      assert.equal(first.authorized, true, 'the first 403 sent the client to authorize again');
      await assert.rejects(call(), /403/);
      await connected.close();
      const snapshot = server.log.snapshot();
      assert.equal(snapshot.stepUpRetries, 1);
      assert.equal(snapshot.stepUpChallenges, 2);
      assert.deepEqual(
        server.log.at('authorize').map((e) => e.query.scope),
        ['mcp:read', 'mcp:read mcp:write'],
      );
    } finally {
      await callback.close();
      await server.close();
    }
  });
});

describe('wirecase serve oauth as a process, the browser being the $BROWSER shim it writes', () => {
  it('prints its URLs, and the SDK client completes the flow through the shim', async () => {
    const env = await run(process.execPath, [binPath, 'serve', 'oauth', '--print-browser-env']);
    const browser = /^export BROWSER='([^']+)'$/m.exec(env.stdout)?.[1];
    assert.ok(browser, env.stdout);
    const child = spawn(process.execPath, [binPath, 'serve', 'oauth', '--port', '0', '--auth-port', '0', '--as-metadata', 'openid'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const callback = await startCallbackServer();
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
          const found = /listening on (\S+)/.exec(out);
          if (found) resolve(found[1]!);
        });
        child.on('exit', (code) => reject(new Error(`serve oauth exited with ${code}: ${out}`)));
      });
      const provider = new MemoryProvider(callback, async (authUrl) => void (await run(browser, [authUrl.toString()])));
      const { text, client } = await connectAndCall(url, provider, callback);
      assert.equal(text, 'hello from the SDK');
      await client.close();
      const log = (await (await fetch(new URL('/test/requests', url))).json()) as { entries: Array<{ endpoint: string; path: string }> };
      assert.ok(log.entries.some((e) => e.endpoint === 'auth-server-metadata' && e.path === '/.well-known/openid-configuration'));
    } finally {
      const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
      child.kill('SIGTERM');
      assert.equal(await exited, 0, 'SIGTERM closes it and it exits 0');
      await callback.close();
      rmSync(path.dirname(browser), { recursive: true, force: true });
    }
  });
});

/** Starts `wirecase serve oauth` with `args`; resolves with what it printed once it listens, and a stop that waits for exit. */
async function serveOAuth(args: string[]): Promise<{ printed: string; stop(): Promise<unknown> }> {
  const child = spawn(process.execPath, [binPath, 'serve', 'oauth', '--port', '0', '--auth-port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const printed = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (/listening on \S+\n/.test(out)) resolve(out);
    });
    child.on('exit', (code) => reject(new Error(`serve oauth exited with ${code}: ${out}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    printed,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

describe('wirecase serve oauth: every variant flag reaches the server', () => {
  it('metadata at the root, OpenID by path appending under an issuer path, pre-registration, scope from scopes_supported, step-up, no iss', async () => {
    const served = await serveOAuth([
      ...['--resource-metadata', 'root', '--as-metadata', 'openid-appended', '--issuer-path', '/t1'],
      ...['--registration', 'pre', '--client-id', 'cli-client', '--redirect-uri', 'http://127.0.0.1:9/cb'],
      ...['--resource-optional', '--scope-from', 'scopes_supported', '--step-up', '--iss', 'absent', '--iss-unadvertised', '--refresh-tokens'],
    ]);
    try {
      const url = (label: string) => new RegExp(`${label}:\\s+(\\S+)`).exec(served.printed)?.[1] ?? '';
      const prmUrl = url('protected-resource metadata');
      const asUrl = url('authorization server metadata');
      assert.match(prmUrl, /^http:\/\/127\.0\.0\.1:\d+\/\.well-known\/oauth-protected-resource$/);
      assert.match(asUrl, /^http:\/\/127\.0\.0\.1:\d+\/t1\/\.well-known\/openid-configuration$/);
      const prm = (await (await fetch(prmUrl)).json()) as any;
      assert.deepEqual(prm.scopes_supported, ['mcp:read', 'mcp:write']);
      const as = (await (await fetch(asUrl)).json()) as any;
      assert.equal(as.registration_endpoint, undefined);
      assert.equal(as.client_id_metadata_document_supported, undefined);
      assert.equal(as.authorization_response_iss_parameter_supported, undefined);
      assert.deepEqual(as.grant_types_supported, ['authorization_code', 'refresh_token']);
      const auth = new URL(as.authorization_endpoint);
      const params = {
        response_type: 'code',
        client_id: 'cli-client',
        redirect_uri: 'http://127.0.0.1:9/cb',
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
      };
      for (const [k, v] of Object.entries(params)) auth.searchParams.set(k, v);
      const answer = await fetch(auth, { redirect: 'manual' });
      assert.equal(answer.status, 302, 'the pre-registered client, without resource (optional)');
      const location = new URL(answer.headers.get('location')!);
      assert.ok(location.searchParams.get('code'));
      assert.equal(location.searchParams.get('iss'), null);
      const mcp = await fetch(url('MCP endpoint \\(give it to the client\\)'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      assert.equal(mcp.status, 401);
      assert.equal(mcp.headers.get('www-authenticate'), 'Bearer', 'no scope and no resource_metadata in the challenge');
    } finally {
      assert.equal(await served.stop(), 0);
    }
  });
});

describe('wirecase serve oauth: bad input is exit 2 with the reason, naming the flag', () => {
  const cases: Array<[string[], RegExp]> = [
    [['--issuer-path', 'tenant1'], /error\[BAD_ARGUMENT\]: --issuer-path must be a path like \/tenant1/],
    [['--registration', 'pre'], /error\[BAD_ARGUMENT\]: --registration pre needs --client-id and at least one --redirect-uri/],
    [['--resource-metadata', 'nowhere'], /error\[BAD_ARGUMENT\]: Invalid values:[\s\S]*resource-metadata/],
  ];
  for (const [args, message] of cases) {
    it(args.join(' '), async () => {
      const result = await runProcess(process.execPath, [binPath, 'serve', 'oauth', '--port', '0', '--auth-port', '0', ...args], {
        name: 'serve oauth',
        timeoutMs: 20_000,
      });
      assert.equal(result.code, 2);
      assert.match(result.stderr, message);
      assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
    });
  }
});
