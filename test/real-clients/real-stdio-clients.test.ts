/**
 * MCP clients this project did not write, unmodified, judged over stdio by the scenarios/mcp-client
 * suite through the CLI as a user runs it: `--client "node test/real-clients/drivers/stdio-….mjs …
 * {{server_command}}"` (stdio-clients.ts). Each client launches the judging run's relay as its MCP
 * server through its library's own stdio transport. Every verdict other than a pass is listed below,
 * a failure or warning with the sentence the client breaks and what it does; nothing else fails, warns
 * or is not applicable. A verdict the audit found false (README.md, "Over stdio") is listed as the
 * engine gives it today, with `falseVerdict`: what it should be and why; when the engine is fixed the
 * entry changes to that. Runs go two at a time. Only 127.0.0.1 traffic.
 *
 * As real-clients.test.ts: each document costs a process of the client, so by default a client's run
 * covers its fixed cases (one document of each verdict listed for it, and the first document of each
 * suite file it passes) and a sample of its other documents chosen by the day's seed
 * (test/helpers/fault-sample.ts); `npm run test:faults` (FAULT_SAMPLE=all) runs every document, and
 * the clients too costly for `npm test` (`inNpmTest: false`).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { TestStatus } from '../../src/model/results.js';
import type { LoadedDocument } from '../../src/model/scenario.js';
import { FAULT_SAMPLE, faultRunDocuments, fixedCases, noteSample, testOf } from '../helpers/fault-sample.js';
import { pool } from '../helpers/pool.js';
import { loadSuite, runSuiteCli, type SuiteRun } from '../helpers/suite-runs.js';
import { REAL_STDIO_CLIENTS, STDIO_CLIENT_TIMEOUT_MS } from './stdio-clients.js';

const SUITE = path.join('scenarios', 'mcp-client');

interface Expected {
  status: TestStatus;
  /** For a failure or warning: the sentence broken, quoted, and what the client does. Otherwise why. */
  reason: string;
  /** The engine's own reason, when it must be this one (a not-applicable for the transport). */
  engineReason?: string;
  /** A verdict the audit found false: the verdict it should be and why (README.md, "Over stdio"). */
  falseVerdict?: { should: TestStatus; why: string };
}

const ids = (prefix: string, numbers: number[]) => numbers.map((n) => `${prefix}-${String(n).padStart(2, '0')}`);
const each = (list: string[], expected: Expected) => Object.fromEntries(list.map((id) => [id, expected]));

/** The documents about Streamable HTTP (headers, sessions, SSE, POST bodies, OAuth, a sentence of Streamable HTTP clients): not applicable over stdio. */
const HTTP_ONLY_IDS = [
  ...ids('cl25', [4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15]),
  ...ids('cl26', [2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]),
  ...ids(
    'cl26',
    Array.from({ length: 18 }, (_, i) => 40 + i),
  ),
];
const HTTP_ONLY = each(HTTP_ONLY_IDS, {
  status: 'not-applicable',
  reason: 'judges Streamable HTTP (headers, sessions, SSE, POST bodies, OAuth), which a stdio client never speaks',
  engineReason: 'HTTP transport only',
});

/** The 2026-07-28 documents (not about HTTP) whose judging server speaks 2026-07-28: cl26-23 plays a 2025-11-25 server. */
const MODERN_IDS = ids('cl26', [1, 6, 8, 20, 21, 22, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67]);
/** An initialize-era client against a 2026-07-28-only server: refused at initialize, it never speaks 2026-07-28. */
const notModern = (client: string) =>
  each(MODERN_IDS, {
    status: 'not-applicable',
    reason: `${client} speaks only the initialize era: its initialize is refused with -32022 and it stops, so no 2026-07-28 rule can be judged`,
  });

/** The 2025-11-25 documents that run over stdio. */
const LEGACY_STDIO_IDS = ids('cl25', [1, 2, 3, 9, 16, 17, 18, 19, 20, 21]);

/** What the SDK v2 session (connect, list tools, call the first with { text: 'hello' }, close) never does, so the documents judging it do not apply. */
const appDoesNot = (what: string): Expected => ({ status: 'not-applicable', reason: `the app ${what}` });
const SDK_V2_SESSION_UNUSED: Record<string, Expected> = {
  'cl26-24': appDoesNot('never uses resources, though the server offers them'),
  'cl26-25': appDoesNot('never uses prompts, though the server offers them'),
  'cl26-26': appDoesNot('never asks for a completion, though the server offers them'),
  'cl26-27': appDoesNot('declares no elicitation capability, so the input request of an input_required result is not for it'),
  'cl26-29': appDoesNot('declares no elicitation capability, so the input request of an input_required result is not for it'),
  'cl26-31': appDoesNot('sends nothing after the retry of the one tool it calls, so no other request could carry what was meant for the retry'),
  'cl26-32': appDoesNot('sends no progress token'),
  'cl26-67': appDoesNot('registers no listChanged handler, so the SDK opens no subscription (subscriptions/listen) to send again'),
};

