/**
 * The scenarios/mcp-client suite against the reference client (test/targets/mcp-client), over
 * Streamable HTTP and over stdio:
 *
 *  - healthy, through the CLI exactly as a user runs it (`--client "node .../main.js"`: a process per
 *    document, the URL appended), every test passes but the stdio documents (not applicable over HTTP);
 *  - for EACH HTTP fault switch of the reference client, exactly the expected test IDs fail (or warn,
 *    for a SHOULD), and every other test passes. These runs share this process: the client runs in it
 *    (`inProcess`), each document with a judging server of its own on a free loopback port. Each
 *    covers the documents of its expected IDs and a daily sample of the others
 *    (test/helpers/fault-sample.ts; `npm run test:faults`: every document);
 *  - over stdio (the client launches the judge's relay as its server; in this process, the client is
 *    given the relay's command line), healthy: every stdio document and every transport-neutral one
 *    passes, every HTTP-only one is not applicable; through the CLI (`{{server_command}}`) for the
 *    stdio documents; and for each stdio fault switch (stdio-*), exactly the IDs of
 *    expected-client-stdio.ts change their verdict, sampled as above.
 *
 * Only 127.0.0.1 traffic.
 */

import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { executeRun, type RunPlan } from '../../src/engine/index.js';
import type { TestResult } from '../../src/model/results.js';
import { faultRunPlan, noteSample, testOf } from '../helpers/fault-sample.js';
import { repoRoot } from '../helpers/paths.js';
import { loadSuite, preparedOrThrow, runSuiteCli, verdicts } from '../helpers/suite-runs.js';
import { CLIENT_FAULT_NAMES, type ClientFault, HTTP_CLIENT_FAULT_NAMES, type HttpClientFault, STDIO_CLIENT_FAULT_NAMES } from '../targets/mcp-client/faults.js';
import { runReferenceClient, runReferenceClientOverStdio } from '../targets/mcp-client/reference-client.js';
import { EXPECTED_OVER_STDIO, type ExpectedVerdicts } from './expected-client-stdio.js';

const SUITE = path.join('scenarios', 'mcp-client');
const CLIENT = `node ${path.join('dist', 'test', 'targets', 'mcp-client', 'main.js')}`;
/** The stdio documents of both eras (the CLI run over stdio covers these). */
const STDIO_FILES = ['2025-11-25', '2026-07-28'].map((era) => path.join(SUITE, era, 'stdio.yaml'));

/** The documents about stdio (tagged so): not applicable over HTTP. */
const isStdioDocument = (doc: RunPlan['documents'][number]) => (doc.data.tags ?? []).includes('stdio');

/** The OAuth documents that judge the token request or what follows it: not applicable once a fault stops the flow before. */
const STOPPED_BEFORE_TOKEN = ['cl26-40', 'cl26-51', 'cl26-53', 'cl26-57'];

