import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ScriptedAuthServerOptions, startScriptedAuthServer } from '../../../../src/serve/oauth/index.js';
import { getJson, mcpPost } from './flow-helpers.js';

async function withServer(options: ScriptedAuthServerOptions, body: (server: Awaited<ReturnType<typeof startScriptedAuthServer>>) => Promise<void>) {
  const server = await startScriptedAuthServer(options);
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

const origin = (url: string) => new URL(url).origin;

describe('scripted OAuth server: protected-resource metadata (RFC 9728) where each variant puts it', () => {
  const cases: Array<{ variant: 'path' | 'root' | 'challenge'; path: string; others: string[]; named: boolean }> = [
    {
      variant: 'path',
      path: '/.well-known/oauth-protected-resource/mcp',
      others: ['/.well-known/oauth-protected-resource', '/resource-metadata'],
      named: false,
    },
    {
      variant: 'root',
      path: '/.well-known/oauth-protected-resource',
      others: ['/.well-known/oauth-protected-resource/mcp', '/resource-metadata'],
      named: false,
    },
    {
      variant: 'challenge',
      path: '/resource-metadata',
      others: ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp'],
      named: true,
    },
  ];
  for (const { variant, path, others, named } of cases) {
    it(`${variant}: served at ${path} only; the 401 ${named ? 'names' : 'does not name'} it`, async () => {
      await withServer({ resourceMetadata: variant }, async (server) => {
        assert.equal(server.resourceMetadataUrl, `${origin(server.url)}${path}`);
        const prm = await getJson(server.resourceMetadataUrl);
        assert.equal(prm.status, 200);
        assert.equal(prm.json.resource, server.url);
        assert.deepEqual(prm.json.authorization_servers, [server.issuer]);
        for (const other of others) assert.equal((await getJson(`${origin(server.url)}${other}`)).status, 404, other);
        const unauthorized = await mcpPost(server.url, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
        assert.equal(unauthorized.status, 401);
        const challenge = unauthorized.headers.get('www-authenticate') ?? '';
        assert.match(challenge, /^Bearer /);
        assert.equal(challenge.includes(`resource_metadata="${server.resourceMetadataUrl}"`), named, challenge);
      });
    });
  }

  it('challengeNamesMetadata names the path-suffixed URL in the 401 too', async () => {
    await withServer({ resourceMetadata: 'path', challengeNamesMetadata: true }, async (server) => {
      const unauthorized = await mcpPost(server.url, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
      assert.match(unauthorized.headers.get('www-authenticate') ?? '', new RegExp(`resource_metadata="${server.resourceMetadataUrl}"`));
    });
  });

  it('the authorization server is on another origin than the MCP server (discovery must go through the metadata)', async () => {
    await withServer({}, async (server) => {
      assert.notEqual(origin(server.url), origin(server.issuer));
      assert.equal((await getJson(`${origin(server.url)}/.well-known/oauth-authorization-server`)).status, 404);
    });
  });
});

describe('scripted OAuth server: authorization server metadata, both well-known forms, with and without an issuer path', () => {
  const cases: Array<{ form: 'oauth' | 'openid' | 'openid-appended'; issuerPath: string; path: string; absent: string[] }> = [
    { form: 'oauth', issuerPath: '', path: '/.well-known/oauth-authorization-server', absent: ['/.well-known/openid-configuration'] },
    { form: 'openid', issuerPath: '', path: '/.well-known/openid-configuration', absent: ['/.well-known/oauth-authorization-server'] },
    {
      form: 'oauth',
      issuerPath: '/tenant1',
      path: '/.well-known/oauth-authorization-server/tenant1',
      absent: ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration/tenant1', '/tenant1/.well-known/openid-configuration'],
    },
    {
      form: 'openid',
      issuerPath: '/tenant1',
      path: '/.well-known/openid-configuration/tenant1',
      absent: ['/.well-known/oauth-authorization-server/tenant1', '/tenant1/.well-known/openid-configuration', '/.well-known/openid-configuration'],
    },
    {
      form: 'openid-appended',
      issuerPath: '/tenant1',
      path: '/tenant1/.well-known/openid-configuration',
      absent: ['/.well-known/oauth-authorization-server/tenant1', '/.well-known/openid-configuration/tenant1', '/.well-known/openid-configuration'],
    },
  ];
  for (const { form, issuerPath, path, absent } of cases) {
    it(`${form}${issuerPath ? ` with issuer ${issuerPath}` : ''}: at ${path} only, its issuer and endpoints under the issuer`, async () => {
      await withServer({ authServerMetadata: form, issuerPath }, async (server) => {
        const base = origin(server.issuer);
        assert.equal(server.issuer, `${base}${issuerPath}`);
        assert.equal(server.authServerMetadataUrl, `${base}${path}`);
        const as = await getJson(server.authServerMetadataUrl);
        assert.equal(as.status, 200);
        assert.equal(as.json.issuer, server.issuer);
        assert.equal(as.json.authorization_endpoint, `${server.issuer}/authorize`);
        assert.equal(as.json.token_endpoint, `${server.issuer}/token`);
        assert.deepEqual(as.json.code_challenge_methods_supported, ['S256']);
        if (form !== 'oauth') {
          // OpenID Connect Discovery 1.0 §3: required of a provider's metadata.
          for (const key of ['jwks_uri', 'response_types_supported', 'subject_types_supported', 'id_token_signing_alg_values_supported'])
            assert.ok(key in as.json, key);
        }
        for (const other of absent) assert.equal((await getJson(`${base}${other}`)).status, 404, other);
        const jwks = await getJson(as.json.jwks_uri);
        assert.equal(jwks.json.keys[0].kty, 'EC');
        assert.equal(jwks.json.keys[0].d, undefined, 'the private key is never published');
      });
    });
  }

  it('registration_endpoint and client_id_metadata_document_supported follow the registration options', async () => {
    await withServer({ dynamicRegistration: false, clientMetadataDocuments: false }, async (server) => {
      const as = (await getJson(server.authServerMetadataUrl)).json;
      assert.equal(as.registration_endpoint, undefined);
      assert.equal(as.client_id_metadata_document_supported, undefined);
      const res = await fetch(`${server.issuer}/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"redirect_uris":["http://127.0.0.1:9/cb"]}',
      });
      assert.equal(res.status, 404);
    });
    await withServer({}, async (server) => {
      const as = (await getJson(server.authServerMetadataUrl)).json;
      assert.equal(as.registration_endpoint, `${server.issuer}/register`);
      assert.equal(as.client_id_metadata_document_supported, true);
    });
  });
});

describe('scripted OAuth server: where the scope comes from', () => {
  it('challenge: the 401 names mcp:read and scopes_supported lists more', async () => {
    await withServer({ scopeSource: 'challenge' }, async (server) => {
      const res = await mcpPost(server.url, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
      assert.match(res.headers.get('www-authenticate') ?? '', /scope="mcp:read"/);
      assert.deepEqual((await getJson(server.resourceMetadataUrl)).json.scopes_supported, ['mcp:read', 'mcp:write', 'mcp:admin']);
    });
  });
  it('scopes_supported: the 401 names no scope and scopes_supported is the scope to ask for', async () => {
    await withServer({ scopeSource: 'scopes_supported' }, async (server) => {
      const res = await mcpPost(server.url, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
      assert.doesNotMatch(res.headers.get('www-authenticate') ?? '', /scope=/);
      assert.deepEqual((await getJson(server.resourceMetadataUrl)).json.scopes_supported, ['mcp:read']);
    });
  });
});

describe('scripted OAuth server: options it cannot start with', () => {
  const bad: Array<[ScriptedAuthServerOptions, RegExp]> = [
    [{ issuerPath: 'tenant1' }, /issuerPath must be a path like \/tenant1/],
    [{ resourceMetadata: 'well-known' as 'path' }, /resourceMetadata must be one of path, root, challenge/],
    [{ authServerMetadata: 'oidc' as 'openid' }, /authServerMetadata must be one of oauth, openid, openid-appended/],
    [{ preRegistered: [{ client_id: 'a', redirect_uris: [] }] }, /needs at least one redirect URI/],
    [{ stepUp: { scope: 'two words' } }, /stepUp.scope must be one scope token/],
    [{ resourcePort: 70000 }, /resourcePort must be a port number/],
  ];
  for (const [options, message] of bad) {
    it(`refuses ${JSON.stringify(options)}`, async () => {
      await assert.rejects(startScriptedAuthServer(options), (error: Error) => error.name === 'OAuthOptionError' && message.test(error.message));
    });
  }
});
