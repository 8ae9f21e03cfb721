// `wirecase fuzz` (issue 29), in this process against the reference target: a correct server gives
// no failure and no warning at the default budget (its time is the bench's part (i)), and each server that breaks
// one schema contract (a fault switch) is failed or warned on exactly where it breaks, with a shrunk
// regression document that `wirecase run` fails against that server and passes (or, when the fix may
// be to the schema itself, finds not applicable) against the correct one.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { type FuzzOptions, type FuzzReport, fuzz } from '../../src/fuzz/fuzz.js';
import type { TestStatus } from '../../src/model/results.js';
import { regressionVerdicts } from '../helpers/fuzz-regressions.js';
import { withTarget } from '../targets/mcp-reference/raw-client.js';
import type { ReferenceTargetOptions } from '../targets/mcp-reference/server.js';
import { tokens } from '../targets/mcp-reference/tokens.js';

const options = (baseUrl: string, more: Partial<FuzzOptions> = {}): FuzzOptions => ({
  baseUrl,
  headers: {},
  seed: 1,
  budget: 30,
  // The reference target's tools carry no annotations, so none is safe by default: call them all.
  includeDestructive: true,
  dryRun: false,
  revision: 'auto',
  timeoutMs: 10_000,
  version: 'test',
  regressionPath: (file) => `regressions/${file}`,
  ...more,
});

/** The tests that did not pass (nor were not applicable), by ID. */
function verdicts(report: FuzzReport): Record<string, TestStatus> {
  return Object.fromEntries(report.result.tests.filter((t) => t.status !== 'passed' && t.status !== 'not-applicable').map((t) => [t.id, t.status]));
}

/** The regression documents run in this process against a fresh target, as `wirecase run` runs them. */
function runRegressions(report: FuzzReport, target: ReferenceTargetOptions): Promise<Record<string, TestStatus>> {
  return regressionVerdicts(report, (run) => withTarget(target, ({ url }) => run(`${url}/mcp`)));
}

interface FaultCase {
  fault: string;
  legacy?: ReferenceTargetOptions['legacy'];
  revision?: FuzzOptions['revision'];
  /** `--tools`: the tools the fault touches (the healthy run covers every tool). */
  tools: string[];
  expected: Record<string, TestStatus>;
  /** What each regression document gives against the correct server (passed unless the fix may be the schema's). */
  fixed?: TestStatus;
}

const FAULT_CASES: FaultCase[] = [
  { fault: 'nullable-argument-refused', tools: ['search_notes'], expected: { 'fuzz-search_notes-schema-honest': 'warning' } },
  { fault: 'optional-argument-required', tools: ['search_notes'], expected: { 'fuzz-search_notes-schema-honest': 'warning' } },
  { fault: 'structured-content-off-schema', tools: ['get_weather'], expected: { 'fuzz-get_weather-output-schema': 'failed' } },
  {
    // The published schema lies (multipleOf 1, maximum 8): 1.5 is taken although "invalid", 8 refused although "valid".
    // The fix is to the schema, so against the correct server the documents' guard finds the schema changed.
    fault: 'fractional-schema-truncated',
    tools: ['set_dose'],
    expected: { 'fuzz-set_dose-input-validation': 'failed', 'fuzz-set_dose-schema-honest': 'warning' },
    fixed: 'not-applicable',
  },
  {
    fault: 'invalid-input-accepted',
    tools: ['set_dose', 'echo'],
    expected: { 'fuzz-set_dose-input-validation': 'failed', 'fuzz-echo-input-validation': 'failed' },
  },
  { fault: 'server-dies-on-case', tools: ['echo', 'reverse'], expected: { 'fuzz-echo-alive': 'failed' } },
  { fault: 'result-id-changed', tools: ['echo'], expected: { 'fuzz-echo-json-rpc': 'failed' } },
  { fault: 'input-schema-invalid', tools: ['confirm_action'], expected: { 'fuzz-confirm_action-schema-valid': 'failed' } },
  { fault: 'input-schema-null', tools: ['reverse'], expected: { 'fuzz-reverse-schema-valid': 'failed' } },
  {
    fault: 'legacy-tool-arguments-unchecked',
    legacy: 'session',
    revision: '2025-11-25',
    tools: ['set_dose'],
    expected: { 'fuzz-set_dose-input-validation': 'failed' },
  },
];