/** Fault → the test IDs that must fail (a MUST) or warn (a SHOULD) with it, and only those. */
const EXPECTED: Record<HttpClientFault, ExpectedVerdicts> = {
  // Its tools/list does not accept an event stream, so the stream that drops is not for it (cl25-11's guard).
  'accept-json-only': { failed: ['cl25-04', 'cl26-04'], notApplicable: ['cl25-11'] },
  // The early tools/list is also a request before the initialize answer (cl25-09, a SHOULD NOT).
  'tools-before-initialize': { failed: ['cl25-01'], warning: ['cl25-09'] },
  'no-client-info': { failed: ['cl25-02'], warning: ['cl26-08'] },
  'no-initialized': { failed: ['cl25-03'] },
  // cl25-06 judges the header's value after an older version was negotiated: a request without one
  // breaks cl25-05 only (counted once), so cl25-06 has nothing to judge.
  'no-version-header': { failed: ['cl25-05'], notApplicable: ['cl25-06'] },
  'version-header-latest': { warning: ['cl25-06'] },
  // Without its session id the client gets 400, never the 404 cl25-08 needs; its DELETE names no session (cl25-10).
  // Its tools/list is refused too (400), so it never learns plain_tool, the tool cl26-23 expects it to call.
  // Its tools/list is refused (400) before the stream that would drop: cl25-11 and cl25-12 have nothing to judge.
  'no-session-echo': {
    failed: ['cl25-07', 'cl25-08', 'cl26-23'],
    warning: ['cl25-10'],
    notApplicable: ['cl25-11', 'cl25-12', 'cl25-14', 'cl25-15'],
  },
  'no-reinit-after-404': { failed: ['cl25-08'] },
  'reinit-keeps-session': { failed: ['cl25-08'] },
  'no-wait-for-initialize': { warning: ['cl25-09'] },
  'no-delete': { warning: ['cl25-10'] },
  // A client that gives up on the dropped stream is what cl25-11's SHOULD judges; cl25-12, 14 and 15 then have no GET to judge.
  'no-resume': { warning: ['cl25-11'], notApplicable: ['cl25-12', 'cl25-14', 'cl25-15'] },
  // Without Last-Event-ID the GET is no resumption (the server answers 405): cl25-12 has none to judge.
  'resume-without-last-event-id': { warning: ['cl25-11'], notApplicable: ['cl25-12'] },
  'resume-without-session': { failed: ['cl25-12'] },
  'resume-accept-json': { failed: ['cl25-14'] },
  'resume-ignores-retry': { failed: ['cl25-15'] },
  'batch-request-legacy': { failed: ['cl25-13'] },
  // The retry after -32022 (cl26-06) is a request too, without what the MUSTs ask.
  // ... and every document that checks the required _meta of other requests: pagination, resources, prompts, completion, a retry.
  'no-meta': { failed: ['cl26-01', 'cl26-03', 'cl26-20', 'cl26-24', 'cl26-25', 'cl26-26', 'cl26-27'], warning: ['cl26-06'], notApplicable: ['cl26-33'] },
  // cl26-11 checks the request metadata headers of every request, MCP-Protocol-Version among them.
  'no-version-header-modern': { failed: ['cl26-02', 'cl26-03', 'cl26-11'], warning: ['cl26-06'] },
  'header-meta-mismatch': { failed: ['cl26-03'], warning: ['cl26-06'] },
  // cl26-07 calls a tool named météo, cl26-11 checks Mcp-Name of a call to echo: without Mcp-Name they fail too.
  'no-mcp-name': { failed: ['cl26-05', 'cl26-07', 'cl26-11'] },
  'mcp-name-raw': { failed: ['cl26-07'] },
  // 2026-07-28 is in the supported list, so a mutually supported version exists: giving up is the SHOULD's warning.
  'no-retry-unsupported': { warning: ['cl26-06'] },
  'retry-same-version': { warning: ['cl26-33'] },
  'batch-request': { failed: ['cl26-09'] },
  // A response is not a request or a notification either (cl26-09).
  'sends-response': { failed: ['cl26-09', 'cl26-10'] },
  'mcp-method-call-only': { failed: ['cl26-11'] },
  // It reads no SSE answer at all, so it never sees the dropped stream's event ids either (cl25-11, 12).
  'json-only-answers': { failed: ['cl26-12'], warning: ['cl25-11'], notApplicable: ['cl25-12', 'cl25-14', 'cl25-15'] },
  // Every document whose checks read an Mcp-Param header the client must send.
  'no-param-headers': { failed: ['cl26-13', 'cl26-14', 'cl26-15', 'cl26-18'] },
  // A value sent as it is also leaves the sentinel-like one of cl26-15 unencoded.
  'param-raw': { failed: ['cl26-14', 'cl26-15'] },
  'param-raw-utf8': { failed: ['cl26-14'] },
  'base64-marker-upper': { failed: ['cl26-14', 'cl26-15'] },
  'sentinel-not-encoded': { failed: ['cl26-15'] },
  'null-param-header': { failed: ['cl26-16'] },
  'absent-param-header': { failed: ['cl26-17'] },
  'integer-as-float': { failed: ['cl26-18'] },
  'keeps-invalid-tools': { failed: ['cl26-19'] },
  // cl26-35's cursor has "/", "+" and "=", which URL-encoding changes too.
  'cursor-modified': { failed: ['cl26-20', 'cl26-35'] },
  // cl26-20's cursor ends in "=" too.
  'cursor-padding-stripped': { failed: ['cl26-20', 'cl26-35'] },
  'cursor-base64url': { failed: ['cl26-20', 'cl26-35'] },
  'empty-cursor-ends': { failed: ['cl26-21'] },
  'fixed-page-size': { failed: ['cl26-22'] },
  'resulttype-required': { failed: ['cl26-23'] },
  'mrtr-no-inputs': { failed: ['cl26-27'] },
  'mrtr-state-modified': { failed: ['cl26-28'] },
  'mrtr-state-padding-stripped': { failed: ['cl26-34'] },
  'mrtr-state-base64url': { failed: ['cl26-34'] },
  // It never retries, so the documents that judge the retry have none to judge.
  'mrtr-posts-responses': { failed: ['cl26-10'], notApplicable: ['cl26-27', 'cl26-28', 'cl26-29', 'cl26-30', 'cl26-34'] },
  'mrtr-invented-state': { failed: ['cl26-29'] },
  'mrtr-same-id': { failed: ['cl26-30'] },
  'mrtr-state-leaks': { failed: ['cl26-31'] },
  'progress-token-float': { failed: ['cl26-32'] },
  // OAuth (2026-07-28/oauth.yaml). A fault that stops the flow leaves the documents that judge a later
  // step not applicable (their guard: the client never got that far), never failed.
  'oauth-foreign-token': { failed: ['cl26-41'] },
  // Its tools/call carries no token, so the scope is never what refuses it (cl26-57).
  'oauth-token-not-on-every-request': { failed: ['cl26-40'], notApplicable: ['cl26-57'] },
  'oauth-ignores-challenge-metadata': { failed: ['cl26-42'] },
  'oauth-root-first': { failed: ['cl26-43'] },
  'oauth-as-metadata-oauth-only': { failed: ['cl26-44', 'cl26-45'] },
  'oauth-accepts-issuer-mismatch': { failed: ['cl26-46'] },
  'oauth-no-iss-check': { failed: ['cl26-47', 'cl26-48'] },
  'oauth-no-pkce': { failed: ['cl26-49'], notApplicable: STOPPED_BEFORE_TOKEN },
  'oauth-plain-pkce': { failed: ['cl26-49'], notApplicable: STOPPED_BEFORE_TOKEN },
  'oauth-no-pkce-check': { failed: ['cl26-50'] },
  // The server refuses a flow without resource (cl26-51 lets it complete): no token elsewhere.
  'oauth-no-resource': { failed: ['cl26-51'], notApplicable: ['cl26-40', 'cl26-53', 'cl26-57'] },
  'oauth-ignores-challenge-scope': { failed: ['cl26-52'] },
  'oauth-needs-refresh-token': { failed: ['cl26-53'], notApplicable: ['cl26-40', 'cl26-57'] },
  'oauth-unregistered-redirect': { failed: ['cl26-54'], notApplicable: STOPPED_BEFORE_TOKEN },
  'oauth-no-application-type': { failed: ['cl26-55'] },
  'oauth-cimd-id-mismatch': { failed: ['cl26-56'], notApplicable: STOPPED_BEFORE_TOKEN },
  'oauth-endless-stepup': { warning: ['cl26-57'] },
};

