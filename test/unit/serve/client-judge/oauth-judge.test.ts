import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { executeRun } from '../../../../src/engine/index.js';
import { startClientJudge } from '../../../../src/serve/client-judge/index.js';
import { preparedOrThrow } from '../../../helpers/suite-runs.js';
import { TempProject } from '../../../helpers/temp-project.js';

// A client-role document with `serve.oauth`: the judging server behind the scripted OAuth server.
// The record a check sees holds the requests to both servers, in order, by endpoint; and no secret
// of the flow (client secret, code, verifier, access and refresh tokens) reaches the results, even in
// the messages of checks that fail on exactly those requests.

type Json = Record<string, unknown>;

const REDIRECT = 'http://127.0.0.1:8976/callback';

/** A confidential client's whole flow, by hand, keeping every secret it saw. */
async function flow(url: string, secrets: string[]): Promise<void> {
  const rpc = (id: number, method: string) => JSON.stringify({ jsonrpc: '2.0', id, method, params: {} });
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28' };
  const refused = await fetch(url, { method: 'POST', headers, body: rpc(1, 'tools/list') });
  await refused.body?.cancel();
  const origin = new URL(url).origin;
  const resource = (await (await fetch(`${origin}/.well-known/oauth-protected-resource/mcp`)).json()) as Json;
  const issuer = (resource.authorization_servers as string[])[0]!;
  const metadata = (await (await fetch(`${issuer}/.well-known/oauth-authorization-server`)).json()) as Json;
  const registration = { client_name: 'secret test', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'client_secret_post', application_type: 'native' };
  const client = (await (
    await fetch(String(metadata.registration_endpoint), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registration) })
  ).json()) as Json;
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: String(client.client_id),
    redirect_uri: REDIRECT,
    state: 'st-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    resource: url,
  });
  const authorized = await fetch(`${String(metadata.authorization_endpoint)}?${query}`, { redirect: 'manual' });
  const code = new URL(authorized.headers.get('location')!).searchParams.get('code')!;
  const token = async (form: Record<string, string>) =>
    (await (await fetch(String(metadata.token_endpoint), { method: 'POST', body: new URLSearchParams(form) })).json()) as Json;
  const common = { client_id: String(client.client_id), client_secret: String(client.client_secret), resource: url };
  const first = await token({ ...common, grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT });
  const second = await token({ ...common, grant_type: 'refresh_token', refresh_token: String(first.refresh_token) });
  secrets.push(String(client.client_secret), code, verifier, String(first.access_token), String(first.refresh_token), String(second.access_token));
  const listed = await fetch(url, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${String(second.access_token)}` },
    body: rpc(2, 'tools/list'),
  });
  assert.equal(listed.status, 200, await listed.text());
}

const DOCUMENT = `id: oauth-secrets
title: secrets stay masked
role: client
requirements: [{ level: MUST, quote: "q", source: "x.md:1" }]
serve:
  version: "2026-07-28"
  oauth: { clientMetadataDocuments: false, refreshTokens: true }
checks:
  - name: the requests to each endpoint, in order
    endpoint: [resource-metadata, auth-server-metadata, register, authorize, token]
    count: { equals: 6 }
  - name: the third request to the MCP endpoint is the accepted one
    endpoint: mcp
    token: accepted
    count: { equals: 1 }
  - name: fails on the token requests, showing their form
    endpoint: token
    expect:
      json:
        $.form: { equals: { nothing: here } }
  - name: fails on the registration, showing its body
    endpoint: register
    expect:
      json:
        $.json: { equals: { nothing: here } }
  - name: fails on the authorized MCP request, showing its Authorization header
    endpoint: mcp
    token: accepted
    expect:
      headers:
        authorization: { matches: "^nothing$" }
`;

test('an OAuth document sees both servers in order, and no secret of the flow reaches its results', async () => {
  const secrets: string[] = [];
  const project = new TempProject();
  project.write('oauth-secrets.yaml', DOCUMENT);
  const plan = await preparedOrThrow({ paths: ['.'], cwd: project.dir, cache: false, version: 'test', client: { inProcess: true } });
  const { verdict, stopped } = await executeRun(plan, { concurrency: 1, runClient: (url) => flow(url, secrets) }).finally(() => project.remove());
  assert.equal(stopped, undefined);
  const result = verdict.result.tests[0]!;
  assert.equal(secrets.length, 6);
  const steps = result.steps.map((s) => `${s.name}: ${s.status}`);
  assert.deepEqual(steps, [
    'the requests to each endpoint, in order: passed',
    'the third request to the MCP endpoint is the accepted one: passed',
    'fails on the token requests, showing their form: failed',
    'fails on the registration, showing its body: failed',
    'fails on the authorized MCP request, showing its Authorization header: failed',
  ]);
  const text = JSON.stringify(result);
  for (const secret of secrets)
    assert.ok(
      !text.includes(secret),
      `a secret of the flow is in the results: ${secret.slice(0, 6)}… at ${text.slice(Math.max(0, text.indexOf(secret) - 200), text.indexOf(secret))}`,
    );
  assert.match(text, /\*\*\*/);
});

test('without a good token the judging server never sees the request; the record says why', async () => {
  const server = await startClientJudge({ version: '2026-07-28', oauth: { resourceMetadata: 'challenge' } });
  try {
    const refused = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer forged' }, body: '{}' });
    assert.equal(refused.status, 401);
    assert.match(refused.headers.get('www-authenticate') ?? '', /resource_metadata="http:\/\/127\.0\.0\.1:\d+\/resource-metadata"/);
    const [only] = server.exchanges();
    assert.equal(only?.endpoint, 'mcp');
    assert.equal(only?.token, 'invalid');
    assert.deepEqual(
      only?.headers.find(([name]) => name === 'authorization'),
      ['authorization', '***'],
    );
    assert.ok('env' in server && typeof server.env.BROWSER === 'string' && server.env.PATH!.startsWith(server.env.BROWSER.replace(/\/wirecase-browser$/, '')));
  } finally {
    await server.close();
  }
});
