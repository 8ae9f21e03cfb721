// A regression document is an ordinary scenario document: it loads without a problem, its steps are
// the era's, and it quotes the oracle's sentence.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'yaml';
import { regressionDocument, toolStems } from '../../../src/fuzz/regression.js';
import { loadProject } from '../../../src/load/load-project.js';
import { TempProject } from '../../helpers/temp-project.js';

const tool = { name: "it's", inputSchema: { type: 'object', properties: { n: { type: 'number' } } }, outputSchema: { type: 'object' } };
const base = {
  tool,
  stem: toolStems([tool.name])[0]!,
  era: '2026-07-28' as const,
  arguments: { n: 1.5 },
  label: 'property `n`',
  message: 'taken',
  seed: 3,
  token: false,
};

test('every oracle writes a document that validates, in both eras', async () => {
  const project = new TempProject();
  try {
    const oracles = ['schema-valid', 'input-validation', 'output-schema', 'json-rpc', 'alive', 'schema-honest'] as const;
    for (const era of ['2026-07-28', '2025-11-25'] as const) {
      for (const oracle of oracles)
        project.write(
          `${era}/${oracle}.yaml`,
          regressionDocument({ ...base, tool: { ...tool, name: `t-${era}` }, stem: `t-${era}`, era, oracle, token: era === '2025-11-25' }).text,
        );
    }
    const loaded = await loadProject({ paths: ['.'], cwd: project.dir, extraVarNames: ['token'] });
    assert.deepEqual(
      loaded.diagnostics.map((d) => `${d.message} ${d.span?.line}`),
      [],
    );
    assert.equal(loaded.documents.length, 12);
  } finally {
    project.remove();
  }
});

test('the document: the quoted sentence, the era, the guard on the schema, the call', () => {
  const doc = parse(regressionDocument({ ...base, oracle: 'input-validation' }).text) as Record<string, any>;
  assert.match(doc.id, /^fuzz-it_s--[0-9a-f]{10}-input-validation$/);
  assert.deepEqual(doc.requirements, [{ level: 'MUST', quote: 'Servers MUST: Validate all tool inputs', source: '2026-07-28/server/tools.mdx:790' }]);
  assert.deepEqual(doc.mcp, { revision: '2026-07-28' });
  assert.match(doc.steps[0].guard, /inputSchema of it's changed/);
  assert.deepEqual(doc.steps[1].rpc.params, { name: "it's", arguments: { n: 1.5 } });
  const legacy = parse(regressionDocument({ ...base, era: '2025-11-25', oracle: 'alive', token: true }).text) as Record<string, any>;
  assert.deepEqual(
    legacy.steps.map((s: { rpc: { method: string } }) => s.rpc.method),
    ['initialize', 'notifications/initialized', 'tools/call', 'ping'],
  );
  assert.equal(legacy.steps[2].rpc.headers.Authorization, 'Bearer {{ token }}');
});

test('tool stems: a safe name kept, any other a slug and a hash; never colliding, escaping the folder or running long', () => {
  const names = [
    'echo',
    'get_weather.v2',
    'a b',
    'a_b',
    'a/b',
    '../../etc/passwd',
    'Echo',
    'echo',
    '.hidden',
    'x'.repeat(5000),
    'a--b',
    '',
    '{{ env.CI_TOKEN }}',
  ];
  const stems = toolStems(names);
  assert.equal(stems[0], 'echo');
  assert.equal(stems[1], 'get_weather.v2');
  assert.equal(stems[3], 'a_b');
  assert.match(stems[2]!, /^a_b--[0-9a-f]{10}$/);
  // Differing only in case (one file where case is ignored), or the same name listed twice: told apart.
  assert.equal(stems[6], 'Echo-2');
  assert.equal(stems[7], 'echo-3');
  assert.equal(new Set(stems.map((s) => s.toLowerCase())).size, names.length, stems.join(' '));
  for (const stem of stems) {
    assert.match(stem, /^[A-Za-z0-9][A-Za-z0-9._-]*$/, stem);
    assert.ok(stem.length <= 60, stem);
    assert.ok(!stem.includes('..') || /^[A-Za-z0-9]/.test(stem), stem);
  }
  assert.match(stems[12]!, /^env.CI_TOKEN--[0-9a-f]{10}$/);
});
