// Validates the suite catalogs (scenarios/*/catalog.yaml) against schemas/catalog.schema.json
// and checks what the schema cannot: unique IDs and keys, and that every reference resolves.

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

// The compiled test lives in dist/test/catalog/; walk up to the directory that holds schemas/.
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'schemas', 'catalog.schema.json')) && existsSync(path.join(dir, 'package.json'))) {
      return dir;
    }
    const up = path.dirname(dir);
    if (up === dir) throw new Error('repository root (with schemas/catalog.schema.json) not found');
    dir = up;
  }
}

const root = findRoot();
const SCHEMA_PATH = 'schemas/catalog.schema.json';
const MCP_CATALOG = 'scenarios/mcp-2026-07-28/catalog.yaml';
const APPS_CATALOG = 'scenarios/mcp-apps/catalog.yaml';
const MODELINE = '# yaml-language-server: $schema=../../schemas/catalog.schema.json';

interface Section {
  key: string;
  title: string;
  url: string;
  parent?: string;
}
interface TestEntry {
  id: string;
  section: string;
  title: string;
  description?: string;
  phase?: number;
  level?: string;
}
interface Trace {
  id: string;
  title: string;
  level: string;
  changelog: { item?: string; lines: number | string; text?: string };
  sections?: string[];
  notes?: string;
}
interface Untestable {
  id: string;
  reason: string;
}
interface Catalog {
  spec: { key: string; title: string; version: string; url: string; changelog?: string; source?: string; notes?: string };
  sections: Section[];
  tests?: TestEntry[];
  traces?: Trace[];
  untestable?: Untestable[];
}

function readText(rel: string): string {
  return readFileSync(path.join(root, rel), 'utf8');
}

function loadCatalog(rel: string): Catalog {
  const doc = parse(readText(rel)) as unknown;
  return doc as Catalog;
}

function makeValidator() {
  const schema = JSON.parse(readText(SCHEMA_PATH)) as object;
  const ajv = new Ajv2020.default({ allErrors: true, strict: true });
  addFormats.default(ajv);
  return ajv.compile(schema);
}

const validate = makeValidator();

