import type { Catalog, CatalogRef } from '../../src/load/catalogs.js';
import type { LoadedRequirements } from '../../src/load/requirement-catalog.js';
import type { Requirement, RunResult, TestResult } from '../../src/model/results.js';
import { summarize } from '../../src/model/results.js';

/** A small hand-made catalog with every kind of entry the join distinguishes. */
export const catalog: Catalog = {
  spec: { key: 'demo', title: 'Demo Spec', version: '2026-01-01', url: 'https://spec.example/demo' },
  sections: [
    { key: 'core', title: 'Core', url: 'https://spec.example/demo/core' },
    { key: 'core.headers', title: 'Headers', url: 'https://spec.example/demo/core#headers', parent: 'core' },
    { key: 'core.body', title: 'Body', url: 'https://spec.example/demo/core#body', parent: 'core' },
    { key: 'ui', title: 'UI', url: 'https://spec.example/demo/ui' },
    { key: 'extra', title: 'Extra', url: 'https://spec.example/demo/extra/' },
  ],
  tests: [
    { id: 't-pass', section: 'core', title: 'Passes' },
    { id: 't-fail', section: 'core.headers', title: 'Fails' },
    { id: 't-missing', section: 'core.body', title: 'Has no document', phase: 2 },
    { id: 't-browser', section: 'ui', title: 'Needs a browser' },
    { id: 't-skip', section: 'extra', title: 'Skipped' },
  ],
  traces: [
    { id: 'P1', title: 'Proven row', level: 'required', changelog: { lines: 10 } },
    { id: 'F1', title: 'Failed row', level: 'required', changelog: { lines: '11-12' } },
    { id: 'G1', title: 'Gap row', level: 'required', changelog: { lines: 13 } },
    { id: 'G2', title: 'Audit gap row', level: 'required-audit', changelog: { lines: 14 } },
    { id: 'N1', title: 'Recommended, uncovered', level: 'recommended', changelog: { lines: 15 } },
    { id: 'U1', title: 'Untestable row', level: 'required', changelog: { lines: 16 } },
    { id: 'S1', title: 'Only skipped', level: 'conditional', changelog: { lines: 17 } },
  ],
  untestable: [
    { id: 't-browser', reason: 'host iframe behaviour' },
    { id: 'U1', reason: 'client side only' },
  ],
};

/** Its requirement catalog: one sentence per verdict the join distinguishes. */
export const requirements: LoadedRequirements = {
  file: 'suites/demo/requirements.yaml',
  pageUrls: new Map([['core', 'https://spec.example/demo/core']]),
  requirements: [
    { id: 'core.R1', page: 'core', line: 3, level: 'MUST', section: 'core', role: 'server', text: 'Servers MUST answer.', 'proven-by': ['t-pass'] },
    {
      id: 'core.R2',
      page: 'core',
      line: 5,
      level: 'MUST',
      section: 'core.headers',
      role: 'server',
      text: 'Servers MUST send a date header.',
      'proven-by': ['t-fail'],
    },
    {
      id: 'core.R3',
      page: 'core',
      line: 7,
      level: 'MUST NOT',
      section: 'core.body',
      role: 'any',
      text: 'Senders MUST NOT send an empty body.',
      gap: 'needs a server that can be made to send one',
    },
    { id: 'core.R4', page: 'core', line: 9, level: 'MUST', section: 'core', role: 'client', text: 'Clients MUST retry.', untestable: 'binds the client' },
    { id: 'core.R5', page: 'core', line: 11, level: 'SHOULD', section: 'extra', role: 'server', text: 'Servers SHOULD compress.', 'proven-by': ['t-skip'] },
    {
      id: 'core.R6',
      page: 'core',
      line: 13,
      level: 'MUST',
      section: 'core.body',
      role: 'server',
      text: 'Servers MUST close streams.',
      'proven-by': ['t-missing'],
    },
    { id: 'core.R7', page: 'core', line: 15, level: 'MAY', section: 'ui', text: 'Servers MAY add a UI.', gap: 'no scenario yet', review: 'pending' },
  ],
};

export const catalogRef: CatalogRef = { file: 'suites/demo/catalog.yaml', scope: 'suites/demo', catalog, requirements };

