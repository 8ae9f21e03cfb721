// A regression document is an ordinary scenario document: it loads without a problem, its steps are
// the era's, and it quotes the oracle's sentence.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'yaml';
import { regressionDocument } from '../../../src/fuzz/regression.js';
import { loadProject } from '../../../src/load/load-project.js';
import { TempProject } from '../../helpers/temp-project.js';

const tool = { name: "it's", inputSchema: { type: 'object', properties: { n: { type: 'number' } } }, outputSchema: { type: 'object' } };
const base = { tool, era: '2026-07-28' as const, arguments: { n: 1.5 }, label: 'property `n`', message: 'taken', seed: 3, token: false };

test('every oracle writes a document that validates, in both eras', async () => {
  const project = new TempProject();
  try {
    const oracles = ['schema-valid', 'input-validation', 'output-schema', 'json-rpc', 'alive', 'schema-honest'] as const;
    for (const era of ['2026-07-28', '2025-11-25'] as const) {
      for (const oracle of oracles)
        project.write(
          `${era}/${oracle}.yaml`,
          regressionDocument({ ...base, tool: { ...tool, name: `t-${era}` }, era, oracle, token: era === '2025-11-25' }).text,
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
  assert.equal(doc.id, 'fuzz-it_s-input-validation');
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