/**
 * The SDK v2 client's era probe over stdio runs on a disposable sibling server process (its
 * `negotiateStdioViaSibling`), reaped by `_dispose`: stdin.end() and SIGTERM in the same tick, SIGKILL
 * after 1 s. The judge sees the stdin close and then the SIGTERM a few ms later (the relay holds a
 * signal for the stdin's end it was sent with): under the documents' 100 ms, no wait.
 */
const SIBLING_NOT_WAITED = (quote: string, source: string): Expected => ({
  status: 'warning',
  reason: `"${quote}" (${source}): the server/discover probe's sibling process, which stays after its stdin closes, gets SIGTERM at once (the SDK's "signal-first teardown", _dispose), without waiting for it to exit; the session's process is waited for 2 s as it should be`,
});
/** cl26-06, as over HTTP (real-clients.test.ts): the SDK v2 surfaces the -32022 instead of retrying. */
const GIVES_UP_ON_32022: Expected = {
  status: 'warning',
  reason:
    '"The client SHOULD select a mutually supported version from the `supported` list and retry the request, or surface an error to the user if no compatible version exists." (2026-07-28/basic/versioning.mdx:69): the -32022 lists 2026-07-28, the version it speaks, and it surfaces UnsupportedProtocolVersionError to the application instead of retrying with it',
};
/** cl26-64: the first process that gets tools/list (the session's, after the probe sibling) exits unanswered. */
const NO_RESTART: Expected = {
  status: 'warning',
  reason:
    '"If the server process exits unexpectedly, the client SHOULD restart it." (2026-07-28/basic/transports/stdio.mdx:111): the session\'s server exits on tools/list; the SDK v2 StdioClientTransport has no restart (the process\'s close ends the Client), the pending tools/list fails and the app exits 1',
};

const EXPECTED: Record<string, Record<string, Expected>> = {
  'stdio-sdk-v1': { ...HTTP_ONLY, ...notModern('the SDK v1 Client') },
  'stdio-sdk-v2': { ...HTTP_ONLY, ...notModern('the SDK v2 Client with its defaults') },
  'stdio-inspector-cli': { ...HTTP_ONLY, ...notModern('the Inspector CLI (SDK v1 Client)') },
  // The AI SDK's close() is abortController.abort(): the spawn's signal sends SIGTERM; it never ends
  // the server's stdin and never sends SIGKILL. The driver exits right after close(), which closes the
  // pipe: the relay, its parent gone, tells the SIGTERM first (stdio-relay.ts).
  'stdio-ai-sdk': {
    ...HTTP_ONLY,
    ...notModern('the AI SDK MCP client'),
    'cl25-18': {
      status: 'warning',
      reason:
        '"For the stdio transport, the client SHOULD initiate shutdown by: First, closing the input stream to the child process (the server)" (2025-11-25/basic/lifecycle.mdx:233): close() sends SIGTERM (abort of the spawn signal) and never ends stdin; the stdin closes only when the app exits a moment later (the relay sees its parent gone, stdio-relay.ts)',
    },
    'cl25-19': {
      status: 'not-applicable',
      reason: 'it sends SIGTERM before it closes the stdin (cl25-18), so there is no wait after a close to judge',
    },
    'cl25-20': {
      status: 'not-applicable',
      reason: 'it sends SIGTERM before it closes the stdin (cl25-18): the escalation after a close is not judged on it',
    },
  },
  // mcpc's bridge owns the server process; `mcpc close` SIGTERMs the bridge, whose shutdown races the
  // SDK v1 transport's close() against 1 s and exits: the SDK's SIGTERM (after 2 s) never comes.
  'stdio-mcpc': {
    ...HTTP_ONLY,
    ...notModern('mcpc (SDK v1 Client)'),
    'cl25-19': {
      status: 'warning',
      reason:
        '"Waiting for the server to exit, or sending `SIGTERM` if the server does not exit within a reasonable time" (2025-11-25/basic/lifecycle.mdx:234): the bridge closes the stdin, waits at most 1 s (Promise.race with client.close()) and exits, leaving the server running without SIGTERM',
    },
    'cl25-20': {
      status: 'not-applicable',
      reason: 'it never sends SIGTERM (cl25-19), so there is no SIGTERM to escalate from',
    },
  },
  'stdio-sdk-v2-auto': {
    ...HTTP_ONLY,
    'cl25-19': SIBLING_NOT_WAITED(
      'For the stdio transport, the client SHOULD initiate shutdown by: Waiting for the server to exit, or sending `SIGTERM` if the server does not exit within a reasonable time',
      '2025-11-25/basic/lifecycle.mdx:234',
    ),
    'cl26-62': SIBLING_NOT_WAITED('The client SHOULD initiate shutdown by: Waiting for the server to exit.', '2026-07-28/basic/transports/stdio.mdx:92'),
    'cl26-06': GIVES_UP_ON_32022,
    'cl26-64': NO_RESTART,
    ...SDK_V2_SESSION_UNUSED,
  },
  'stdio-sdk-v2-pin': {
    ...HTTP_ONLY,
    ...each(LEGACY_STDIO_IDS, {
      status: 'not-applicable',
      reason:
        'a modern-only client against a server of the initialize era "Fails" by design (2026-07-28 basic/versioning.mdx:167): its server/discover probe is refused and it stops, so no 2025-11-25 sentence binds it',
    }),
    'cl26-23': {
      status: 'not-applicable',
      reason: "cl26-23's server speaks 2025-11-25: the pinned client finds no 2026-07-28 in server/discover and stops (no fallback in pin mode)",
    },
    'cl26-62': SIBLING_NOT_WAITED('The client SHOULD initiate shutdown by: Waiting for the server to exit.', '2026-07-28/basic/transports/stdio.mdx:92'),
    'cl26-06': GIVES_UP_ON_32022,
    'cl26-64': NO_RESTART,
    ...SDK_V2_SESSION_UNUSED,
  },
};

