import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { Ajv } from 'ajv';
import * as addFormatsModule from 'ajv-formats';
import { judge } from '../../src/judge/judge.js';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { reporters } from '../../src/report/index.js';
import { renderSarif, SARIF_FILE } from '../../src/report/sarif-reporter.js';
import { repoRoot } from '../helpers/paths.js';
import { MAY, MUST, test as result, run, SHOULD, warningTests } from '../helpers/results-fixtures.js';
import { runCli } from '../helpers/run-cli.js';

const addFormats = ((addFormatsModule as unknown as { default: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => void;

// The official SARIF 2.1.0 schema (draft-07), vendored unchanged: test/fixtures/sarif/README.md names its source.
// Its `language` pattern (`...]?$`) is no valid regular expression in Unicode mode, so patterns compile without the u flag.
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
const validateSarif = ajv.compile(JSON.parse(readFileSync(path.join(repoRoot, 'test', 'fixtures', 'sarif', 'sarif-schema-2.1.0.json'), 'utf8')));

function valid(text: string): SarifLog {
  const log = JSON.parse(text) as SarifLog;
  const ok = validateSarif(log);
  assert.ok(ok, `not valid SARIF 2.1.0:\n${(validateSarif.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('\n')}`);
  return log;
}

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }>;
  suppressions?: Array<{ kind: string; justification: string }>;
}
interface SarifLog {
  version: string;
  runs: Array<{
    tool: { driver: { name: string; rules: Array<{ id: string }> } };
    invocations: Array<{ executionSuccessful: boolean }>;
    results: SarifResult[];
  }>;
}

test('sarif: one result per failure and warning, level from the requirement, rule from the test ID, valid SARIF 2.1.0', () => {
  const list: TestResult[] = [
    ...warningTests,
    result('plain-fail', 'failed', { line: 4, failure: { step: 2, stepName: 'get', message: 'status: expected 200, got 500', expected: 200, actual: 500 } }),
    result('doc-level', 'failed', { line: 8, level: 'required', failure: { step: 1, stepName: 'get', message: 'boom' } }),
    result('skip-me', 'skipped', { reason: 'feature off' }),
    result('cnj', 'could-not-judge', { reason: 'refused before the tested behaviour' }),
  ];
  const log = valid(renderSarif(run(list)));
  const results = log.runs[0]!.results;
  // w-pass, skip-me and cnj are no failure or warning.
  assert.deepEqual(
    results.map((r) => [r.ruleId, r.level]),
    [
      ['w-must', 'error'],
      ['w-should', 'warning'], // SHOULD is the strongest of MAY and SHOULD
      ['w-may', 'note'],
      ['plain-fail', 'note'], // no quoted sentence and no level: note
      ['doc-level', 'error'], // no quoted sentence: the document's level: required
    ],
  );
  const must = results[0]!;
  assert.match(must.message.text, /step 1 "ask": status: expected 202, got 200/);
  assert.ok(must.message.text.includes(`MUST: "${MUST.quote}" (${MUST.source})`));
  assert.ok(results[1]!.message.text.includes(`SHOULD: "${SHOULD.quote}"`) && results[1]!.message.text.includes(`MAY: "${MAY.quote}"`));
  // At the failing line of the document (its failure's location), else the document's own line.
  assert.deepEqual(must.locations[0]!.physicalLocation, { artifactLocation: { uri: 'suites/w/a.yaml' }, region: { startLine: 5, startColumn: 7 } });
  assert.deepEqual(results[3]!.locations[0]!.physicalLocation.region, { startLine: 4, startColumn: 1 });
  assert.match(results[3]!.message.text, /expected: 200\nactual: 500/);
  const rules = log.runs[0]!.tool.driver.rules;
  for (const r of results) assert.equal(rules[r.ruleIndex]!.id, r.ruleId);
  assert.equal(log.runs[0]!.invocations[0]!.executionSuccessful, true);
});

test('sarif: a matrix leg keeps its document as rule; a known failure is suppressed with its reason; an incomplete run says so', () => {
  const list: TestResult[] = [
    result('leg-01[tool=add]', 'failed', { requirements: [MUST], failure: { step: 1, stepName: 'call', message: 'no result' } }),
    result('leg-01[tool=sub]', 'failed', { requirements: [MUST], failure: { step: 1, stepName: 'call', message: 'no result' } }),
    result('known-01', 'failed', {
      requirements: [SHOULD],
      knownFailure: { reason: 'upstream bug #12', baseline: 'expected.yaml' },
      failure: { step: 1, stepName: 'x', message: 'y' },
    }),
  ];
  const incomplete: RunResult = { ...run(list), incomplete: { reason: 'SIGINT', testsPlanned: 9 } } as RunResult;
  const log = valid(renderSarif(incomplete));
  const [a, b, known] = log.runs[0]!.results;
  assert.equal(a!.ruleId, 'leg-01');
  assert.equal(b!.ruleId, 'leg-01');
  assert.equal(a!.ruleIndex, b!.ruleIndex);
  assert.equal(log.runs[0]!.tool.driver.rules.length, 2);
  assert.match(a!.message.text, /^leg-01\[tool=add\]/);
  assert.deepEqual(known!.suppressions, [{ kind: 'external', state: 'accepted', justification: 'known failure: upstream bug #12' }]);
  assert.equal(log.runs[0]!.invocations[0]!.executionSuccessful, false);
});

test('sarif: evidence shows the answer with credentials masked, and control characters a peer sent as visible codes', () => {
  const secret = 'sess-9f8e7d6c5b4a';
  const failing = result('ev-01', 'failed', {
    requirements: [MUST],
    failure: { step: 1, stepName: 'ask', message: 'json $.x: expected 1, got "\u001b[31mred"', excerpt: '{"x": "\u001b[31mred"}' },
    steps: [
      {
        index: 1,
        name: 'ask',
        status: 'failed',
        durationMs: 3,
        request: { method: 'POST', url: 'http://127.0.0.1:9/mcp', headers: [['authorization', 'Bearer ***']] },
        response: {
          status: 400,
          headers: [
            ['content-type', 'application/json'],
            ['mcp-session-id', secret],
          ],
          body: '{}',
          bodyBytes: 2,
          truncated: false,
        },
        assertions: [],
      },
    ],
  });
  const text = renderSarif(run([failing]));
  const log = valid(text);
  const message = log.runs[0]!.results[0]!.message.text;
  assert.match(message, /sent: POST http:\/\/127\.0\.0\.1:9\/mcp/);
  assert.match(message, /answered: HTTP 400, content-type: application\/json, mcp-session-id: \*\*\*/);
  assert.ok(!text.includes(secret), 'the session id is masked');
  assert.ok(!text.includes('\u001b') && !text.includes('\\u001b'), 'no escape character reaches the log');
  assert.match(message, /\\x1b\[31mred/);
});

test('sarif: registered as a reporter; its file is results.sarif, rendered from a verdict', async () => {
  const reporter = (await reporters.sarif())({ sources: new Map(), write: () => {}, color: false, verbose: false });
  const output = reporter.render(judge(run(warningTests), { catalogs: [] }));
  assert.equal(output.files?.[0]?.name, SARIF_FILE);
  assert.equal(valid(output.files![0]!.text).runs[0]!.results.length, 3);
});

test('wirecase run --reporter sarif writes a valid results.sarif for a real failing run', async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'wirecase-sarif-'));
  try {
    const ran = await runCli(['run', 'docs/examples/failure', '--reporter', 'sarif', '--out', out], { cwd: repoRoot, timeoutMs: 60_000 });
    assert.equal(ran.code, 1, ran.stdout + ran.stderr);
    const log = valid(readFileSync(path.join(out, SARIF_FILE), 'utf8'));
    const [only] = log.runs[0]!.results;
    assert.equal(only!.ruleId, 'guide-fail-01');
    assert.equal(only!.locations[0]!.physicalLocation.artifactLocation.uri, 'docs/examples/failure/broken.yaml');
    assert.ok(only!.locations[0]!.physicalLocation.region.startLine > 1);
    assert.match(only!.message.text, /\$\.status/);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
