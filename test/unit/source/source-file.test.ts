import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { UserError } from '../../../src/source/diagnostic.js';
import { MAX_SOURCE_BYTES, parseSource, readSourceFile, spanAt } from '../../../src/source/source-file.js';
import { TempProject } from '../../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

const codes = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    if (error instanceof UserError) return error.diagnostics.map((d) => `${d.code} ${d.message}`);
    throw error;
  }
  return [];
};

test('a file is read whole: text, every document, and offsets that turn into 1-based lines and columns', () => {
  const file = project.write('a.yaml', 'id: one\n---\nid: two\nlist: [1, 2]\n');
  const source = readSourceFile('a.yaml', file);
  assert.equal(source.path, 'a.yaml');
  assert.equal(source.documents.length, 2);
  const offset = source.text.indexOf('[1, 2]');
  assert.deepEqual(spanAt(source, offset), { file: 'a.yaml', line: 4, col: 7 });
  assert.deepEqual(spanAt(source, offset, offset + 6), { file: 'a.yaml', line: 4, col: 7, endLine: 4, endCol: 13 });
});

test('an empty file, or one of comments only, has no documents; a `---` starts one', () => {
  assert.equal(parseSource('e.yaml', '').documents.length, 0);
  assert.equal(parseSource('e.yaml', '# only a comment\n').documents.length, 0);
  assert.equal(parseSource('e.yaml', 'a: 1\n---\nb: 2\n').documents.length, 2);
});

test('a missing file is FILE_NOT_FOUND, named as shown', () => {
  assert.deepEqual(
    codes(() => readSourceFile('shown/missing.yaml', `${project.dir}/nope.yaml`)),
    ['FILE_NOT_FOUND file not found: shown/missing.yaml'],
  );
});

test('a file over the size limit is refused before parsing, as YAML_LIMIT', () => {
  const file = project.write('big.yaml', `a: "${'x'.repeat(MAX_SOURCE_BYTES)}"\n`);
  const [problem, ...rest] = codes(() => readSourceFile('big.yaml', file));
  assert.deepEqual(rest, []);
  assert.match(problem!, /^YAML_LIMIT big\.yaml is 4\.0 MiB; a YAML file may be at most 4 MiB$/);
});