describe('wirecase fuzz against the reference target', () => {
  const timings: string[] = [];
  after(() => process.stdout.write(`# fuzz timings: ${timings.join('; ')}\n`));

  it('a correct server (2026-07-28): no failure, no warning, at the default budget', async () => {
    await withTarget({}, async ({ url }) => {
      const started = performance.now();
      const report = await fuzz(options(`${url}/mcp`));
      const seconds = (performance.now() - started) / 1000;
      timings.push(`default budget, every tool: ${seconds.toFixed(1)} s`);
      assert.equal(report.era, '2026-07-28');
      assert.deepEqual(verdicts(report), {});
      assert.deepEqual(report.regressions, []);
      assert.ok(report.result.tests.length > 20);
      // The tool whose arguments go into headers is listed and not called.
      assert.match(report.plans.find((p) => p.tool.name === 'route_query')?.reason ?? '', /x-mcp-header/);
      // Keyword coverage names the edges set_dose's cases reached, both ways.
      const dose = report.coverage.find((c) => c.tool === 'set_dose')!;
      assert.ok(dose.positive.includes('minimum') && dose.positive.includes('maximum'), dose.positive.join());
      assert.ok(dose.negative.includes('multipleOf') && dose.negative.includes('required'), dose.negative.join());
    });
  });

  it('a correct server (2025-11-25 sessions): no failure, no warning', async () => {
    await withTarget({ legacy: 'session' }, async ({ url }) => {
      const report = await fuzz(options(`${url}/mcp`, { revision: '2025-11-25', only: ['echo', 'set_dose', 'search_notes', 'get_weather'] }));
      assert.equal(report.era, '2025-11-25');
      assert.deepEqual(verdicts(report), {});
      assert.ok(report.result.tests.some((t) => t.id === 'fuzz-get_weather-output-schema' && t.status === 'passed'));
    });
  });

  it('a server that wants a token: the run says so, and with the token it reaches the tools', async () => {
    await withTarget({ auth: 'oauth' }, async ({ url, mcpUrl }) => {
      const refused = await fuzz(options(`${url}/mcp`));
      assert.match(refused.error ?? '', /401/);
      assert.deepEqual(refused.warnings, ['every call answered 401: give a token (--var token=…, sent as Authorization: Bearer)']);
      const token = await tokens.valid(mcpUrl);
      const report = await fuzz(options(`${url}/mcp`, { headers: { Authorization: `Bearer ${token}` }, only: ['echo'] }));
      assert.equal(report.error, undefined);
      assert.deepEqual(verdicts(report), {});
      assert.ok(report.result.tests.some((t) => t.id === 'fuzz-echo-input-validation' && t.status === 'passed'));
    });
  });

  it('the same seed gives the same cases; another seed other random ones', async () => {
    await withTarget({}, async ({ url }) => {
      const plan = async (seed: number) => (await fuzz(options(`${url}/mcp`, { seed, dryRun: true }))).plans.map((p) => p.cases);
      assert.deepEqual(await plan(7), await plan(7));
      assert.notDeepEqual(await plan(7), await plan(8));
    });
  });

  for (const c of FAULT_CASES) {
    it(`${c.fault}: found, and its regression documents fail against it`, async () => {
      const target = { fault: c.fault, ...(c.legacy ? { legacy: c.legacy } : {}) };
      const report = await withTarget(target, ({ url }) => fuzz(options(`${url}/mcp`, { only: c.tools, ...(c.revision ? { revision: c.revision } : {}) })));
      assert.deepEqual(verdicts(report), c.expected);
      assert.deepEqual(report.regressions.map((r) => r.id).sort(), Object.keys(c.expected).sort());
      const failing = Object.fromEntries(Object.keys(c.expected).map((id) => [id, 'failed']));
      assert.deepEqual(await runRegressions(report, target), failing, 'against the faulty server');
      const fixed = Object.fromEntries(Object.keys(c.expected).map((id) => [id, c.fixed ?? 'passed']));
      assert.deepEqual(await runRegressions(report, c.legacy ? { legacy: c.legacy } : {}), fixed, 'against the correct server');
    });
  }

  it('shrinks a failing case: the regression sends the smallest arguments that still fail', async () => {
    await withTarget({ fault: 'invalid-input-accepted' }, async ({ url }) => {
      const report = await fuzz(options(`${url}/mcp`, { only: ['search_notes'] }));
      const failed = report.result.tests.find((t) => t.id === 'fuzz-search_notes-input-validation')!;
      assert.equal(failed.status, 'failed');
      const body = JSON.parse(failed.steps[0]!.request!.body!) as { params: { arguments: Record<string, unknown> } };
      // Still invalid, with nothing that is not needed to stay so: no optional property beside the broken one.
      assert.ok(Object.keys(body.params.arguments).length <= 2, JSON.stringify(body.params.arguments));
      const regression = report.regressions.find((r) => r.id === 'fuzz-search_notes-input-validation')!;
      assert.match(regression.text, /quote: "Servers MUST: Validate all tool inputs"/);
    });
  });
});
