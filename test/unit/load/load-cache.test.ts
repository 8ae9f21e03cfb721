import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { type LoadCache, openLoadCache } from '../../../src/load/load-cache.js';
import { type LoadedProject, loadProject } from '../../../src/load/load-project.js';
import { readDocuments } from '../../../src/load/read-documents.js';
import type { LoadedDocument } from '../../../src/model/scenario.js';
import { TempProject } from '../../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());
let folders = 0;

/** A folder of its own, with a package.json (the cache lives in its node_modules/.cache/wirecase). */
function folder(files: Record<string, string>): string {
  const name = `p${++folders}`;
  project.write(`${name}/package.json`, '{"private":true}\n');
  for (const [file, text] of Object.entries(files)) project.write(`${name}/${file}`, text);
  return path.join(project.dir, name);
}

const cacheOf = (cwd: string, env: NodeJS.ProcessEnv = {}, version = '1.0.0'): LoadCache | undefined => openLoadCache({ cwd, version, env });
const load = (cwd: string, cache?: LoadCache): Promise<LoadedProject> => loadProject({ paths: ['.'], cwd, cache });

const DOC = `id: c-01
title: cached
vars:
  token: t0
steps:
  - name: first
    request:
      method: POST
      url: /token
      json: { token: "{{ token }}", list: [1, 2.5, true, null, "x"] }
    expect:
      status: 200
      json:
        $.ok: true
    capture:
      token: $.token
  - request: { url: "/items?t={{ token }}" }
    expect: { status: [200, 201], body: { contains: ok } }
---
id: c-02
title: second document
steps:
  - request: { url: /x }
    expect: { status: 2xx }
`;

