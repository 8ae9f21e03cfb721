import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ScriptedAuthServer, type ScriptedAuthServerOptions, startScriptedAuthServer } from '../../../../src/serve/oauth/index.js';
import { authorizeCode, authorizeRequest, discover, LIST_TOOLS, mcpPost, pkce, REDIRECT_URI, redeemCode, register, serveDocument } from './flow-helpers.js';

async function withServer(options: ScriptedAuthServerOptions, body: (server: ScriptedAuthServer, metadata: any) => Promise<void>) {
  const server = await startScriptedAuthServer(options);
  try {
    await body(server, await discover(server));
  } finally {
    await server.close();
  }
}

/** Authorizes and redeems for `clientId`; `tokenExtra` adds to (or, undefined, removes from) the token form. */
async function flow(
  server: ScriptedAuthServer,
  metadata: any,
  clientId: string,
  tokenExtra: Record<string, string | undefined> = {},
  headers: Record<string, string> = {},
) {
  const { auth, code, verifier } = await authorizeCode(server, metadata, clientId);
  const token = code ? await redeemCode(server, metadata, clientId, code, verifier, tokenExtra, headers) : undefined;
  return { auth, token };
}

describe('scripted OAuth server: dynamic client registration (RFC 7591)', () => {
  it('registers a public client (201, a client_id, no secret) and refuses metadata without redirect_uris', async () => {
    await withServer({}, async (server, metadata) => {
      const ok = await register(metadata);
      assert.equal(ok.status, 201);
      assert.equal(typeof ok.json.client_id, 'string');
      assert.equal(ok.json.client_secret, undefined);
      assert.deepEqual(ok.json.redirect_uris, [REDIRECT_URI]);
      const bad = await register(metadata, { redirect_uris: [] });
      assert.deepEqual([bad.status, bad.json.error], [400, 'invalid_redirect_uri']);
      assert.equal(server.log.at('register').length, 2);
    });
  });

  it('a confidential client gets a secret, must present it, and the log masks it', async () => {
    await withServer({}, async (server, metadata) => {
      const reg = await register(metadata, { token_endpoint_auth_method: 'client_secret_post' });
      const { client_id, client_secret } = reg.json;
      assert.equal(typeof client_secret, 'string');
      const without = await flow(server, metadata, client_id);
      assert.deepEqual([without.token!.status, without.token!.json.error], [401, 'invalid_client']);
      const withSecret = await flow(server, metadata, client_id, { client_secret });
      assert.equal(withSecret.token!.status, 200);
      const form = server.log.at('token').at(-1)!.form!;
      assert.equal(form.client_secret, '***');
      assert.equal(JSON.stringify(server.log.entries()).includes(client_secret), false, 'the secret appears nowhere in the log');
    });
  });

  it('an unknown client_id gets a 400 page at the authorization endpoint, not a redirect', async () => {
    await withServer({}, async (_server, metadata) => {
      const auth = await authorizeRequest(metadata, {
        client_id: 'nobody',
        redirect_uri: REDIRECT_URI,
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
      });
      assert.equal(auth.status, 400);
      assert.match(auth.text, /invalid_client: unknown client_id nobody/);
    });
  });
});

describe('scripted OAuth server: pre-registration', () => {
  const options: ScriptedAuthServerOptions = {
    dynamicRegistration: false,
    clientMetadataDocuments: false,
    preRegistered: [{ client_id: 'pre-1', client_secret: 's3cret-value', redirect_uris: [REDIRECT_URI] }],
  };
  it('a pre-registered confidential client authenticates by HTTP Basic; a wrong secret is invalid_client', async () => {
    await withServer(options, async (server, metadata) => {
      const basic = (secret: string) => ({ authorization: `Basic ${Buffer.from(`pre-1:${secret}`).toString('base64')}` });
      const wrong = await flow(server, metadata, 'pre-1', {}, basic('nope'));
      assert.deepEqual([wrong.token!.status, wrong.token!.json.error], [401, 'invalid_client']);
      const right = await flow(server, metadata, 'pre-1', {}, basic('s3cret-value'));
      assert.equal(right.token!.status, 200);
      assert.equal((await mcpPost(server.url, LIST_TOOLS, right.token!.json.access_token)).status, 200);
      const tokenEntry = server.log.at('token').at(-1)!;
      assert.equal(tokenEntry.headers.authorization, '***');
      assert.equal(JSON.stringify(server.log.entries()).includes('s3cret-value'), false);
    });
  });
});

