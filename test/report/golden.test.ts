import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { computeCoverage } from '../../src/judge/coverage.js';
import { asRunResult } from '../../src/load/results-file.js';
import { renderHtml } from '../../src/report/html-reporter.js';
import { renderJson } from '../../src/report/json-reporter.js';
import { renderJunit } from '../../src/report/junit-reporter.js';
import { renderMarkdown } from '../../src/report/markdown-reporter.js';
import { catalogRef } from '../helpers/results-fixtures.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { checkJunit } from './junit-check.js';
import { goldenDir, judgedGoldenInput, readGoldenInput } from './make-golden-input.js';

/**
 * Golden files: each output rendered from one fixed results file (golden/input.results.json) judged
 * against a fixed --expected-failures baseline (one known and one unexpected failure, fixed, stale
 * and unchecked entries) and the fixtures' catalog, compared byte for byte. To change an output on purpose:
 *
 *     npx tsc -p tsconfig.json && UPDATE_GOLDEN=1 node scripts/run-tests.mjs report/golden
 *
 * then review `git diff test/report/golden/`.
 */
const input = judgedGoldenInput();
const coverage = computeCoverage([catalogRef], input);
const outputs: Record<string, string> = {
  'results.json': renderJson(input, coverage),
  'junit.xml': renderJunit(input, coverage),
  'summary.md': renderMarkdown(input, coverage, { linkBase: 'https://github.com/o/r/blob/0123abc' }),
  'report.html': renderHtml(input, coverage),
};

for (const [name, actual] of Object.entries(outputs)) {
  test(`golden: ${name}`, () => {
    const file = path.join(goldenDir, name);
    if (process.env.UPDATE_GOLDEN === '1') {
      mkdirSync(goldenDir, { recursive: true });
      writeFileSync(file, actual);
      return;
    }
    assert.ok(existsSync(file), `${file} is missing: run with UPDATE_GOLDEN=1 to create it`);
    const expected = readFileSync(file, 'utf8');
    if (actual !== expected) {
      const a = actual.split('\n');
      const e = expected.split('\n');
      const at = a.findIndex((l, i) => l !== e[i]);
      assert.fail(
        `${name} differs from test/report/golden/${name} at line ${at + 1}:\n  golden: ${e[at]}\n  now:    ${a[at]}\n(UPDATE_GOLDEN=1 refreshes the goldens on purpose)`,
      );
    }
  });
}

test('golden results.json (a run judged against a baseline) is valid against schemas/results.schema.json, coverage included', () => {
  const data = JSON.parse(outputs['results.json']!) as {
    summary: { knownFailures?: number };
    tests: Array<{ knownFailure?: unknown }>;
    coverage: { catalogs: Array<{ traces: unknown[]; totals: { knownFailures?: number } }> };
  };
  assert.deepEqual(resultsSchemaErrors(data), []);
  assert.ok(data.coverage.catalogs[0].traces.length > 0);
  assert.ok(
    data.summary.knownFailures === 1 && data.tests.some((t) => t.knownFailure) && data.coverage.catalogs[0].totals.knownFailures === 1,
    'the judgement is in the file the schema checked',
  );
  assert.deepEqual(
    resultsSchemaErrors(JSON.parse(readFileSync(path.join(goldenDir, 'input.results.json'), 'utf8'))),
    [],
    'a results.json without coverage or a baseline stays valid',
  );
  // `wirecase report --from` reads its own output, judgement included: the coverage field is recomputed, not trusted.
  assert.deepEqual(asRunResult('x', data), input);
  assert.notDeepEqual(readGoldenInput(), input);
});

test('golden junit.xml has the structure the Jenkins/Surefire JUnit schema requires', () => {
  assert.deepEqual(checkJunit(outputs['junit.xml']!), []);
  const xml = outputs['junit.xml']!;
  // a testsuite per catalog section, tests without a catalog under their wirecase suite
  assert.deepEqual(
    [...xml.matchAll(/<testsuite name="([^"]+)"/g)].map((m) => m[1]),
    [
      'Demo Spec 2026-01-01: Core (core)',
      'Demo Spec 2026-01-01: Headers (core.headers)',
      'Demo Spec 2026-01-01: Body (core.body)',
      'Demo Spec 2026-01-01: Extra (extra)',
      'Demo Spec 2026-01-01: no section',
      'other',
    ],
  );
  assert.match(xml, /<property name="trace" value="F1"\/>/);
  assert.match(xml, /<property name="section.url" value="https:\/\/spec\.example\/demo\/core#headers"\/>/);
  assert.match(xml, /<failure message="json \$\.a: expected 1, got 2 \(other\/x\.yaml:5\)" type="assertion">/);
  assert.match(
    xml,
    /<skipped message="known failure: upstream bug #12 \(known-failures\.yaml\)"\/>\n\s*<system-out>known failure: status: expected 200, got 500 \(suites\/demo\/a\.yaml:27:15\)\n/,
  );
});

test('the JUnit checker catches what the schema forbids', () => {
  assert.deepEqual(checkJunit('<testsuites><testsuite name="a" tests="1"><testcase name="x"/></testsuite></testsuites>'), []);
  assert.match(checkJunit('<testsuites><testsuite tests="1"><testcase name="x"/></testsuite></testsuites>').join(), /lacks the required attribute `name`/);
  assert.match(
    checkJunit('<testsuites><testsuite name="a" tests="1"><testcase/></testsuite></testsuites>').join(),
    /<testcase> lacks the required attribute `name`/,
  );
  assert.match(checkJunit('<testsuites><testsuite name="a" tests="2"><testcase name="x"/></testsuite></testsuites>').join(), /tests="2" but 1 testcases/);
  assert.match(
    checkJunit('<testsuites><testsuite name="a" tests="1"><testcase name="x"><property name="a" value="b"/></testcase></testsuite></testsuites>').join(),
    /<property> is not allowed in <testcase>/,
  );
  assert.match(
    checkJunit('<testsuites><testsuite name="a" tests="1"><properties><property name="a"/></properties><testcase name="x"/></testsuite></testsuites>').join(),
    /lacks the required attribute `value`/,
  );
  assert.match(checkJunit('<testsuites><testsuite name="a" tests="1"><testcase name="x"></testsuite></testsuites>').join(), /not well-formed/);
});
