/**
 * How the bundled client documents read a client's requests (issue 38, class 5), each proven on the
 * real documents of scenarios/mcp-client with a small client written here by hand, run in process
 * against the judging server:
 *
 *  - a client is judged by the era it speaks: a modern-only client against the 2025-11-25 judging
 *    server is not applicable there (2026-07-28 basic/versioning.mdx:167, Modern client and Legacy
 *    server: "Fails"), never four failed 2025 MUSTs; a dual-era client's probe before its initialize
 *    is not the first request of its 2025 session;
 *  - header checks follow the negotiated revision: a 2025-03-26 session owes no MCP-Protocol-Version;
 *  - only well-known URIs (and the authorization server) count as OAuth discovery: a client that
 *    meets the 401 and falls back to the old SSE transport (`GET /sse`) does no OAuth.
 *
 * Each reading is checked both ways: the client it frees is not failed, and a client that breaks the
 * sentence is still failed. Only 127.0.0.1 traffic.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { executeRun, type RunPlan } from '../../../../src/engine/index.js';
import type { TestResult } from '../../../../src/model/results.js';
import type { LoadedDocument } from '../../../../src/model/scenario.js';
import { exchangeOf, isDiscoveryProbe } from '../../../../src/serve/client-judge/oauth-judge.js';
import type { OAuthLogEntry } from '../../../../src/serve/oauth/request-log.js';
import { repoRoot } from '../../../helpers/paths.js';
import { preparedOrThrow } from '../../../helpers/suite-runs.js';

const SUITE = path.join('scenarios', 'mcp-client');
const MODERN = '2026-07-28';
const META = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'hand-written', version: '1.0.0' },
};

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function send(url: string, method: string, body?: object, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, {
    method,
    headers: { accept: 'application/json, text/event-stream', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A modern-only client: every request names 2026-07-28; refused, it surfaces the error and stops. */
async function modernOnly(url: string): Promise<void> {
  const headers = { 'mcp-protocol-version': MODERN, 'mcp-method': 'tools/list' };
  const listed = await send(url, 'POST', { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: META } }, headers);
  if (listed.status !== 200) return;
  const call = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'echo', arguments: { text: 'hi' }, _meta: META } };
  await send(url, 'POST', call, { 'mcp-protocol-version': MODERN, 'mcp-method': 'tools/call', 'mcp-name': 'echo' });
}

/**
 * A 2025 session as the sentences of 2025-11-25 want it, but asking for `version` and sending
 * MCP-Protocol-Version only when `header` says so. `probe`: first a modern request (tools/list with
 * the 2026-07-28 `_meta`), as a dual-era client over HTTP does (2026-07-28 basic/versioning.mdx:169:
 * "the modern request returns a `4xx` without a recognized modern error body, and the client falls
 * back to `initialize`").
 */
function session(version: string, options: { header: boolean; probe?: boolean; accept?: string; call?: false }) {
  return async (url: string): Promise<void> => {
    if (options.probe) await send(url, 'POST', { jsonrpc: '2.0', id: 0, method: 'tools/list', params: { _meta: META } }, { 'mcp-protocol-version': MODERN });
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'hand-written', version: '1.0.0' } },
    };
    const opened = await send(url, 'POST', init);
    const id = opened.headers.get('mcp-session-id');
    if (opened.status !== 200 || !id) return;
    const negotiated = (JSON.parse(opened.text) as { result: { protocolVersion: string } }).result.protocolVersion;
    const headers = {
      'mcp-session-id': id,
      ...(options.header ? { 'mcp-protocol-version': negotiated } : {}),
      ...(options.accept ? { accept: options.accept } : {}),
    };
    await send(url, 'POST', { jsonrpc: '2.0', method: 'notifications/initialized' }, headers);
    const listed = await send(url, 'POST', { jsonrpc: '2.0', id: 2, method: 'tools/list' }, headers);
    if (listed.status === 200 && options.call !== false)
      await send(url, 'POST', { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'echo', arguments: {} } }, headers);
    await send(url, 'DELETE', undefined, headers);
  };
}

