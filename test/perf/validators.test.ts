import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as addFormatsModule from 'ajv-formats';
import * as reportGenerated from '../../src/load/generated/results-catalog-validators.js';
import * as generated from '../../src/load/generated/validators.js';
import { repoRoot } from '../helpers/paths.js';

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

test('src/load/generated/validators.ts and src/load/generated/results-catalog-validators.ts are what scripts/build-validators.mjs generates from schemas/ (no drift)', () => {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'build-validators.mjs'), '--check'], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
});

test('the precompiled validators give exactly the errors Ajv gives when it compiles the schemas at run time', () => {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false });
  const load = (name: string) => JSON.parse(readFileSync(path.join(repoRoot, 'schemas', name), 'utf8'));
  ajv.addSchema(load('scenario.schema.json'));
  ajv.addSchema(load('suite.schema.json'));
  const compiled = {
    scenario: ajv.getSchema('https://wirecase.dev/schemas/scenario.schema.json')! as Validate,
    suite: ajv.getSchema('https://wirecase.dev/schemas/suite.schema.json')! as Validate,
  };
  const standalone = generated as unknown as Record<'scenario' | 'suite', Validate>;
  const cases: Array<['scenario' | 'suite', unknown]> = [
    ['scenario', { id: 'ok-1', title: 'fine', steps: [{ request: { url: '/x' }, expect: { status: 200 } }] }],
    ['scenario', { id: 'bad id!', title: '', stepz: [], steps: [] }],
    [
      'scenario',
      {
        id: 'x',
        title: 'x',
        steps: [
          {
            request: { url: '/x', methd: 'GET', json: {}, body: 'b' },
            rpc: { method: 'm' },
            expect: { status: 'abc', json: { nope: 1, '$.a': { gt: 'x', unknown: 1 } } },
          },
        ],
      },
    ],
    [
      'scenario',
      {
        id: 'x',
        title: 'x',
        skip: { if: 'a' },
        matrix: { '1bad': [] },
        steps: [{ capture: { n: 'no-dollar', h: { header: 1 } }, retry: { interval: '1 second' }, timeout: -1 }],
      },
    ],
    ['scenario', 'not a mapping'],
    ['suite', { name: 'x', headers: { 'bad header': 'x' }, timeout: 'soon', unknown: true }],
    ['suite', { name: 'ok' }],
  ];
  for (const [kind, data] of cases) {
    const a = compiled[kind](data);
    const b = standalone[kind](data);
    assert.equal(b, a, JSON.stringify(data));
    assert.deepEqual(standalone[kind].errors ?? null, compiled[kind].errors ?? null, JSON.stringify(data));
  }
});

const addFormats = ((addFormatsModule as unknown as { default: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

test('the precompiled results and catalog validators give exactly the errors Ajv gives at run time (formats included)', () => {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false });
  addFormats(ajv);
  const load = (name: string) => JSON.parse(readFileSync(path.join(repoRoot, 'schemas', name), 'utf8'));
  const compiled = { results: ajv.compile(load('results.schema.json')) as Validate, catalog: ajv.compile(load('catalog.schema.json')) as Validate };
  const standalone = reportGenerated as unknown as Record<'results' | 'catalog', Validate>;
  const summary = { total: 1, passed: 1, failed: 0, warnings: 0, skipped: 0, notApplicable: 0, durationMs: 1 };
  const test = { id: 'a', title: 't', file: 'a.yaml', line: 1, suite: 's', status: 'passed', traces: [], spec: [], tags: [], durationMs: 1, steps: [] };
  const cases: Array<['results' | 'catalog', unknown]> = [
    ['results', { tool: { name: 'wirecase', version: '1' }, startedAt: '2026-01-01T00:00:00.000Z', summary, tests: [test] }],
    [
      'results',
      { tool: { name: 'other' }, startedAt: 'yesterday', summary: { ...summary, warnigns: 1 }, tests: [{ ...test, status: 'green', steps: [{ index: 0 }] }] },
    ],
    ['results', [1, 2]],
    ['catalog', { spec: { key: 'k', title: 'T', version: '1', url: 'https://k.example' }, sections: [{ key: 'a', title: 'A', url: 'https://k.example/a' }] }],
    ['catalog', { spec: { key: 'K!', title: '', url: 'not a url' }, sections: [], traces: [{ id: 'r', changelog: { lines: '0-' } }] }],
  ];
  for (const [kind, data] of cases) {
    assert.equal(standalone[kind](data), compiled[kind](data), JSON.stringify(data));
    assert.deepEqual(standalone[kind].errors ?? null, compiled[kind].errors ?? null, JSON.stringify(data));
  }
});
