/**
 * A client document's `checks:` may include a fragment's checks (`- include: fragments/x.yaml`), as a
 * step includes a fragment's steps: the checks take the include's place, in order, located in the
 * fragment file; and every misuse is a load error at the include.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { loadProject } from '../../../src/load/load-project.js';
import { TempProject } from '../../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

const DOC_HEAD = 'role: client\nrequirements: [{ level: MUST, quote: "q", source: "x.md:1" }]\nserve: { version: "2026-07-28" }\n';
const OPENER = `description: the client speaks 2026-07-28
checks:
  - name: the client sends a request other than initialize
    guard: the client does not speak 2026-07-28
    exceptMethod: initialize
    count: { gte: 1 }
  - name: the client lists the tools
    method: tools/list
    count: { gte: 1 }
`;

test('the included checks take the place of the include, in order, each located in the fragment', async () => {
  project.write('ok/suite.yaml', 'name: ok\nclient: { command: "true" }\n');
  project.write('ok/fragments/opener.yaml', OPENER);
  project.write(
    'ok/doc.yaml',
    `id: c-01\ntitle: t\n${DOC_HEAD}checks:\n  - name: first its own\n    count: { gte: 0 }\n  - include: fragments/opener.yaml\n  - name: then its own again\n    method: tools/call\n    count: { gte: 1 }\n`,
  );
  const loaded = await loadProject({ paths: ['ok'], cwd: project.dir });
  assert.deepEqual(loaded.diagnostics, []);
  const [doc] = loaded.documents;
  assert.deepEqual(
    doc!.data.checks!.map((c) => c.name),
    ['first its own', 'the client sends a request other than initialize', 'the client lists the tools', 'then its own again'],
  );
  assert.equal(doc!.data.checks![1]!.guard, 'the client does not speak 2026-07-28');
  const at = (i: number) => doc!.locate(['checks', i, 'name']);
  assert.deepEqual([at(0).file, at(0).line], ['ok/doc.yaml', 7]);
  assert.deepEqual([at(1).file, at(1).line], ['ok/fragments/opener.yaml', 3]);
  assert.deepEqual([at(2).file, at(2).line], ['ok/fragments/opener.yaml', 7]);
  assert.deepEqual([at(3).file, at(3).line], ['ok/doc.yaml', 10]);
});

test('a fragment of checks may include another; a cycle, a path outside the suite and a missing file are errors at the include', async () => {
  project.write('nest/suite.yaml', 'name: nest\nclient: { command: "true" }\n');
  project.write('nest/fragments/inner.yaml', OPENER);
  project.write(
    'nest/fragments/outer.yaml',
    'checks:\n  - include: fragments/inner.yaml\n  - name: and a call\n    method: tools/call\n    count: { gte: 1 }\n',
  );
  project.write('nest/fragments/a.yaml', 'checks:\n  - include: fragments/b.yaml\n');
  project.write('nest/fragments/b.yaml', 'checks:\n  - include: fragments/a.yaml\n');
  project.write('nest/ok.yaml', `id: n-01\ntitle: t\n${DOC_HEAD}checks:\n  - include: fragments/outer.yaml\n`);
  project.write(
    'nest/bad.yaml',
    [
      `id: n-02\ntitle: t\n${DOC_HEAD}checks:\n  - include: fragments/a.yaml\n`,
      `id: n-03\ntitle: t\n${DOC_HEAD}checks:\n  - include: ../outside.yaml\n`,
      `id: n-04\ntitle: t\n${DOC_HEAD}checks:\n  - include: fragments/none.yaml\n`,
    ].join('---\n'),
  );
  const loaded = await loadProject({ paths: ['nest'], cwd: project.dir });
  assert.deepEqual(
    loaded.documents.map((d) => [d.data.id, d.data.checks!.map((c) => c.name)]),
    [['n-01', ['the client sends a request other than initialize', 'the client lists the tools', 'and a call']]],
  );
  const found = loaded.diagnostics.map((d) => `${d.code} ${d.span?.file}:${d.span?.line} ${d.message}`);
  assert.equal(found.length, 3, found.join('\n'));
  assert.match(found[0]!, /^BAD_INCLUDE nest\/fragments\/b.yaml:2 include cycle: fragments\/a.yaml → fragments\/b.yaml → fragments\/a.yaml/);
  assert.match(found[1]!, /^BAD_INCLUDE nest\/bad.yaml:15 `\.\.\/outside\.yaml` is outside the suite folder/);
  assert.match(found[2]!, /^BAD_INCLUDE nest\/bad.yaml:23 fragment not found: nest\/fragments\/none.yaml/);
});

test('a check includes checks and a step steps; a check with include says nothing else', async () => {
  project.write('mixed/suite.yaml', 'name: mixed\nclient: { command: "true" }\n');
  project.write('mixed/fragments/checks.yaml', OPENER);
  project.write('mixed/fragments/steps.yaml', 'steps:\n  - request: { method: GET, url: "http://127.0.0.1:1/" }\n    expect: { status: 200 }\n');
  project.write(
    'mixed/docs.yaml',
    [
      `id: m-01\ntitle: t\n${DOC_HEAD}checks:\n  - include: fragments/steps.yaml\n`,
      'id: m-02\ntitle: t\nsteps:\n  - include: fragments/checks.yaml\n',
      `id: m-03\ntitle: t\n${DOC_HEAD}checks:\n  - include: fragments/checks.yaml\n    count: { gte: 2 }\n`,
    ].join('---\n'),
  );
  const loaded = await loadProject({ paths: ['mixed'], cwd: project.dir });
  assert.deepEqual(loaded.documents, []);
  const found = loaded.diagnostics.map((d) => `${d.code} ${d.span?.file}:${d.span?.line} ${d.message}`);
  assert.deepEqual(found, [
    'BAD_INCLUDE mixed/docs.yaml:7 `fragments/steps.yaml` holds no checks: a check includes a fragment of checks',
    'BAD_INCLUDE mixed/docs.yaml:12 `fragments/checks.yaml` holds no steps: a step includes a fragment of steps',
    'BAD_INCLUDE mixed/docs.yaml:21 a check with `include:` takes nothing else, and this one has `count`',
  ]);
});
