import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { docFromYaml } from '../../helpers/client-docs.js';
import { assertFaultRun, faultRunDocuments, faultSample, noteSample, testOf } from '../../helpers/fault-sample.js';

const documents = Array.from({ length: 30 }, (_, i) => docFromYaml(`id: doc-${String(i).padStart(2, '0')}\ntitle: t\nsteps: []\n`));
documents.push(docFromYaml('id: err-03[method=ping]\ntitle: t\nsteps: []\n'), docFromYaml('id: legs-01\ntitle: t\nsteps: []\n'));
const ids = (docs: typeof documents) => docs.map((d) => d.data.id);

describe('the documents of a fault run (test/helpers/fault-sample.ts)', () => {
  it('covers every document the fault changes, a leg naming its document, and the sample size of others, in document order', () => {
    const sample = { all: false, size: 4, seed: '2026-12-06' };
    const run = faultRunDocuments(documents, 'some-fault', ['doc-03', 'err-03[method=ping]', 'legs-01[tool=add]'], sample);
    for (const id of ['doc-03', 'err-03[method=ping]', 'legs-01']) assert.ok(ids(run).includes(id), id);
    assert.equal(run.length, 3 + 4);
    assert.deepEqual(
      ids(run),
      ids(documents).filter((id) => ids(run).includes(id)),
    );
  });

  it('draws the same sample for the same seed and fault, and another for another seed or fault', () => {
    const day = (seed: string, fault = 'f') => ids(faultRunDocuments(documents, fault, [], { all: false, size: 5, seed }));
    assert.deepEqual(day('2026-12-06'), day('2026-12-06'));
    assert.notDeepEqual(day('2026-12-06'), day('2026-12-07'));
    assert.notDeepEqual(day('2026-12-06', 'f'), day('2026-12-06', 'g'));
  });

  it('covers every document with FAULT_SAMPLE=all; reads the variables, and refuses a size that is no number', () => {
    assert.equal(faultRunDocuments(documents, 'f', [], faultSample({ FAULT_SAMPLE: 'all' })).length, documents.length);
    assert.deepEqual(faultSample({ FAULT_SAMPLE: '7', FAULT_SAMPLE_SEED: 'x' }), { all: false, size: 7, seed: 'x' });
    assert.match(faultSample({}).seed, /^\d{4}-\d{2}-\d{2}$/);
    assert.throws(() => faultSample({ FAULT_SAMPLE: 'some' }), /FAULT_SAMPLE: expected "all" or a whole number, got "some"/);
  });

  it('tells a test of the covered documents (a leg included) from one of another document', () => {
    const ran = testOf([documents[0]!, documents.at(-1)!]);
    assert.ok(ran('doc-00') && ran('legs-01[tool=add]'));
    assert.ok(!ran('doc-01') && !ran('err-03[method=ping]'));
  });

  it('a failed check names the seed that replays the sample, keeping its own message', async () => {
    await assert.rejects(
      noteSample(() => assert.equal(1, 2), { all: false, size: 4, seed: 's' }),
      (error: Error) => /1 !== 2/.test(error.message) && /FAULT_SAMPLE=4 FAULT_SAMPLE_SEED=s replays it/.test(error.message),
    );
  });
});

describe('assertFaultRun', () => {
  const covered = documents.slice(0, 3);
  const good = { code: 0, stderr: '', results: { tests: covered.map((d) => ({ id: d.data.id, status: 'passed' as const })) } };
  const change = { failed: ['doc-01'], warned: [], inapplicable: [], nowPassing: [] };
  const faulty = (statuses: Record<string, 'passed' | 'failed' | 'warning'>, code = 1) => ({
    code,
    stderr: '',
    results: { tests: covered.map((d) => ({ id: d.data.id, status: statuses[d.data.id] ?? ('passed' as const) })) },
  });

  it('holds when exactly the expected tests change', () => {
    assertFaultRun(good, faulty({ 'doc-01': 'failed' }), covered, change);
  });

  it('fails on a test that changed unexpectedly, a missing failure, a wrong exit code or a missing test', () => {
    assert.throws(() => assertFaultRun(good, faulty({ 'doc-01': 'failed', 'doc-02': 'warning' }), covered, change));
    assert.throws(() => assertFaultRun(good, faulty({}), covered, change));
    assert.throws(() => assertFaultRun(good, faulty({ 'doc-01': 'failed' }, 0), covered, change));
    const short = faulty({ 'doc-01': 'failed' });
    short.results.tests.pop();
    assert.throws(() => assertFaultRun(good, short, covered, change));
  });
});
