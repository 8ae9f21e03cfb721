import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeCoverage } from '../../../src/judge/coverage.js';
import { type RunResult, summarize, type TestResult } from '../../../src/model/results.js';
import { consoleReporter, shown } from '../../../src/report/console-reporter.js';

test('shown: control characters become visible codes; line breaks and tabs stay', () => {
  assert.equal(shown('a\u001b[2Jb\u0007c\td\ne\u009bf\u007f'), 'a\\x1b[2Jb\\x07c\td\ne\\x9bf\\x7f');
  assert.equal(shown('plain text, ünïcode 🚀'), 'plain text, ünïcode 🚀');
});

test("the console never passes a server's escape sequences to the terminal: title, message, body and notes", () => {
  const evil = '\u001b]0;pwned\u0007\u001b[2J';
  const t: TestResult = {
    id: 'e-01',
    title: `title ${evil}`,
    file: 'a.yaml',
    line: 1,
    suite: 's',
    status: 'failed',
    traces: [],
    spec: [],
    tags: [],
    durationMs: 1,
    notes: [`note ${evil}`],
    steps: [
      {
        index: 0,
        name: `step ${evil}`,
        status: 'failed',
        durationMs: 1,
        assertions: [],
        request: { method: 'GET', url: `http://127.0.0.1/${evil}`, headers: [] },
      },
    ],
    failure: { step: 1, stepName: `step ${evil}`, message: `expected ok, got ${evil}`, actual: evil, excerpt: `{"x":"${evil}"}` },
  };
  const result: RunResult = { tool: { name: 'wirecase', version: 't' }, startedAt: '2026-01-01T00:00:00.000Z', summary: summarize([t], 1), tests: [t] };
  let live = '';
  const reporter = consoleReporter({ sources: new Map(), write: (text) => (live += text), color: false, verbose: true });
  reporter.onTestEnd?.(t);
  const text = live + (reporter.render({ result, coverage: computeCoverage([], result), fails: true }).stdout ?? '');
  assert.doesNotMatch(text, /[\u001b\u0007]/);
  assert.match(text, /title \\x1b\]0;pwned\\x07\\x1b\[2J/);
  assert.match(text, /expected ok, got \\x1b/);
});