describe('scripted OAuth server: client ID metadata documents', () => {
  it('a client_id that is the URL of its document: fetched, checked, and the flow completes', async () => {
    const doc = await serveDocument((url) => ({
      client_id: url,
      client_name: 'CIMD test client',
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: 'none',
    }));
    try {
      // The document is served on loopback, which the server fetches from only when told to.
      await withServer({ dynamicRegistration: false, loopbackClientIds: true }, async (server, metadata) => {
        assert.equal(metadata.client_id_metadata_document_supported, true);
        const { auth, token } = await flow(server, metadata, doc.url);
        assert.equal(auth.status, 302);
        assert.equal(token!.status, 200, JSON.stringify(token!.json));
        const claims = JSON.parse(Buffer.from(token!.json.access_token.split('.')[1], 'base64url').toString());
        assert.equal(claims.client_id, doc.url);
        // A redirect URI the document does not list is refused.
        const other = await authorizeRequest(metadata, {
          client_id: doc.url,
          redirect_uri: 'http://127.0.0.1:9/other',
          code_challenge: pkce().challenge,
          code_challenge_method: 'S256',
        });
        assert.equal(other.status, 400);
      });
    } finally {
      await doc.close();
    }
  });

  it('a document whose client_id is not exactly its URL, or one missing redirect_uris, is refused', async () => {
    const cases: Array<[(url: string) => unknown, RegExp]> = [
      [(url) => ({ client_id: `${url}/`, client_name: 'x', redirect_uris: [REDIRECT_URI] }), /does not match its URL/],
      [(url) => ({ client_id: url, client_name: 'x' }), /has no redirect_uris/],
      [(url) => ({ client_id: url, redirect_uris: [REDIRECT_URI] }), /has no client_name/],
    ];
    for (const [make, message] of cases) {
      const doc = await serveDocument(make);
      try {
        await withServer({ loopbackClientIds: true }, async (_server, metadata) => {
          const auth = await authorizeRequest(metadata, {
            client_id: doc.url,
            redirect_uri: REDIRECT_URI,
            code_challenge: pkce().challenge,
            code_challenge_method: 'S256',
          });
          assert.equal(auth.status, 400);
          assert.match(auth.text, message);
        });
      } finally {
        await doc.close();
      }
    }
  });

  it('loopback http ids are accepted only while loopbackClientIds is on; a URL without a path never', async () => {
    const doc = await serveDocument((url) => ({ client_id: url, client_name: 'x', redirect_uris: [REDIRECT_URI] }));
    try {
      await withServer({ loopbackClientIds: false }, async (_server, metadata) => {
        const auth = await authorizeRequest(metadata, {
          client_id: doc.url,
          redirect_uri: REDIRECT_URI,
          code_challenge: pkce().challenge,
          code_challenge_method: 'S256',
        });
        assert.equal(auth.status, 400);
        assert.match(auth.text, /not an https URL with a path/);
        const root = await authorizeRequest(metadata, {
          client_id: new URL(doc.url).origin,
          redirect_uri: REDIRECT_URI,
          code_challenge: pkce().challenge,
          code_challenge_method: 'S256',
        });
        assert.equal(root.status, 400);
      });
      await withServer({ clientMetadataDocuments: false }, async (_server, metadata) => {
        const auth = await authorizeRequest(metadata, {
          client_id: doc.url,
          redirect_uri: REDIRECT_URI,
          code_challenge: pkce().challenge,
          code_challenge_method: 'S256',
        });
        assert.equal(auth.status, 400);
        assert.match(auth.text, /unknown client_id/);
      });
    } finally {
      await doc.close();
    }
  });
});
