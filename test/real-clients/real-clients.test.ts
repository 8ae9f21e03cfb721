/**
 * MCP clients this project did not write, unmodified, judged by the scenarios/mcp-client suite
 * through the CLI as a user runs it (`--client "node test/real-clients/<app>.mjs"`). Every verdict
 * other than a pass is listed below, a failure with the sentence the client breaks and what it does;
 * nothing else fails, warns or is not applicable. Only 127.0.0.1 traffic.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { TestStatus } from '../../src/model/results.js';
import { runSuiteCli } from '../helpers/suite-runs.js';

const SUITE = path.join('scenarios', 'mcp-client');

interface Expected {
  status: TestStatus;
  /** For a failure: the sentence broken, quoted, and what the client does. Otherwise why. */
  reason: string;
}

/** An initialize-era client against a 2026-07-28-only server: refused at initialize, it never speaks 2026-07-28. */
const NOT_MODERN: Expected = {
  status: 'not-applicable',
  reason: 'SDK v1 speaks only the initialize era: its initialize is refused with -32022 and it stops, so no 2026-07-28 rule can be judged',
};

/** The SDK v2 client with its default version negotiation: initialize first, refused by a 2026-07-28-only server, and it stops. */
const NOT_MODERN_V2: Expected = {
  status: 'not-applicable',
  reason: 'the SDK v2 client by default starts with initialize; refused with -32022 by a 2026-07-28-only server, it stops, so no 2026-07-28 rule can be judged',
};

const EXPECTED: Record<string, Record<string, Expected>> = {
  'sdk-v1-app.mjs': {
    'cl25-08': {
      status: 'failed',
      reason:
        '"When a client receives HTTP 404 in response to a request containing an `MCP-Session-Id`, it MUST start a new session by sending a new `InitializeRequest` without a session ID attached." (2025-11-25/basic/transports.mdx:213): StreamableHTTPClientTransport turns the 404 into an error (StreamableHTTPError, code 404) thrown to the application and sends nothing more',
    },
    'cl26-01': NOT_MODERN,
    'cl26-02': NOT_MODERN,
    'cl26-03': NOT_MODERN,
    'cl26-04': NOT_MODERN,
    'cl26-05': NOT_MODERN,
    'cl26-06': NOT_MODERN,
    'cl26-07': NOT_MODERN,
    'cl26-08': NOT_MODERN,
  },
  // The SDK v2 client with versionNegotiation { mode: 'auto' }: it probes server/discover and speaks 2026-07-28.
  'sdk-v2-auto-app.mjs': {
    'cl25-08': {
      status: 'failed',
      reason:
        '"When a client receives HTTP 404 in response to a request containing an `MCP-Session-Id`, it MUST start a new session by sending a new `InitializeRequest` without a session ID attached." (2025-11-25/basic/transports.mdx:213): against a 2025-11-25 server it falls back to initialize and, like the default mode, throws SdkHttpError on the 404 and sends nothing more',
    },
    'cl26-06': {
      status: 'not-applicable',
      reason:
        'it surfaces UnsupportedProtocolVersionError to the application instead of retrying (allowed: the refusal lists only the version it sent), so no retry is there to judge',
    },
  },
  // The SDK v2 client with its defaults negotiates the initialize era (its 2026-07-28 mode is opt-in).
  'sdk-v2-app.mjs': {
    'cl25-08': {
      status: 'failed',
      reason:
        '"When a client receives HTTP 404 in response to a request containing an `MCP-Session-Id`, it MUST start a new session by sending a new `InitializeRequest` without a session ID attached." (2025-11-25/basic/transports.mdx:213): the transport throws SdkHttpError ("Error POSTing to endpoint") to the application and sends nothing more',
    },
    'cl26-01': NOT_MODERN_V2,
    'cl26-02': NOT_MODERN_V2,
    'cl26-03': NOT_MODERN_V2,
    'cl26-04': NOT_MODERN_V2,
    'cl26-05': NOT_MODERN_V2,
    'cl26-06': NOT_MODERN_V2,
    'cl26-07': NOT_MODERN_V2,
    'cl26-08': NOT_MODERN_V2,
  },
};

describe('real MCP clients judged by scenarios/mcp-client', () => {
  let outDir: string;
  before(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'wirecase-real-clients-'));
  });
  after(async () => rm(outDir, { recursive: true, force: true }));

  for (const [app, expected] of Object.entries(EXPECTED)) {
    it(`${app}: exactly the listed verdicts other than a pass, on at least 10 judged tests`, async () => {
      const run = await runSuiteCli([SUITE], path.join(outDir, app), { args: ['--client', `node ${path.join('test', 'real-clients', app)}`] });
      const tests = run.results?.tests ?? [];
      assert.ok(tests.length >= 12, `${tests.length} tests ran; stderr: ${run.stderr}`);
      const notPassed = Object.fromEntries(tests.filter((t) => t.status !== 'passed').map((t) => [t.id, t.status]));
      assert.deepEqual(notPassed, Object.fromEntries(Object.entries(expected).map(([id, e]) => [id, e.status])));
      const judged = tests.filter((t) => t.status === 'passed' || t.status === 'failed' || t.status === 'warning');
      assert.ok(judged.length >= 10, `only ${judged.length} tests judged`);
      assert.equal(run.code, Object.values(expected).some((e) => e.status === 'failed') ? 1 : 0);
    });
  }
});