async function runInProcess(plan: RunPlan, fault: ClientFault | ''): Promise<TestResult[]> {
  const { verdict } = await executeRun(plan, { concurrency: 8, runClient: (url) => runReferenceClient(url, fault) });
  return verdict.result.tests;
}

/** The run in this process over stdio: the client is given the command line of its server (the judge's relay). */
async function runOverStdio(plan: RunPlan, fault: ClientFault | ''): Promise<TestResult[]> {
  const { verdict } = await executeRun(plan, { concurrency: 8, runClient: (command) => runReferenceClientOverStdio(command, fault) });
  return verdict.result.tests;
}

function byStatus(tests: TestResult[], status: TestResult['status']): string[] {
  return tests
    .filter((t) => t.status === status)
    .map((t) => t.id)
    .sort();
}

describe('scenarios/mcp-client against the reference client', () => {
  let plan: RunPlan;
  let documents: RunPlan['documents'];
  let outDir: string;
  before(async () => {
    plan = await loadSuite([SUITE]);
    documents = plan.documents;
    outDir = await mkdtemp(path.join(tmpdir(), 'wirecase-client-suite-'));
  });
  after(async () => rm(outDir, { recursive: true, force: true }));

  it('holds at least 12 client documents across both eras', () => {
    assert.ok(documents.length >= 12, `${documents.length} documents`);
    assert.ok(documents.every((d) => d.data.role === 'client'));
    assert.ok(documents.some((d) => d.data.serve?.version === '2025-11-25'));
    assert.ok(documents.some((d) => d.data.serve?.version === '2026-07-28'));
  });

  it('every fault the reference client has is judged here (over HTTP, or over stdio for stdio-*)', () => {
    assert.deepEqual(Object.keys(EXPECTED).sort(), [...HTTP_CLIENT_FAULT_NAMES].sort());
    assert.deepEqual(Object.keys(EXPECTED_OVER_STDIO).sort(), [...STDIO_CLIENT_FAULT_NAMES].sort());
    assert.deepEqual([...HTTP_CLIENT_FAULT_NAMES, ...STDIO_CLIENT_FAULT_NAMES].sort(), [...CLIENT_FAULT_NAMES].sort());
  });

  it('every document is proven able to fail: some fault of the reference client fails it, or warns on it', () => {
    const seen = new Set([...Object.values(EXPECTED), ...Object.values(EXPECTED_OVER_STDIO)].flatMap((e) => [...(e.failed ?? []), ...(e.warning ?? [])]));
    assert.deepEqual(
      documents.map((d) => d.data.id).filter((id) => !seen.has(id)),
      [],
    );
  });

  it('passes every test through the CLI with --client (a process per document); the stdio ones are not applicable', async () => {
    const run = await runSuiteCli([SUITE], outDir, { args: ['--client', CLIENT] });
    assert.equal(run.code, 0, run.stderr);
    const statuses = verdicts(run.results!.tests);
    const stdio = new Set(documents.filter(isStdioDocument).map((d) => d.data.id));
    assert.deepEqual(
      Object.entries(statuses).filter(([id, s]) => s !== (stdio.has(id) ? 'not-applicable' : 'passed')),
      [],
    );
    assert.equal(run.results!.tests.length, documents.length);
  });

  it('passes every test in process, healthy; the stdio ones are not applicable', async () => {
    const tests = await runInProcess(plan, '');
    const stdio = new Set(documents.filter(isStdioDocument).map((d) => d.data.id));
    assert.ok(stdio.size >= 10, `${stdio.size} stdio documents`);
    assert.deepEqual(
      tests
        .filter((t) => t.status !== (stdio.has(t.id) ? 'not-applicable' : 'passed'))
        .map((t) => `${t.id}: ${t.status} ${t.failure?.message ?? t.reason ?? ''}`),
      [],
    );
  });

  for (const fault of HTTP_CLIENT_FAULT_NAMES) {
    it(`FAULT=${fault}: exactly the expected tests fail or warn`, async () => {
      const expected = EXPECTED[fault];
      // The documents whose verdict the fault changes, and a sample of the others (test/helpers/fault-sample.ts).
      const covered = faultRunPlan(plan, fault, [...(expected.failed ?? []), ...(expected.warning ?? []), ...(expected.notApplicable ?? [])]);
      const tests = await runInProcess(covered, fault);
      // The stdio documents of the sample are not applicable over HTTP.
      const stdio = covered.documents.filter(isStdioDocument).map((d) => d.data.id);
      await noteSample(() => {
        assert.deepEqual(
          { failed: byStatus(tests, 'failed'), warning: byStatus(tests, 'warning'), notApplicable: byStatus(tests, 'not-applicable') },
          {
            failed: [...(expected.failed ?? [])].sort(),
            warning: [...(expected.warning ?? [])].sort(),
            notApplicable: [...(expected.notApplicable ?? []), ...stdio].sort(),
          },
        );
        const ran = testOf(covered.documents);
        assert.deepEqual(
          tests.map((t) => t.id).filter((id) => !ran(id)),
          [],
        );
        assert.equal(tests.length, covered.documents.length);
        assert.deepEqual(
          tests.filter((t) => !['failed', 'warning', 'not-applicable', 'passed'].includes(t.status)).map((t) => `${t.id}: ${t.status}`),
          [],
        );
      });
    });
  }
});

