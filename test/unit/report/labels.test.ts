import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { StepRecord, TestResult } from '../../../src/model/results.js';
import { failedStep, failedStepLabel, maskHeader, otherTeardownFailures } from '../../../src/report/labels.js';

test('reports re-mask every credential header redaction knows, whatever the results file says', () => {
  for (const name of ['Authorization', 'Cookie', 'Set-Cookie', 'X-Api-Key', 'X-Auth-Token', 'Mcp-Session-Id'])
    assert.equal(maskHeader(name, 'k-123456'), '***', name);
  for (const name of ['Content-Type', 'Access-Control-Allow-Credentials', 'Author']) assert.equal(maskHeader(name, 'visible'), 'visible', name);
});

test("a failure names a teardown step as such; the other failed teardown steps are listed besides it, never the failure's own", () => {
  const record = (index: number, status: 'passed' | 'failed', message?: string): StepRecord => ({
    index,
    name: `td ${index + 1}`,
    status,
    durationMs: 0,
    assertions: message ? [{ kind: 'status', passed: false, message }] : [],
  });
  const base: TestResult = {
    id: 't',
    title: 't',
    file: 'f.yaml',
    line: 1,
    suite: 's',
    status: 'failed',
    traces: [],
    spec: [],
    tags: [],
    durationMs: 0,
    steps: [],
  };
  assert.equal(failedStepLabel({ step: 2, stepName: 'x', message: 'm' }), 'step 2');
  assert.equal(failedStepLabel({ step: 1, stepName: 'x', message: 'm', teardown: true }), 'teardown step 1');
  const teardown = [record(0, 'failed', 'got 500'), record(1, 'passed'), record(2, 'failed', 'got 404')];
  const afterStep: TestResult = { ...base, failure: { step: 1, stepName: 'x', message: 'm' }, teardown };
  assert.deepEqual(
    otherTeardownFailures(afterStep).map((d) => `${d.label}: ${d.message}`),
    ['teardown step 1 "td 1": got 500', 'teardown step 3 "td 3": got 404'],
  );
  const own: TestResult = { ...base, failure: { step: 1, stepName: 'td 1', message: 'got 500', teardown: true }, teardown };
  assert.deepEqual(
    otherTeardownFailures(own).map((d) => d.label),
    ['teardown step 3 "td 3"'],
  );
  assert.equal(failedStep(own), teardown[0]);
  assert.deepEqual(otherTeardownFailures(base), []);
});