/** A client without OAuth: it meets the 401 and falls back to the old HTTP+SSE transport, `GET /sse`, which is not there. */
async function sseFallback(url: string): Promise<void> {
  const init = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'h', version: '1' } },
  };
  const refused = await send(url, 'POST', init);
  assert.equal(refused.status, 401);
  const fallback = await send(new URL('/sse', url).href, 'GET', undefined, { accept: 'text/event-stream' });
  assert.equal(fallback.status, 404);
}

/** The suite, prepared once as `wirecase run` prepares it, its client run in this process (`executeRun`'s `runClient`). */
let plan: RunPlan;

/** Some of the suite's documents run and judged against `client`, through the engine's surface. */
async function run(documents: LoadedDocument[], client: (url: string) => Promise<void>): Promise<Record<string, TestResult>> {
  const { verdict, stopped } = await executeRun({ ...plan, documents }, { concurrency: 4, runClient: client });
  if (stopped) throw stopped;
  return Object.fromEntries(verdict.result.tests.map((t) => [t.id, t]));
}

const statuses = (tests: Record<string, TestResult>) => Object.fromEntries(Object.entries(tests).map(([id, t]) => [id, t.status]));

describe('the client documents read a client by the era and revision it speaks', () => {
  let legacy: LoadedDocument[];
  let oauth: LoadedDocument[];
  before(async () => {
    plan = await preparedOrThrow({ paths: [SUITE], cwd: repoRoot, cache: false, version: 'test', client: { inProcess: true } });
    const { documents } = plan;
    // The HTTP documents of the 2025 era (its stdio ones judge a client over stdio only).
    legacy = documents.filter((d) => d.data.serve?.version === '2025-11-25' && d.file.includes('2025-11-25') && !d.data.serve.stdio);
    oauth = documents.filter((d) => d.data.serve?.oauth !== undefined);
    assert.equal(legacy.length, 15);
    assert.ok(oauth.length >= 17);
  });

  it('a modern-only client against the 2025-11-25 server: every 2025 document not applicable, citing the matrix', async () => {
    const tests = await run(legacy, modernOnly);
    assert.deepEqual(
      Object.values(tests)
        .filter((t) => t.status !== 'not-applicable')
        .map((t) => `${t.id}: ${t.status} ${t.failure?.message ?? ''}`),
      [],
    );
    for (const t of Object.values(tests)) assert.match(t.reason ?? '', /speaks only 2026-07-28.*versioning\.mdx:167/s, t.id);
  });

  it('a dual-era client that probes 2026-07-28 first and falls back to initialize passes the 2025 lifecycle documents', async () => {
    const tests = await run(
      legacy.filter((d) => ['cl25-01', 'cl25-02', 'cl25-03', 'cl25-05', 'cl25-07', 'cl25-09'].includes(d.data.id)),
      session('2025-11-25', { header: true, probe: true }),
    );
    assert.deepEqual(statuses(tests), {
      'cl25-01': 'passed',
      'cl25-02': 'passed',
      'cl25-03': 'passed',
      'cl25-05': 'passed',
      'cl25-07': 'passed',
      'cl25-09': 'passed',
    });
  });

  it('a client of the 2025 era that starts with another request still fails cl25-01', async () => {
    const tests = await run(
      legacy.filter((d) => d.data.id === 'cl25-01'),
      async (url) => {
        await send(url, 'POST', { jsonrpc: '2.0', id: 1, method: 'tools/list' });
        await session('2025-11-25', { header: true })(url);
      },
    );
    assert.equal(tests['cl25-01']?.status, 'failed');
  });

  it('a session that negotiated 2025-03-26 owes no MCP-Protocol-Version: cl25-05 and cl25-06 not applicable', async () => {
    const documents = legacy.filter((d) => d.data.id === 'cl25-05' || d.data.id === 'cl25-06');
    const tests = await run(documents, session('2025-03-26', { header: false }));
    assert.deepEqual(statuses(tests), { 'cl25-05': 'not-applicable', 'cl25-06': 'not-applicable' });
    assert.match(tests['cl25-05']!.reason ?? '', /2025-03-26/);
  });

  it('a 2025-11-25 or 2025-06-18 session without the header still fails cl25-05, counted there once (cl25-06 judges a value)', async () => {
    const documents = legacy.filter((d) => d.data.id === 'cl25-05' || d.data.id === 'cl25-06');
    assert.deepEqual(statuses(await run(documents, session('2025-11-25', { header: false }))), { 'cl25-05': 'failed', 'cl25-06': 'not-applicable' });
    assert.deepEqual(statuses(await run(documents, session('2025-06-18', { header: false }))), { 'cl25-05': 'failed', 'cl25-06': 'not-applicable' });
  });

  it('a 2025-06-18 session with its header passes cl25-05 and cl25-06', async () => {
    const documents = legacy.filter((d) => d.data.id === 'cl25-05' || d.data.id === 'cl25-06');
    assert.deepEqual(statuses(await run(documents, session('2025-06-18', { header: true }))), { 'cl25-05': 'passed', 'cl25-06': 'passed' });
  });

  it('a client whose tools/list does not accept an event stream is not judged on the stream that drops (cl25-11); cl25-04 fails it', async () => {
    const documents = legacy.filter((d) => d.data.id === 'cl25-04' || d.data.id === 'cl25-11');
    const tests = await run(documents, session('2025-11-25', { header: true, accept: 'application/json' }));
    assert.deepEqual(statuses(tests), { 'cl25-04': 'failed', 'cl25-11': 'not-applicable' });
  });

  it('a client that lists the tools and calls none shows nothing of how it took a result without resultType: cl26-23 not applicable', async () => {
    const [doc] = plan.documents.filter((d) => d.data.id === 'cl26-23');
    assert.deepEqual(statuses(await run([doc!], session('2025-11-25', { header: true, call: false }))), { 'cl26-23': 'not-applicable' });
    // One that calls a tool, but not the listed plain_tool, took the list as incomplete: still failed.
    assert.deepEqual(statuses(await run([doc!], session('2025-11-25', { header: true }))), { 'cl26-23': 'failed' });
  });

  it('a client without OAuth that falls back to GET /sse does no OAuth discovery: every OAuth document not applicable', async () => {
    const tests = await run(oauth, sseFallback);
    assert.deepEqual(
      Object.values(tests)
        .filter((t) => t.status !== 'not-applicable')
        .map((t) => `${t.id}: ${t.status} ${t.failure?.message ?? ''}`),
      [],
    );
  });

  it('only a well-known URI, or a request to the authorization server, is a discovery probe', () => {
    const entry = (server: OAuthLogEntry['server'], p: string): OAuthLogEntry => ({
      seq: 1,
      server,
      path: p,
      method: 'GET',
      endpoint: 'not-found',
      status: 404,
      headers: {},
      query: {},
    });
    assert.equal(isDiscoveryProbe(entry('resource', '/sse')), false);
    assert.equal(isDiscoveryProbe(entry('resource', '/.well-known/oauth-protected-resource/mcp')), true);
    assert.equal(isDiscoveryProbe(entry('resource', '/.well-known/oauth-authorization-server')), true);
    assert.equal(isDiscoveryProbe(entry('authorization', '/tenant1/.well-known/openid-configuration')), true);
    assert.equal(isDiscoveryProbe(entry('authorization', '/oauth/token')), true);
    assert.equal(exchangeOf(entry('resource', '/sse'), []).endpoint, undefined);
    assert.equal(exchangeOf(entry('resource', '/.well-known/oauth-protected-resource'), []).endpoint, 'not-found');
  });
});
