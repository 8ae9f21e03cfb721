import { readFileSync } from 'node:fs';
import path from 'node:path';
import { judgeBaseline } from '../../src/judge/baseline.js';
import { parseBaseline } from '../../src/load/baseline-file.js';
import { asRunResult } from '../../src/load/results-file.js';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { repoRoot } from '../helpers/paths.js';
import { test as result, run, tests } from '../helpers/results-fixtures.js';

/** The golden files and their fixed input. */
export const goldenDir = path.join(repoRoot, 'test', 'report', 'golden');

/** The fixed results of the golden tests (written once to golden/input.results.json; kept for reference). */
export function goldenInput() {
  const withSteps: TestResult[] = tests.map((t) =>
    t.id === 't-fail'
      ? {
          ...t,
          title: 'Fails <script>alert(1)</script> & "quotes"',
          requirements: [{ level: 'MUST' as const, quote: 'Servers MUST answer 200 to <a> & "b".', source: '2026-07-28/basic/x.mdx:12' }],
          notes: ['ran at protocol revision 2025-06-18: the server negotiated down from 2025-11-25'],
          steps: [
            {
              index: 0,
              name: 'ask',
              status: 'failed' as const,
              durationMs: 3,
              span: { file: 'suites/demo/a.yaml', line: 22, col: 5 },
              request: {
                method: 'GET',
                url: 'http://127.0.0.1:1/x',
                headers: [
                  ['authorization', 'Bearer ***'],
                  ['accept', 'application/json'],
                ] as Array<[string, string]>,
              },
              response: {
                status: 500,
                headers: [
                  ['content-type', 'application/json'],
                  ['set-cookie', '***'],
                ] as Array<[string, string]>,
                body: '{"error":"boom"}',
                bodyBytes: 16,
                truncated: false,
              },
              assertions: [
                {
                  kind: 'status',
                  passed: false,
                  message: 'status: expected 200, got 500',
                  expected: '200',
                  actual: 500,
                  span: { file: 'suites/demo/a.yaml', line: 27, col: 15 },
                },
              ],
            },
          ],
        }
      : t,
  );
  return run([
    ...withSteps,
    result('t-na', 'not-applicable', { file: 'suites/demo/c.yaml', line: 2, reason: 'server lacks tools', spec: ['core.body'] }),
    result('o-1', 'failed', {
      file: 'other/x.yaml',
      line: 5,
      suite: 'other',
      failure: { step: 2, stepName: 'second\nline', message: 'json $.a: expected 1, got 2', expected: 1, actual: 2 },
    }),
    result('o-2', 'passed', {
      file: 'other/x.yaml',
      line: 30,
      suite: 'other',
      tags: ['smoke'],
      steps: [
        {
          index: 0,
          name: 'log in',
          status: 'passed',
          durationMs: 2,
          assertions: [{ kind: 'status', passed: true, message: 'status 200' }],
          captures: { item_id: 42, access_token: '***', owner: { name: '<b>ann</b>' } },
        },
      ],
    }),
    result('o-3', 'warning', {
      file: 'other/y.yaml',
      line: 4,
      suite: 'other',
      requirements: [
        { level: 'SHOULD', quote: 'Servers SHOULD send a Retry-After header with a 429.', source: '2026-07-28/basic/transports/streamable-http.mdx:212' },
        { level: 'MAY', quote: 'Servers MAY close the stream.', source: '2026-07-28/basic/transports/streamable-http.mdx:230' },
      ],
      notes: ['retried once: the first answer was a 503'],
      steps: [
        {
          index: 0,
          name: 'too many',
          status: 'failed',
          durationMs: 4,
          request: { method: 'GET', url: 'http://127.0.0.1:1/limited', headers: [] },
          response: {
            status: 429,
            headers: [
              ['content-type', 'application/json'],
              ['x-ratelimit-remaining', '0'],
            ],
            body: '{"error":"slow down"}',
            bodyBytes: 21,
            truncated: false,
          },
          assertions: [
            { kind: 'status', passed: true, message: 'status 429' },
            { kind: 'header', target: 'retry-after', passed: false, message: 'header retry-after: expected to be present, was absent' },
          ],
        },
      ],
      failure: {
        step: 1,
        stepName: 'too many',
        message: 'header retry-after: expected to be present, was absent',
        location: { file: 'other/y.yaml', line: 11, col: 9 },
      },
    }),
  ]);
}

/** golden/input.results.json: the run, as a run without a baseline writes it. */
export function readGoldenInput(): RunResult {
  return asRunResult('input.results.json', JSON.parse(readFileSync(path.join(goldenDir, 'input.results.json'), 'utf8')));
}

/**
 * The baseline the golden outputs are judged against: t-fail a known failure (o-1 stays an
 * unexpected one), t-pass fixed, t-gone stale, t-skip not checked.
 */
export const goldenBaseline = parseBaseline(
  'known-failures.yaml',
  'tests:\n  - { id: t-fail, reason: "upstream bug #12" }\n  - { id: t-pass, reason: flaky }\n  - { id: t-gone, reason: deleted }\n  - { id: t-skip, reason: feature off }\n',
);

/** What the golden outputs render: the golden input judged against the golden baseline. */
export function judgedGoldenInput(): RunResult {
  return judgeBaseline(readGoldenInput(), goldenBaseline).result;
}
