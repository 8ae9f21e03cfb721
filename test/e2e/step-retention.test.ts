import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { judge } from '../../src/judge/judge.js';
import type { RunResult, StepRecord, TestResult } from '../../src/model/results.js';
import { reporters } from '../../src/report/index.js';
import { PASSED_STEP_WINDOW } from '../../src/run/step-retention.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { runInProcess } from '../helpers/run-in-process.js';
import { TempProject } from '../helpers/temp-project.js';

// A chain as long runs make it: each answer carries the number the next request sends.
let server: http.Server;
let baseUrl: string;
before(async () => {
  server = http.createServer((req, res) => {
    const n = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('n') ?? 0);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true, n: n + 1 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  summarized = await runChains();
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

const STEPS = PASSED_STEP_WINDOW * 2 + 50;

/** A document of `steps` chained GETs; `failAt` (1-based) expects a number the server never sends. */
function chain(id: string, steps: number, failAt?: number): string {
  let text = `id: ${id}\ntitle: ${steps} chained steps\nvars: { n: 0 }\nsteps:\n`;
  for (let i = 1; i <= steps; i++) {
    const n = i === failAt ? -1 : i;
    text += `  - request: { url: "/next?n={{ n }}" }\n    expect: { status: 200, json: { $.n: ${n} } }\n    capture: { n: $.n }\n`;
  }
  return text;
}

async function runChains(options: Parameters<typeof runInProcess>[2] = {}): Promise<RunResult> {
  const project = new TempProject();
  try {
    project.write('passes.yaml', chain('long-pass', STEPS));
    project.write('fails.yaml', chain('long-fail', STEPS, STEPS - 20));
    project.write('short.yaml', chain('short', 3));
    return await runInProcess(project, baseUrl, options);
  } finally {
    project.remove();
  }
}

const byId = (r: RunResult, id: string): TestResult => r.tests.find((t) => t.id === id)!;
const whole = (s: StepRecord) => s.summarized === undefined && s.request !== undefined && s.response !== undefined && s.assertions.length > 0;

function assertSummary(s: StepRecord): void {
  assert.equal(s.status, 'passed');
  assert.deepEqual(s.summarized, { checks: 2, captures: 1 }, `step ${s.index + 1}`);
  assert.deepEqual(s.assertions, []);
  assert.equal(s.request, undefined);
  assert.equal(s.response, undefined);
  assert.equal(s.captures, undefined);
  assert.ok(s.span && s.name && s.durationMs >= 0);
}

let summarized: RunResult;

test('a long passing test keeps the whole record of its latest steps only, and a summary of the passed steps before', () => {
  const t = byId(summarized, 'long-pass');
  assert.equal(t.status, 'passed');
  assert.equal(t.steps.length, STEPS);
  const kept = t.steps.filter(whole);
  assert.equal(kept.length, PASSED_STEP_WINDOW);
  assert.deepEqual(
    kept.map((s) => s.index),
    t.steps.slice(-PASSED_STEP_WINDOW).map((s) => s.index),
  );
  for (const s of t.steps.slice(0, STEPS - PASSED_STEP_WINDOW)) assertSummary(s);
});

test('a failed test keeps its failed step and the steps just before it whole', () => {
  const t = byId(summarized, 'long-fail');
  const failAt = STEPS - 20;
  assert.equal(t.status, 'failed');
  assert.equal(t.failure?.step, failAt);
  const failed = t.steps[failAt - 1]!;
  assert.equal(failed.status, 'failed');
  assert.ok(whole(failed) && failed.assertions.some((a) => !a.passed));
  // The window is the latest records when the failure came: the skipped steps after it push nothing out.
  const wholePassed = t.steps.filter((s) => s.status === 'passed' && whole(s));
  assert.equal(wholePassed.length, PASSED_STEP_WINDOW - 1);
  assert.equal(wholePassed.at(-1)!.index, failAt - 2);
  for (const s of t.steps.slice(0, failAt - PASSED_STEP_WINDOW)) assertSummary(s);
  assert.equal(t.steps.filter((s) => s.status === 'skipped').length, 20);
});

test('a test no longer than the window keeps every step whole', () => {
  const t = byId(summarized, 'short');
  assert.equal(t.steps.length, 3);
  assert.ok(t.steps.every(whole));
});

test('the summary counts the summarized steps, and the results stay valid against their schema', () => {
  const expected = STEPS - PASSED_STEP_WINDOW + (STEPS - 20 - PASSED_STEP_WINDOW);
  assert.equal(summarized.summary.stepsSummarized, expected);
  assert.deepEqual(resultsSchemaErrors(JSON.parse(JSON.stringify(summarized))), []);
});

test('every report says that detail was dropped', async () => {
  const verdict = judge(summarized, { catalogs: [] });
  const text = async (name: keyof typeof reporters) => {
    let live = '';
    const reporter = (await reporters[name]())({ sources: new Map(), write: (t) => void (live += t), color: false, verbose: true });
    // The console writes each test's line (and, verbose, its steps) as the test ends.
    for (const t of verdict.result.tests) reporter.onTestEnd?.(t);
    const out = reporter.render(verdict);
    return [live, out.stdout ?? '', ...(out.files ?? []).map((f) => f.text)].join('\n');
  };
  const json = JSON.parse(await text('json')) as RunResult;
  assert.deepEqual(resultsSchemaErrors(json), []);
  assert.equal(json.summary.stepsSummarized, summarized.summary.stepsSummarized);
  const note = `${summarized.summary.stepsSummarized} passed steps kept only a summary`;
  assert.match(await text('console'), new RegExp(note));
  assert.match(await text('markdown'), new RegExp(note));
  const html = await text('html');
  assert.match(html, new RegExp(note));
  assert.match(
    html,
    /steps 1–150 <span class="meta">150 passed · \d+ ms<\/span><\/p>\n<p class="meta summarized">summary only: 300 checks passed, 150 captures; detail dropped/,
  );
  assert.match(await text('console'), /step 1 GET \/next\?n=0 \(\d+ ms\) · summary only: 2 checks passed, 1 capture; detail dropped/);
  assert.match(await text('junit'), /name="steps.summarized" value="150 passed steps kept only a summary/);
});

test('--keep-passed-steps keeps every step whole', async () => {
  const kept = await runChains({ keepPassedSteps: true });
  assert.equal(byId(kept, 'long-pass').steps.filter(whole).length, STEPS);
  assert.equal(byId(kept, 'long-fail').steps.filter((s) => s.status !== 'skipped' && !whole(s)).length, 0);
  assert.equal(kept.summary.stepsSummarized, undefined);
});