export function test(id: string, status: TestResult['status'], more: Partial<TestResult> = {}): TestResult {
  return {
    id,
    title: `title of ${id}`,
    file: 'suites/demo/a.yaml',
    line: 1,
    suite: 'demo',
    status,
    traces: [],
    spec: [],
    tags: [],
    durationMs: 5,
    steps: [],
    ...more,
  };
}

/** Results that exercise every verdict against `catalog`. */
export const tests: TestResult[] = [
  test('t-pass', 'passed', { line: 1, traces: ['P1', 'F1'], spec: ['core'] }),
  test('t-fail', 'failed', {
    line: 20,
    traces: ['F1'],
    failure: {
      step: 1,
      stepName: 'ask',
      message: 'status: expected 200, got 500',
      expected: '200',
      actual: 500,
      location: { file: 'suites/demo/a.yaml', line: 27, col: 15 },
    },
  }),
  test('t-skip', 'skipped', { line: 40, traces: ['S1'], reason: 'feature off', spec: ['https://spec.example/demo/extra'] }),
  test('t-unknown', 'passed', { file: 'suites/demo/b.yaml', line: 3, traces: ['ZZ9', 'P1'], spec: ['coer', 'https://elsewhere.example/rfc'] }),
];

export function run(list: TestResult[] = tests, startedAt = '2026-03-04T05:06:07.000Z'): RunResult {
  return { tool: { name: 'wirecase', version: '0.1.0' }, startedAt, summary: summarize(list, 1234), tests: list };
}

/**
 * The warnings run, shared by test/unit/judge/warnings.test.ts (how the judge weighs warnings) and
 * test/report/warnings.test.ts (how every report shows them). The run: w-must fails a MUST, w-should warns on a
 * SHOULD (with a MAY beside it), w-may warns on a MAY, w-pass passes; all in one catalog.
 */
export const MUST: Requirement = { level: 'MUST', quote: 'Servers MUST reply with 202 Accepted.', source: 'spec/transports.mdx:101' };
export const SHOULD: Requirement = { level: 'SHOULD', quote: 'Servers SHOULD include a Retry-After header.', source: 'spec/transports.mdx:212' };
export const MAY: Requirement = { level: 'MAY', quote: 'Servers MAY close the stream.', source: 'spec/transports.mdx:230' };
export const NOTE = 'ran at protocol revision 2025-06-18: the server negotiated down from 2025-11-25';

const failure = (message: string, line: number) => ({ step: 1, stepName: 'ask', message, location: { file: 'suites/w/a.yaml', line, col: 7 } });
export const warningTests: TestResult[] = [
  test('w-must', 'failed', {
    file: 'suites/w/a.yaml',
    line: 1,
    traces: ['R-must'],
    requirements: [MUST],
    failure: failure('status: expected 202, got 200', 5),
  }),
  test('w-should', 'warning', {
    file: 'suites/w/a.yaml',
    line: 10,
    traces: ['R-should'],
    requirements: [MAY, SHOULD],
    notes: [NOTE],
    failure: failure('header retry-after: expected to be present, was absent', 14),
  }),
  test('w-may', 'warning', { file: 'suites/w/a.yaml', line: 20, traces: ['R-should'], requirements: [MAY], failure: failure('the stream stayed open', 24) }),
  test('w-pass', 'passed', { file: 'suites/w/a.yaml', line: 30, traces: ['R-pass', 'R-should'], requirements: [MUST] }),
];
const warningCatalog: Catalog = {
  spec: { key: 'w', title: 'Warn Spec', version: '1', url: 'https://spec.example/w' },
  sections: [
    { key: 'main', title: 'Main', url: 'https://spec.example/w/main' },
    { key: 'soft', title: 'Soft', url: 'https://spec.example/w/soft' },
  ],
  tests: [
    { id: 'w-must', section: 'main', title: 'must' },
    { id: 'w-should', section: 'soft', title: 'should' },
    { id: 'w-may', section: 'soft', title: 'may' },
    { id: 'w-pass', section: 'soft', title: 'pass' },
  ],
  traces: [
    { id: 'R-must', title: 'A MUST row', level: 'required', changelog: { lines: 1 } },
    { id: 'R-should', title: 'A SHOULD row', level: 'recommended', changelog: { lines: 2 } },
    { id: 'R-pass', title: 'A passing row', level: 'required', changelog: { lines: 3 } },
  ],
};
export const warningCatalogRef: CatalogRef = { file: 'suites/w/catalog.yaml', scope: 'suites/w', catalog: warningCatalog };