/** Every path of a value, and a missing key under each (which falls back to the nearest ancestor). */
function pathsOf(value: unknown, at: Array<string | number> = [], out: Array<Array<string | number>> = []): Array<Array<string | number>> {
  out.push(at, [...at, 'missing']);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...at, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

/** What a loaded document is, spans included: equal for a cached and a parsed load of one text. */
function described(doc: LoadedDocument): unknown {
  const spans = pathsOf(doc.data).flatMap((p) => [doc.locate(p, 'key'), doc.locate(p, 'value')]);
  return { data: doc.data, file: doc.file, dir: doc.dir, index: doc.index, span: doc.span, suite: doc.suite.name, spans };
}

const summary = (p: LoadedProject) => ({
  documents: p.documents.map(described),
  diagnostics: p.diagnostics,
  warnings: p.warnings,
  sources: [...p.sources],
});

test('a file read from the cache loads exactly as when parsed: data, spans of every node, diagnostics, sources', async () => {
  const cwd = folder({ 'suite.yaml': 'name: cached-suite\nvars: { base: x }\n', 'a.yaml': DOC });
  const parsed = await load(cwd);
  const first = await load(cwd, cacheOf(cwd)); // a miss: parses and keeps
  assert.ok(readdirSync(path.join(cwd, 'node_modules', '.cache', 'wirecase')).length >= 2, 'the document file and the suite are kept');
  const cache = cacheOf(cwd)!;
  assert.equal(readDocuments('scenario', 'a.yaml', path.join(cwd, 'a.yaml'), cache).cached, true);
  assert.equal(readDocuments('suite', 'suite.yaml', path.join(cwd, 'suite.yaml'), cache, true).cached, true);
  const second = await load(cwd, cache); // a hit
  assert.deepEqual(summary(first), summary(parsed));
  assert.deepEqual(summary(second), summary(parsed));
  assert.equal(parsed.documents.length, 2);
});

test('an edited file is read afresh: the new text gives the new documents', async () => {
  const cwd = folder({ 'a.yaml': DOC });
  await load(cwd, cacheOf(cwd));
  writeFileSync(path.join(cwd, 'a.yaml'), DOC.replace('title: cached', 'title: edited'));
  const edited = await load(cwd, cacheOf(cwd));
  assert.equal(edited.documents[0]!.data.title, 'edited');
  assert.deepEqual(summary(edited), summary(await load(cwd)));
});

test('a broken file says exactly what it says without the cache, even after a good version of it was cached', async () => {
  const cwd = folder({ 'a.yaml': DOC });
  await load(cwd, cacheOf(cwd));
  const broken = [
    DOC.replace('status: 200', 'stauts: 200'), // schema: unknown key, did you mean
    DOC.replace('url: /token', 'url: {{ base }}/token'), // YAML: a template not in quotes
    DOC.replace('"/items?t={{ token }}"', '"/items?t={{ tokn }}"'), // semantic: an undefined variable
  ];
  for (const text of broken) {
    writeFileSync(path.join(cwd, 'a.yaml'), text);
    const withCache = await load(cwd, cacheOf(cwd));
    const without = await load(cwd);
    assert.ok(without.diagnostics.length > 0, text);
    assert.deepEqual(withCache.diagnostics, without.diagnostics);
    // and again, in case the first load had kept anything of it
    assert.deepEqual((await load(cwd, cacheOf(cwd))).diagnostics, without.diagnostics);
  }
});

test('what depends on other files is checked on every load: a suite variable removed makes a cached document wrong', async () => {
  const cwd = folder({
    'suite.yaml': 'vars: { host: h }\n',
    'a.yaml': 'id: v-01\ntitle: t\nsteps:\n  - request: { url: "/{{ host }}" }\n    sendOnly: true\n',
  });
  assert.deepEqual((await load(cwd, cacheOf(cwd))).diagnostics, []);
  writeFileSync(path.join(cwd, 'suite.yaml'), 'vars: { other: h }\n');
  const after = await load(cwd, cacheOf(cwd));
  assert.deepEqual(
    after.diagnostics.map((d) => `${d.code} ${d.span?.file}:${d.span?.line}:${d.span?.col}`),
    ['UNDEFINED_VARIABLE a.yaml:4:21'],
  );
  assert.deepEqual(after.diagnostics, (await load(cwd)).diagnostics);
});

test('an unwritable or corrupt cache is no cache: the files still load, the same', async () => {
  const cwd = folder({ 'a.yaml': DOC });
  const expected = summary(await load(cwd));
  // A cache folder under a regular file cannot be created, whoever runs the test.
  const blocked = cacheOf(cwd, { WIRECASE_CACHE_DIR: 'package.json/cache' })!;
  assert.deepEqual(summary(await load(cwd, blocked)), expected);
  assert.deepEqual(summary(await load(cwd, blocked)), expected);
  // Every entry overwritten with rubbish, or with a valid entry of another text.
  await load(cwd, cacheOf(cwd));
  const dir = path.join(cwd, 'node_modules', '.cache', 'wirecase');
  for (const name of readdirSync(dir)) writeFileSync(path.join(dir, name), '{"key": "x", "file": {');
  assert.deepEqual(summary(await load(cwd, cacheOf(cwd))), expected);
  const entry = readdirSync(dir).map((name) => readFileSync(path.join(dir, name), 'utf8'))[0]!;
  assert.ok(entry.startsWith('{"key":'), 'rewritten after the miss');
});

test('another wirecase version does not read the entries of this one', async () => {
  const cwd = folder({ 'a.yaml': DOC });
  await load(cwd, cacheOf(cwd, {}, '1.0.0'));
  const file = path.join(cwd, 'a.yaml');
  assert.equal(readDocuments('scenario', 'a.yaml', file, cacheOf(cwd, {}, '1.0.0')).cached, true);
  assert.equal(readDocuments('scenario', 'a.yaml', file, cacheOf(cwd, {}, '1.0.1')).cached, false);
});

test('data JSON would not give back the same is not kept (-0); .nan and .inf are refused at load, where they are written', async () => {
  const cwd = folder({ 'a.yaml': 'id: n-01\ntitle: t\nvars: { c: -0 }\nsteps:\n  - request: { url: /x }\n    sendOnly: true\n' });
  const first = await load(cwd, cacheOf(cwd));
  assert.equal(readDocuments('scenario', 'a.yaml', path.join(cwd, 'a.yaml'), cacheOf(cwd)).cached, false);
  const vars = first.documents[0]!.data.vars as Record<string, number>;
  assert.ok(Object.is(vars.c, -0));
  const refused = folder({ 'b.yaml': 'id: n-02\ntitle: t\nvars: { a: .nan, b: -.inf }\nsteps:\n  - request: { url: /x }\n    sendOnly: true\n' });
  const loaded = await loadProject({ paths: [path.join(refused, 'b.yaml')], cwd: refused, cache: cacheOf(refused) });
  assert.deepEqual(
    loaded.diagnostics.map((d) => [d.message, d.span?.line, d.span?.col]),
    [
      ['vars.a: this value is not a number (NaN)', 3, 12],
      ['vars.b: this value is outside the range of a number (-Infinity)', 3, 21],
    ],
  );
});

test('no cache when turned off (WIRECASE_CACHE=off), nor for a file no folder above has a package.json', () => {
  const cwd = folder({});
  assert.ok(cacheOf(cwd));
  assert.equal(cacheOf(cwd, { WIRECASE_CACHE: 'off' }), undefined);
  assert.equal(openLoadCache({ cwd, version: '1', disabled: true }), undefined);
  assert.equal(openLoadCache({ cwd: '/', version: '1', env: {} })?.dirFor('/a.yaml'), undefined);
  assert.equal(cacheOf(cwd, { WIRECASE_CACHE_DIR: 'elsewhere' })?.dir, path.join(cwd, 'elsewhere'));
});

test("a document of another project is kept in that project's cache, not in the working folder's", async () => {
  const cwd = folder({});
  const other = folder({ 'a.yaml': DOC });
  const cache = cacheOf(cwd)!;
  const loaded = await loadProject({ paths: [path.join(other, 'a.yaml')], cwd, cache });
  assert.deepEqual(loaded.diagnostics, []);
  assert.equal(cache.dirFor(path.join(other, 'a.yaml')), path.join(other, 'node_modules', '.cache', 'wirecase'));
  assert.equal(readdirSync(path.join(other, 'node_modules', '.cache', 'wirecase')).length, 1);
  assert.deepEqual(readdirSync(cwd), ['package.json'], 'nothing written in the working folder');
});