describe('scenarios/mcp-client over stdio against the reference client', () => {
  let plan: RunPlan;
  let outDir: string;
  /** The healthy run over stdio, each test's verdict: what a fault run leaves as it was. */
  let healthy: Promise<Map<string, TestResult>> | undefined;
  const healthyRun = () => {
    healthy ??= runOverStdio(plan, '').then((tests) => new Map(tests.map((t) => [t.id, t])));
    return healthy;
  };
  before(async () => {
    plan = await preparedOrThrow({ paths: [SUITE], cwd: repoRoot, cache: false, version: 'test', client: { inProcess: true, stdio: true } });
    outDir = await mkdtemp(path.join(tmpdir(), 'wirecase-client-stdio-'));
  });
  after(async () => rm(outDir, { recursive: true, force: true }));

  it('passes every stdio and transport-neutral test in process, healthy; the HTTP-only ones are not applicable', async () => {
    const tests = [...(await healthyRun()).values()];
    assert.equal(tests.length, plan.documents.length);
    const stdio = new Set(plan.documents.filter(isStdioDocument).map((d) => d.data.id));
    assert.deepEqual(
      tests
        .filter((t) => !(t.status === 'passed' || (t.status === 'not-applicable' && !stdio.has(t.id) && t.reason === 'HTTP transport only')))
        .map((t) => `${t.id}: ${t.status} ${t.failure?.message ?? t.reason ?? ''}`),
      [],
    );
    // Besides the stdio documents, the transport-neutral ones (JSON-RPC bodies, pagination, MRTR) are judged over stdio too.
    const neutral = tests.filter((t) => t.status === 'passed' && !stdio.has(t.id));
    assert.ok(neutral.length >= 15, `${neutral.length} transport-neutral documents passed`);
  });

  it('passes every stdio test through the CLI with --client "CMD {{server_command}}" (the command words, no shell)', async () => {
    const run = await runSuiteCli(STDIO_FILES, outDir, { args: ['--client', `${CLIENT} {{server_command}}`] });
    assert.equal(run.code, 0, run.stderr);
    const statuses = verdicts(run.results!.tests);
    assert.deepEqual(
      Object.entries(statuses).filter(([, s]) => s !== 'passed'),
      [],
    );
    assert.equal(run.results!.tests.length, plan.documents.filter(isStdioDocument).length);
  });

  for (const fault of STDIO_CLIENT_FAULT_NAMES) {
    it(`FAULT=${fault} over stdio: exactly the expected tests fail or warn`, async () => {
      const expected = EXPECTED_OVER_STDIO[fault];
      const changed = [...(expected.failed ?? []), ...(expected.warning ?? []), ...(expected.notApplicable ?? [])];
      // The documents whose verdict the fault changes, and a sample of the others (test/helpers/fault-sample.ts).
      const covered = faultRunPlan(plan, fault, changed);
      const [healthyTests, tests] = await Promise.all([healthyRun(), runOverStdio(covered, fault)]);
      await noteSample(() => {
        const want = (id: string) =>
          expected.failed?.includes(id)
            ? 'failed'
            : expected.warning?.includes(id)
              ? 'warning'
              : expected.notApplicable?.includes(id)
                ? 'not-applicable'
                : healthyTests.get(id)?.status;
        assert.deepEqual(
          tests.filter((t) => t.status !== want(t.id)).map((t) => `${t.id}: ${t.status}, expected ${want(t.id)} ${t.failure?.message ?? t.reason ?? ''}`),
          [],
        );
        assert.deepEqual(
          changed.filter((id) => !tests.some((t) => t.id === id)),
          [],
        );
        assert.equal(tests.length, covered.documents.length);
      });
    });
  }
});
