import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { HttpClient } from '../../../src/http/http-client.js';
import { type Answer, decide, type Observed } from '../../../src/probe/decide.js';
import { probeMcp } from '../../../src/probe/probe.js';
import { type ProbeServerOptions, startProbeServer } from '../../helpers/probe-servers.js';

// Issue 38, classes 1, 2 and 7: the shared probe reads optional auth as optional, never says "does not
// speak" after a refusal, names a Host policy with the URL to use, and its lines never contradict.

const http = new HttpClient();
after(() => http.close());

async function probe(options: ProbeServerOptions, headers: Record<string, string> = {}, client = http) {
  const server = await startProbeServer(options);
  try {
    const outcome = await probeMcp({ http: client, baseUrl: server.url, headers, timeoutMs: 5000, clientVersion: 'test' });
    return { ...outcome, server };
  } finally {
    await server.close();
  }
}

describe('the shared probe', () => {
  it('reads a challenge on a 200 as optional auth, not as required OAuth (class 1)', async () => {
    const { vars } = await probe({ speaks2025: true, speaks2026: true, auth: 'optional', scheme: 'oauth' });
    assert.equal(vars.auth, 'optional');
    assert.equal(vars.oauth, false, 'an endpoint that serves anonymous requests is judged without OAuth');
    assert.equal(vars.auth_scheme, 'oauth');
    assert.equal(vars.speaks_2025, true);
    assert.equal(vars.speaks_2026, true);
    assert.equal(vars.dual_era, true);
  });

  it('never says "does not speak" when a 401 came before the era (class 2): the era is unknown, refused', async () => {
    const { vars } = await probe({ speaks2025: true, speaks2026: false, auth: 'required', scheme: 'oauth' });
    assert.equal(vars.auth, 'required');
    assert.equal(vars.oauth, true);
    for (const era of ['2025', '2026']) {
      assert.equal(vars[`speaks_${era}` as 'speaks_2025'], false);
      assert.equal(vars[`era_${era}_unknown` as 'era_2025_unknown'], true);
      assert.match(String(vars[`era_${era}` as 'era_2025']), /^unknown \(refused: 401 /);
      assert.doesNotMatch(String(vars[`era_${era}` as 'era_2025']), /does not speak/);
    }
    assert.equal(vars.dual_era, false);
    assert.match(String(vars.refusal), /refused: 401/);
  });

  it('with the token, a server behind a 401 is seen as what it is: 2025 only, and 2026-07-28 not spoken', async () => {
    const { vars } = await probe({ speaks2025: true, speaks2026: false, auth: 'required', scheme: 'oauth', token: 't0k' }, { Authorization: 'Bearer t0k' });
    assert.equal(vars.auth, 'required');
    assert.equal(vars.speaks_2025, true);
    assert.equal(vars.legacy_version, '2025-11-25');
    assert.equal(vars.speaks_2026, false);
    assert.equal(vars.era_2026_unknown, false);
    assert.match(String(vars.era_2026), /^does not speak it: 400 /);
  });

  it('tells OAuth (RFC 9728 metadata) from a static bearer token', async () => {
    const oauth = await probe({ speaks2026: true, auth: 'required', scheme: 'oauth' });
    assert.equal(oauth.vars.auth_scheme, 'oauth');
    assert.match(String(oauth.vars.challenge_metadata_url), /\/\.well-known\/oauth-protected-resource\/mcp$/);
    assert.equal(oauth.vars.resource_metadata_url, oauth.vars.challenge_metadata_url);
    const bearer = await probe({ speaks2026: true, auth: 'required', scheme: 'bearer' });
    assert.equal(bearer.vars.auth, 'required');
    assert.equal(bearer.vars.auth_scheme, 'bearer');
    assert.equal(bearer.vars.challenge_metadata_url, '');
    assert.equal(bearer.vars.well_known_metadata_url, '');
    assert.equal(bearer.vars.resource_metadata_url, undefined, "the suite's own default stays");
  });

  it('names a Host policy (a 403 to 127.0.0.1 that localhost does not get) with the URL to use', async () => {
    const { vars, server } = await probe({ speaks2025: true, speaks2026: true, allowedHostName: 'localhost' });
    assert.equal(vars.host_refused, true);
    assert.equal(
      vars.host_hint,
      `the server refused the Host header (403 to 127.0.0.1:${server.port}; Host: localhost:${server.port} got 200): use http://localhost:${server.port}/mcp`,
    );
    assert.equal(vars.auth, 'unknown');
    assert.equal(vars.era_2025_unknown, true);
    assert.equal(vars.era_2026_unknown, true);
    assert.match(String(vars.era_2026), /^unknown \(refused: the server refused the Host header .*use http:\/\/localhost:/);
  });

  it('reads a server that speaks no MCP era as not speaking them (a 400 is an answer, not a refusal)', async () => {
    const { vars } = await probe({});
    assert.equal(vars.auth, 'absent');
    assert.equal(vars.era_2025_unknown, false);
    assert.equal(vars.era_2026_unknown, false);
    assert.match(String(vars.era_2025), /^does not speak it: 400 to initialize at 2025-11-25 without credentials/);
  });

  it('reads an answer on an event stream whose id has the wrong type as an answer (the documents judge the id)', async () => {
    const { vars } = await probe({ speaks2025: true, speaks2026: true, sseWithStringId: true });
    assert.equal(vars.speaks_2025, true);
    assert.equal(vars.speaks_2026, true, 'a server/discover answered with id "1" for 1 still speaks 2026-07-28');
  });

  it('decides once per target per run: a second suite reads the same decision, without a request', async () => {
    const client = new HttpClient();
    const server = await startProbeServer({ speaks2025: true, speaks2026: true });
    try {
      const input = { http: client, baseUrl: server.url, headers: {}, timeoutMs: 5000, clientVersion: 'test' };
      const first = await probeMcp(input);
      const sent = server.requests.length;
      const second = await probeMcp(input);
      assert.equal(first.cached, false);
      assert.equal(second.cached, true);
      assert.deepEqual(second.vars, first.vars);
      assert.equal(server.requests.length, sent);
      // Another run (another HttpClient) decides again.
      const third = await probeMcp({ ...input, http: new HttpClient() });
      assert.equal(third.cached, false);
    } finally {
      await server.close();
      await client.close();
    }
  });
});

describe('the probe decision is never self-contradictory (class 7)', () => {
  const statuses = [undefined, 200, 400, 401, 403, 404, 500];
  const answer = (asked: string, status: number | undefined, body: 'result' | 'error' | 'none', challenge?: string): Answer => ({
    asked,
    ...(status === undefined ? { failure: 'connection refused' } : { status }),
    ...(challenge ? { challenge } : {}),
    ...(body === 'result' ? { message: { jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-11-25' } } } : {}),
    ...(body === 'error' ? { message: { jsonrpc: '2.0', id: 1, error: { code: -32600, message: 'no' } } } : {}),
    text: body === 'result' ? '{"result":{"protocolVersion":"2025-11-25"}}' : '',
  });

  it('holds its invariants over every combination of answers', () => {
    let cases = 0;
    for (const s25 of statuses)
      for (const s26 of statuses)
        for (const body of ['result', 'error', 'none'] as const)
          for (const challenge of [undefined, 'Bearer realm="x"', 'Bearer resource_metadata="http://127.0.0.1:1/m"'])
            for (const credentialed of [false, true]) {
              const a25 = answer('initialize', s25, body, challenge);
              const a26 = answer('server/discover', s26, body, challenge);
              const observed: Observed = {
                baseUrl: 'http://127.0.0.1:1/mcp',
                anonymous: { v2025: a25, v2026: a26 },
                ...(credentialed ? { credentialed: { v2025: answer('initialize', 200, 'result'), v2026: a26 } } : {}),
              };
              const { vars } = decide(observed);
              cases++;
              const at = JSON.stringify({ s25, s26, body, challenge, credentialed });
              assert.equal(vars.dual_era, vars.speaks_2025 === true && vars.speaks_2026 === true, at);
              for (const era of ['2025', '2026'] as const) {
                const speaks = vars[`speaks_${era}`];
                const unknown = vars[`era_${era}_unknown`];
                const state = String(vars[`era_${era}`]);
                assert.ok(!(speaks && unknown), `${at}: speaks and unknown`);
                assert.equal(state.startsWith('speaks'), speaks === true, at);
                assert.equal(state.startsWith('unknown ('), unknown === true, at);
                assert.equal(state.startsWith('does not speak'), !speaks && !unknown, at);
              }
              assert.equal(vars.oauth, vars.auth === 'required', at);
              assert.equal(vars.auth_scheme === '', vars.auth !== 'required' && vars.auth !== 'optional', at);
              if (vars.auth === 'required' && !credentialed) {
                // Without the token, an era not seen anyway is unknown, never "does not speak".
                for (const era of ['2025', '2026'] as const) assert.ok(!String(vars[`era_${era}`]).startsWith('does not speak'), at);
              }
            }
    assert.ok(cases > 500);
  });
});