/** The clients this run covers: all of them in `npm run test:faults`, those fit for it in `npm test`. */
const CLIENTS = Object.keys(EXPECTED).filter((client) => FAULT_SAMPLE.all || REAL_STDIO_CLIENTS[client]?.inNpmTest !== false);

describe('real MCP clients judged over stdio by scenarios/mcp-client', () => {
  let outDir: string;
  const runs = new Map<string, Promise<SuiteRun>>();
  /** Client → the documents its run covers. */
  const covered = new Map<string, LoadedDocument[]>();
  before(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'wirecase-real-stdio-clients-'));
    const { documents } = await loadSuite([SUITE]);
    for (const client of CLIENTS) covered.set(client, faultRunDocuments(documents, client, fixedCases(documents, EXPECTED[client]!), FAULT_SAMPLE));
    // Each client's runs are mostly waits on its own process starts: two at a time keep both cores busy.
    const started = pool(
      CLIENTS.map((client) => () => {
        const only = FAULT_SAMPLE.all ? [] : covered.get(client)!.flatMap((d) => ['--id', d.data.id]);
        const timeout = String(REAL_STDIO_CLIENTS[client]!.timeoutMs ?? STDIO_CLIENT_TIMEOUT_MS);
        return runSuiteCli([SUITE], path.join(outDir, client), {
          args: ['--client', REAL_STDIO_CLIENTS[client]!.command, '--client-timeout', timeout, ...only],
        });
      }),
      2,
    );
    CLIENTS.forEach((client, i) => runs.set(client, started[i]!));
  });
  after(async () => {
    await Promise.allSettled(runs.values());
    await rm(outDir, { recursive: true, force: true });
  });

  it('every real stdio client has its expected verdicts, and every listed document is one of the suite', async () => {
    // The wide corpus is installed on demand: its verdicts are triaged in the README, never in a test.
    const tested = Object.keys(REAL_STDIO_CLIENTS).filter((client) => !REAL_STDIO_CLIENTS[client]!.wide);
    assert.deepEqual(Object.keys(EXPECTED).sort(), tested.sort());
    const { documents } = await loadSuite([SUITE]);
    const known = new Set(documents.map((d) => d.data.id));
    for (const [client, expected] of Object.entries(EXPECTED))
      assert.deepEqual(
        Object.keys(expected).filter((id) => !known.has(id)),
        [],
        `${client}: listed documents the suite does not have`,
      );
  });

  for (const client of CLIENTS) {
    const expected = EXPECTED[client]!;
    it(`${client}: exactly the listed verdicts, on every document its run covers`, async (t) => {
      const run = await runs.get(client)!;
      const tests = run.results?.tests ?? [];
      const documents = covered.get(client)!;
      t.diagnostic(`${documents.length} documents`);
      await noteSample(() => {
        assert.deepEqual(tests.map((t) => t.id).sort(), documents.map((d) => d.data.id).sort(), `stderr: ${run.stderr}`);
        const ran = testOf(documents);
        const listed = Object.entries(expected).filter(([id]) => ran(id));
        // Every test not listed passes; every listed one has its status (a listed pass is a false verdict kept as the engine gives it).
        const actual = Object.fromEntries(tests.filter((t) => t.status !== 'passed' || expected[t.id]).map((t) => [t.id, t.status]));
        assert.deepEqual(actual, Object.fromEntries(listed.map(([id, e]) => [id, e.status])));
        for (const [id, e] of listed)
          if (e.engineReason !== undefined) assert.equal(tests.find((t) => t.id === id)?.reason, e.engineReason, `${id}: the engine's reason`);
        const judged = tests.filter((t) => t.status === 'passed' || t.status === 'failed' || t.status === 'warning');
        assert.ok(judged.length >= (FAULT_SAMPLE.all ? 9 : 1), `only ${judged.length} tests judged`);
        assert.equal(run.code, listed.some(([, e]) => e.status === 'failed') ? 1 : 0);
      });
    });
  }
});
