import assert from 'node:assert/strict';
import path from 'node:path';
import { after, test } from 'node:test';
import { loadProject } from '../../../src/load/load-project.js';
import { readRunFiles } from '../../../src/load/run-files.js';
import { UserError } from '../../../src/source/diagnostic.js';
import { TempProject } from '../../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());
project.write('outside.json', '{"type":"string"}');
project.write(
  'suite/suite.yaml',
  `
baseUrl: http://127.0.0.1:9
target: { command: "node server.js" }
tokens:
  token: { key: "{{ key_file }}" }
  started: { key: "{{ defined(target) ? 'started.pem' : '' }}" }
  later: { key: "{{ target.url }}.pem" }
setup:
  - name: probe
    steps:
      - request: { method: GET, url: /x }
        expect: { schema: setup.schema.json }
`,
);
project.write('suite/setup.schema.json', '{"type":"object"}');
project.write('suite/item.schema.json', '{"$defs":{"id":{"type":"integer"}}}');
// Whole when the documents are checked (validate reads it too), broken by the time the run reads it.
project.write('suite/broken.schema.json', '{"type":"array"}');
project.write('suite/key.pem', 'not really a key');
project.write('suite/started.pem', 'the started target key');
project.write(
  'suite/a.yaml',
  `
id: a-01
title: every place a schema file is named
steps:
  - request: { method: GET, url: /a }
    expect:
      json:
        $.id: { schema: "item.schema.json#/$defs/id" }
        $.items: { each: { schema: broken.schema.json } }
`,
);

async function documents() {
  project.write('suite/broken.schema.json', '{"type":"array"}');
  const loaded = await loadProject({ paths: ['suite'], cwd: project.dir, extraVarNames: ['key_file'] });
  assert.deepEqual(loaded.diagnostics, []);
  project.write('suite/broken.schema.json', '{"type":');
  return loaded.documents;
}

test("the files a run needs are read before it: each schema file once, a suite setup's from the suite folder", async () => {
  const files = readRunFiles(await documents(), { vars: { key_file: 'key.pem' } });
  const at = (name: string) => files.schemas.get(path.join(project.dir, 'suite', name));
  assert.deepEqual(at('item.schema.json'), { json: { $defs: { id: { type: 'integer' } } } });
  assert.deepEqual(at('setup.schema.json'), { json: { type: 'object' } });
  assert.match(JSON.stringify(at('broken.schema.json')), /"error":".*JSON/, 'a broken file keeps why, for the check that uses it');
  assert.deepEqual(files.keys.get(path.join(project.dir, 'suite', 'key.pem')), { text: 'not really a key' });
  assert.deepEqual(files.keys.get(path.join(project.dir, 'suite', 'started.pem')), { text: 'the started target key' }, 'wirecase will start the target');
  assert.equal(files.keys.size, 2, "a key path that reads the started target's URL is not read before the run");
});

test('with --base-url no target is started: a key only a started target needs is not read', async () => {
  const files = readRunFiles(await documents(), { vars: { key_file: 'key.pem' }, baseUrl: 'http://127.0.0.1:9' });
  assert.deepEqual([...files.keys.keys()], [path.join(project.dir, 'suite', 'key.pem')]);
});

test('a file outside the suite folder is not read unless allowed', async () => {
  const docs = await documents();
  docs[0]!.data.steps[0]!.expect!.schema = '../outside.json';
  const outside = path.join(project.dir, 'outside.json');
  assert.equal(readRunFiles(docs, {}).schemas.has(outside), false);
  assert.deepEqual(readRunFiles(docs, { allowOutside: true }).schemas.get(outside), { json: { type: 'string' } });
});

test('--wire-schema must be read and parse before anything is sent', async () => {
  const docs = await documents();
  const wire = path.join(project.dir, 'suite', 'item.schema.json');
  assert.deepEqual(readRunFiles(docs, { wireSchema: wire }).schemas.get(wire), { json: { $defs: { id: { type: 'integer' } } } });
  for (const bad of ['suite/broken.schema.json', 'suite/missing.json'])
    assert.throws(
      () => readRunFiles(docs, { wireSchema: path.join(project.dir, bad) }),
      (error: unknown) => error instanceof UserError && /--wire-schema .*(JSON|ENOENT)/.test(error.message),
    );
});
