import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

// baseUrl points at a port nothing listens on: `coverage` must not send anything.
project.write('s/suite.yaml', 'name: s\nbaseUrl: http://127.0.0.1:9\n');
project.write(
  's/catalog.yaml',
  `spec: { key: s, title: Spec S, version: "1", url: https://s.example }
sections:
  - { key: core, title: Core, url: https://s.example/core }
  - { key: core.a, title: Part A, url: https://s.example/core#a, parent: core }
  - { key: other, title: Other, url: https://s.example/other }
tests:
  - { id: s-1, section: core.a, title: First }
  - { id: s-2, section: other, title: Second }
  - { id: s-3, section: other, title: Third }
traces:
  - { id: R1, title: Row one, level: required, changelog: { lines: 3 } }
  - { id: R2, title: Row two, level: required, changelog: { lines: 4 } }
  - { id: R3, title: Row three, level: recommended, changelog: { lines: 5 } }
untestable:
  - { id: s-3, reason: needs a browser }
`,
);
project.write('s/one.yaml', 'id: s-1\ntitle: one\ntraces: [R1]\nsteps:\n  - request: { url: /x }\n    expect: { status: 200 }\n');
project.write('s/stray.yaml', 'id: s-9\ntitle: stray\ntraces: [R9]\nsteps:\n  - request: { url: /x }\n    expect: { status: 200 }\n');

test('coverage lists which catalog entries have documents, without sending anything', async () => {
  const { code, stdout, stderr } = await runCli(['coverage', 's'], { cwd: project.dir });
  assert.equal(code, 0, stdout + stderr);
  assert.match(stdout, /^2 documents, 1 catalog \(nothing was sent\)\n/);
  assert.match(stdout, /Spec S 1 — s\/catalog\.yaml \(2 documents\)\n/);
  assert.match(
    stdout,
    / {2}Test IDs: 1\/2 have a document, 1 untestable\n {4}✓ s-1 {2}First {2}s\/one\.yaml:1\n {4}✗ s-2 {2}Second {2}\(no document\)\n {4}- s-3 {2}Third {2}\(untestable: needs a browser\)\n/,
  );
  assert.match(
    stdout,
    / {2}Traceability rows: 1\/3 have a scenario; GAP: 1 required row with none \(R2\)\n {4}✓ R1 {2}required {2}lines 3 {2}Row one {2}→ s-1\n {4}! R2 {2}required {2}lines 4 {2}Row two {2}→ GAP: required, no scenario\n {4}✗ R3 {2}recommended {2}lines 5 {2}Row three {2}→ no scenario\n/,
  );
  assert.match(stdout, / {4}✓ core {2}Core {2}1\/1 \(100%\)\n {4}✓ {3}core\.a {2}Part A {2}1\/1 \(100%\)\n {4}✗ other {2}Other {2}0\/1 \(0%\)\n/);
  assert.match(
    stdout,
    /Not in the catalog \(2; an error under --strict-catalog\):\n {2}s\/stray\.yaml:1 {2}test ID `s-9` is not in s\/catalog\.yaml\n {2}s\/stray\.yaml:1 {2}s-9 traces `R9`, which is not a row of s\/catalog\.yaml\n/,
  );
  assert.doesNotMatch(stdout + stderr, /ECONNREFUSED|refused/);
});

test('coverage --strict-catalog exits 2 at the offending line; --json prints the join', async () => {
  const strict = await runCli(['coverage', 's', '--strict-catalog'], { cwd: project.dir });
  assert.equal(strict.code, 2);
  assert.match(strict.stderr, /not in the catalog: s-9 traces `R9`, which is not a row of s\/catalog\.yaml\n {2}--> s\/stray\.yaml:3:10/);
  const json = await runCli(['coverage', 's', '--json'], { cwd: project.dir });
  assert.equal(json.code, 0);
  const data = JSON.parse(json.stdout);
  assert.deepEqual(data.catalogs[0].missing, ['s-2']);
  assert.equal(data.catalogs[0].traces[1].verdict, 'gap');
});

test('coverage counts the server MUSTs of a requirement catalog that have a proving document, and lists each gap with its sentence', async () => {
  const p = new TempProject();
  try {
    p.write('r/suite.yaml', 'name: r\nbaseUrl: http://127.0.0.1:9\n');
    p.write(
      'r/catalog.yaml',
      'spec: { key: r, title: Spec R, version: "1", url: https://r.example }\nrequirements: requirements.yaml\nsections:\n  - { key: core, title: Core, url: https://r.example/core }\n',
    );
    p.write(
      'r/requirements.yaml',
      `spec-text: spec
pages:
  - { key: core, file: core.mdx, cited: core.mdx, url: "https://r.example/core" }
requirements:
  - { id: core.R1, page: core, line: 1, level: MUST, section: core, role: server, text: "Servers MUST answer.", proven-by: [r-1] }
  - { id: core.R2, page: core, line: 2, level: MUST NOT, section: core, role: server, text: "Servers MUST NOT hang.", gap: "needs a slow tool" }
  - { id: core.R3, page: core, line: 3, level: MUST, section: core, role: client, text: "Clients MUST retry.", untestable: "binds the client" }
`,
    );
    p.write('r/one.yaml', 'id: r-1\ntitle: one\nsteps:\n  - request: { url: /x }\n    expect: { status: 200 }\n');
    const { code, stdout, stderr } = await runCli(['coverage', 'r'], { cwd: p.dir });
    assert.equal(code, 0, stdout + stderr);
    assert.match(stdout, / {2}Requirements: 1\/2 server MUSTs have a proving document, 1 gap, 0 untestable\n/);
    assert.match(stdout, / {4}MUST {7}1\/1 with a document, 0 gaps, 0 untestable\n {4}MUST NOT {3}0\/1 with a document, 1 gap, 0 untestable\n/);
    assert.match(stdout, / {4}! core\.R2 {2}MUST NOT {2}"Servers MUST NOT hang\." {2}\(needs a slow tool\)\n/);
    assert.match(stdout, / {2}Client: 0\/1 client MUSTs have a proving document, 1 marked untestable\n/);
    // A broken requirement catalog is bad input, located.
    p.write('r/requirements.yaml', 'spec-text: spec\npages: []\nrequirements:\n  - { id: core.R1, page: core }\n');
    const bad = await runCli(['coverage', 'r'], { cwd: p.dir });
    assert.equal(bad.code, 2, bad.stdout + bad.stderr);
    assert.match(bad.stderr, /r\/requirements\.yaml:4:/);
  } finally {
    p.remove();
  }
});