function schemaErrors(data: unknown): string[] {
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

// Checks the schema cannot express; returns a list of problems.
function referenceProblems(cat: Catalog): string[] {
  const problems: string[] = [];
  const sectionKeys = new Set(cat.sections.map((s) => s.key));
  const tests = cat.tests ?? [];
  const traces = cat.traces ?? [];
  const untestable = cat.untestable ?? [];

  for (const d of duplicates(cat.sections.map((s) => s.key))) problems.push(`duplicate section key ${d}`);
  for (const d of duplicates(cat.sections.map((s) => s.url))) problems.push(`duplicate section url ${d}`);
  for (const d of duplicates([...tests.map((t) => t.id), ...traces.map((t) => t.id)])) problems.push(`duplicate test/row ID ${d}`);
  for (const d of duplicates(untestable.map((u) => u.id))) problems.push(`duplicate untestable ID ${d}`);

  for (const s of cat.sections) {
    if (s.parent === undefined) continue;
    if (!sectionKeys.has(s.parent)) problems.push(`section ${s.key}: parent ${s.parent} does not exist`);
    // No cycles: following parents must end at a top-level section.
    const seen = new Set<string>([s.key]);
    let p: string | undefined = s.parent;
    while (p !== undefined) {
      if (seen.has(p)) {
        problems.push(`section ${s.key}: parent cycle through ${p}`);
        break;
      }
      seen.add(p);
      p = cat.sections.find((x) => x.key === p)?.parent;
    }
  }
  for (const t of tests) {
    if (!sectionKeys.has(t.section)) problems.push(`test ${t.id}: section ${t.section} does not exist`);
  }
  for (const r of traces) {
    for (const k of r.sections ?? []) {
      if (!sectionKeys.has(k)) problems.push(`row ${r.id}: section ${k} does not exist`);
    }
  }
  const ids = new Set([...tests.map((t) => t.id), ...traces.map((t) => t.id)]);
  for (const u of untestable) {
    if (!ids.has(u.id)) problems.push(`untestable ${u.id}: no such test or row ID`);
  }
  return problems;
}

for (const rel of [MCP_CATALOG, APPS_CATALOG]) {
  test(`${rel} starts with the yaml-language-server schema modeline`, () => {
    assert.equal(readText(rel).split('\n')[0], MODELINE);
  });

  test(`${rel} is valid against ${SCHEMA_PATH}`, () => {
    assert.deepEqual(schemaErrors(loadCatalog(rel)), []);
  });

  test(`${rel}: IDs are unique and every reference resolves`, () => {
    assert.deepEqual(referenceProblems(loadCatalog(rel)), []);
  });
}

test('MCP 2026-07-28 catalog has exactly the 19 traceability rows of the contract matrix', () => {
  const cat = loadCatalog(MCP_CATALOG);
  const expected: Record<string, [string, string]> = {
    M1: ['12', 'required'],
    M2: ['14', 'required'],
    M3: ['16', 'required'],
    M4: ['18', 'conditional'],
    M5: ['20', 'required'],
    M6: ['22', 'no-new-feature'],
    M7: ['24', 'conditional'],
    M8: ['26', 'required'],
    M9: ['28', 'required'],
    m1: ['32', 'required-audit'],
    m3: ['34', 'recommended'],
    m4: ['35', 'required'],
    m5: ['36', 'required'],
    m6: ['37', 'conditional'],
    m10: ['49-52', 'required-audit'],
    m11: ['53-60', 'no-new-feature'],
    m12: ['61-67', 'required'],
    D2: ['82-85', 'required'],
    S1: ['103', 'required-regression'],
  };
  const traces = cat.traces ?? [];
  assert.deepEqual(traces.map((t) => t.id).sort(), Object.keys(expected).sort());
  for (const t of traces) {
    const [lines, level] = expected[t.id] ?? ['', ''];
    assert.equal(String(t.changelog.lines).replace('\u2013', '-'), lines, `${t.id} changelog lines`);
    assert.equal(t.level, level, `${t.id} level`);
    assert.ok((t.changelog.text ?? '').length > 0, `${t.id} records the changelog text`);
    assert.ok((t.sections ?? []).length > 0, `${t.id} names the sections of its normative detail`);
  }
  for (const s of cat.sections) {
    assert.match(s.url, /^https:\/\/modelcontextprotocol\.io\//, `${s.key} url is on the public spec site`);
  }
  for (const key of [
    'streamable-http',
    'versioning',
    'discover',
    'caching',
    'pagination',
    'authorization',
    'tools',
    'resources',
    'prompts',
    'base.error-codes',
  ]) {
    assert.ok(
      cat.sections.some((s) => s.key === key),
      `section ${key} is present`,
    );
  }
});

test('MCP Apps catalog has the spec page, the 8 test-spec sections and at least 45 test IDs, each with a phase 1-4', () => {
  const cat = loadCatalog(APPS_CATALOG);
  assert.deepEqual(
    cat.sections.map((s) => s.key),
    ['apps', 'cap', 'res', 'tool', 'life', 'ctx', 'req', 'sbox', 'reg'],
  );
  const tests = cat.tests ?? [];
  assert.ok(tests.length >= 45, `expected >= 45 test IDs, got ${tests.length}`);
  for (const t of tests) {
    assert.match(t.id, new RegExp(`^mcp-apps-${t.section}-\\d{2}$`), `${t.id} is named after its section`);
    assert.ok(t.phase !== undefined && t.phase >= 1 && t.phase <= 4, `${t.id} has a phase 1-4`);
  }
  // The test specification's numbering: cap 1.1-1.5, res 2.1-2.9, ... reg 8.1-8.4.
  const perSection: Record<string, number> = { cap: 5, res: 9, tool: 7, life: 7, ctx: 6, req: 4, sbox: 3, reg: 4 };
  const expectedIds = Object.entries(perSection).flatMap(([sec, n]) =>
    Array.from({ length: n }, (_, i) => `mcp-apps-${sec}-${String(i + 1).padStart(2, '0')}`),
  );
  // Beyond the test specification: server-role sentences of SEP-1865 it has no ID for (requirements-more.yaml).
  const beyond = ['mcp-apps-cap-06'];
  assert.deepEqual(
    tests.map((t) => t.id).filter((id) => !beyond.includes(id)),
    expectedIds,
  );
  assert.deepEqual(
    tests.map((t) => t.id).filter((id) => beyond.includes(id)),
    beyond,
  );
  const testIds = new Set(tests.map((t) => t.id));
  for (const u of cat.untestable ?? []) assert.ok(testIds.has(u.id), `untestable ${u.id} is a test ID`);
});

test('every property of the catalog schema has a title and a description (editor hover)', () => {
  const schema = JSON.parse(readText(SCHEMA_PATH)) as unknown;
  const missing: string[] = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) {
      node.forEach((n, i) => walk(n, `${where}/${i}`));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    if (obj.type === 'object' && obj.additionalProperties !== false) missing.push(`${where}: additionalProperties is not false`);
    const props = obj.properties;
    if (props !== null && typeof props === 'object') {
      for (const [name, sub] of Object.entries(props as Record<string, unknown>)) {
        const s = sub as Record<string, unknown>;
        if (typeof s.title !== 'string' || typeof s.description !== 'string') missing.push(`${where}/properties/${name}`);
      }
    }
    for (const [k, v] of Object.entries(obj)) walk(v, `${where}/${k}`);
  };
  walk(schema, '#');
  assert.deepEqual(missing, []);
});

test('an invalid catalog is rejected by the schema', () => {
  const valid: Catalog = {
    spec: { key: 'demo', title: 'Demo', version: '1', url: 'https://example.com/spec' },
    sections: [{ key: 'a', title: 'A', url: 'https://example.com/spec#a' }],
    tests: [{ id: 'demo-a-01', section: 'a', title: 'First', phase: 1 }],
    traces: [{ id: 'M1', title: 'Row', level: 'required', changelog: { lines: '1-2' } }],
    untestable: [{ id: 'demo-a-01', reason: 'browser only' }],
  };
  assert.deepEqual(schemaErrors(valid), [], 'the baseline catalog is valid');

  const unknownTop = { ...valid, extra: true };
  assert.ok(
    schemaErrors(unknownTop).some((e) => e.includes('additionalProperty')),
    'unknown top-level key',
  );

  const unknownInSection = { ...valid, sections: [{ ...valid.sections[0], colour: 'red' }] };
  assert.ok(
    schemaErrors(unknownInSection).some((e) => e.includes('colour')),
    'unknown key in a section',
  );

  const badLevel = { ...valid, traces: [{ id: 'M1', title: 'Row', level: 'mandatory', changelog: { lines: 3 } }] };
  assert.ok(
    schemaErrors(badLevel).some((e) => e.startsWith('/traces/0/level')),
    'level outside the vocabulary',
  );

  const badLines = { ...valid, traces: [{ id: 'M1', title: 'Row', level: 'required', changelog: { lines: 'twelve' } }] };
  assert.ok(
    schemaErrors(badLines).some((e) => e.startsWith('/traces/0/changelog/lines')),
    'lines not a number or range',
  );

  const missingReason = { ...valid, untestable: [{ id: 'demo-a-01' }] };
  assert.ok(
    schemaErrors(missingReason).some((e) => e.includes('reason')),
    'untestable entry without reason',
  );

  const badUrl = { ...valid, sections: [{ key: 'a', title: 'A', url: 'not a url' }] };
  assert.ok(
    schemaErrors(badUrl).some((e) => e.startsWith('/sections/0/url')),
    'section url must be a URI',
  );

  const badKey = { ...valid, sections: [{ key: 'Has Spaces', title: 'A', url: 'https://example.com/a' }] };
  assert.ok(
    schemaErrors(badKey).some((e) => e.startsWith('/sections/0/key')),
    'section key pattern',
  );
});

test('reference checks catch a dangling section, parent and duplicate ID', () => {
  const cat: Catalog = {
    spec: { key: 'demo', title: 'Demo', version: '1', url: 'https://example.com/spec' },
    sections: [{ key: 'a', title: 'A', url: 'https://example.com/a', parent: 'missing' }],
    tests: [
      { id: 'demo-01', section: 'nope', title: 'One' },
      { id: 'demo-01', section: 'a', title: 'Again' },
    ],
    untestable: [{ id: 'demo-99', reason: 'x' }],
  };
  const problems = referenceProblems(cat);
  assert.ok(problems.some((p) => p.includes('parent missing')));
  assert.ok(problems.some((p) => p.includes('section nope')));
  assert.ok(problems.some((p) => p.includes('duplicate test/row ID demo-01')));
  assert.ok(problems.some((p) => p.includes('untestable demo-99')));
});
