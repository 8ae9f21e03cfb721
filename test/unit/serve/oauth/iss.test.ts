import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ScriptedAuthServerOptions, startScriptedAuthServer } from '../../../../src/serve/oauth/index.js';
import { authorizeRequest, discover, getJson, pkce, REDIRECT_URI, register } from './flow-helpers.js';

/** The authorization response's `iss` (or null), for a good request and for one with an error, and the metadata. */
async function answers(options: ScriptedAuthServerOptions) {
  const server = await startScriptedAuthServer(options);
  try {
    const metadata = (await getJson(server.authServerMetadataUrl)).json;
    const clientId = (await register(metadata)).json.client_id;
    const good = await authorizeRequest(metadata, {
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
      resource: server.url,
    });
    const bad = await authorizeRequest(metadata, {
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      code_challenge: pkce().challenge,
      code_challenge_method: 'plain',
      resource: server.url,
    });
    return { issuer: server.issuer, metadata, good: good.location!.searchParams, bad: bad.location!.searchParams };
  } finally {
    await server.close();
  }
}

describe('scripted OAuth server: iss in the authorization response (RFC 9207) and the metadata issuer', () => {
  it('present (default): iss is the issuer, in error responses too, and the metadata advertises it', async () => {
    const { issuer, metadata, good, bad } = await answers({});
    assert.equal(good.get('iss'), issuer);
    assert.equal(bad.get('error'), 'invalid_request');
    assert.equal(bad.get('iss'), issuer);
    assert.equal(metadata.authorization_response_iss_parameter_supported, true);
    assert.equal(metadata.issuer, issuer);
  });

  it('absent, advertised: the row where a client must reject the response', async () => {
    const { metadata, good } = await answers({ iss: 'absent' });
    assert.equal(good.get('iss'), null);
    assert.ok(good.get('code'));
    assert.equal(metadata.authorization_response_iss_parameter_supported, true);
  });

  it('absent, not advertised: the row where a client proceeds', async () => {
    const { metadata, good } = await answers({ iss: 'absent', advertiseIss: false });
    assert.equal(good.get('iss'), null);
    assert.equal(metadata.authorization_response_iss_parameter_supported, undefined);
  });

  it('mismatched: the issuer with a trailing slash, which simple string comparison tells apart', async () => {
    const { issuer, good } = await answers({ iss: 'mismatched' });
    assert.equal(good.get('iss'), `${issuer}/`);
  });

  it('metadataIssuerMismatch: the metadata names another issuer than the one its URL was built from', async () => {
    const server = await startScriptedAuthServer({ metadataIssuerMismatch: true });
    try {
      const prm = (await getJson(server.resourceMetadataUrl)).json;
      assert.deepEqual(prm.authorization_servers, [server.issuer]);
      const metadata = await discover(server);
      assert.equal(metadata.issuer, `${server.issuer}/other`);
    } finally {
      await server.close();
    }
  });
});
