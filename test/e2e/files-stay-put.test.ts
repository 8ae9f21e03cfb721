import assert from 'node:assert/strict';
import { lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { computeCoverage } from '../../src/judge/coverage.js';
import { renderHtml } from '../../src/report/html-reporter.js';
import { renderMarkdown } from '../../src/report/markdown-reporter.js';
import { catalogRef, run, tests } from '../helpers/results-fixtures.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

/**
 * Files stay where they belong: reports never go through a link in --out, a bad --out stops the run
 * before anything is sent, documents read schemas and fragments only from their suite folder (links
 * followed) unless --allow-outside, record names a dangling link, and reports link http(s) only.
 */

let server: Server;
let requests = 0;
let baseUrl: string;
const project = new TempProject();
/** Files outside the project, which a document must not read. */
const elsewhere = new TempProject();

before(async () => {
  server = createServer((_req, res) => {
    requests++;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  project.write('suite.yaml', `baseUrl: ${baseUrl}\n`);
  project.write('a.yaml', 'id: f-01\ntitle: t\nsteps:\n  - request: { url: /ok }\n    expect: { status: 200 }\n');
  elsewhere.write('secret.json', '{"type": "object", "description": "outside the project"}\n');
  elsewhere.write('fragments/steps.yaml', 'steps:\n  - request: { url: /ok }\n    expect: { status: 200 }\n');
});
after(async () => {
  project.remove();
  elsewhere.remove();
  await new Promise((resolve) => server.close(resolve));
});

test('a symbolic link already in --out is replaced, never written through', async () => {
  const victim = elsewhere.write('victim.txt', 'untouched\n');
  mkdirSync(path.join(project.dir, 'linked'), { recursive: true });
  symlinkSync(victim, path.join(project.dir, 'linked', 'results.json'));
  const { code, stderr } = await runCli(['run', 'a.yaml', '--reporter', 'json', '--out', 'linked'], { cwd: project.dir });
  assert.equal(code, 0, stderr);
  assert.equal(readFileSync(victim, 'utf8'), 'untouched\n');
  assert.ok(lstatSync(path.join(project.dir, 'linked', 'results.json')).isFile());
  assert.equal(JSON.parse(readFileSync(path.join(project.dir, 'linked', 'results.json'), 'utf8')).summary.passed, 1);
});

test('--out naming a file, or a folder that cannot be made: exit 2 with a clear message, nothing sent', async () => {
  project.write('a-file', 'x\n');
  const before = requests;
  for (const out of ['a-file', 'a-file/below']) {
    const { code, stdout, stderr } = await runCli(['run', 'a.yaml', '--reporter', 'console,json', '--out', out], { cwd: project.dir });
    assert.equal(code, 2, stdout + stderr);
    assert.match(stderr, new RegExp(`--out \\S*${out.replace('/', '\\/')}: (is a file, not a folder|the folder cannot be made)`));
    assert.doesNotMatch(stderr, /at .*\.js:\d+/, 'no stack trace');
  }
  assert.equal(requests, before, 'nothing was sent');
});

test('schema: outside the suite folder (a path, or a link inside it) is refused at validate with file:line:col; --allow-outside allows it', async () => {
  symlinkSync(path.join(elsewhere.dir, 'secret.json'), path.join(project.dir, 'looks-local.json'));
  project.write('schema/b.yaml', 'id: f-02\ntitle: t\nsteps:\n  - request: { url: /ok }\n    expect: { schema: ../looks-local.json }\n');
  project.write('schema/c.yaml', 'id: f-03\ntitle: t\nsteps:\n  - request: { url: /ok }\n    expect: { schema: /etc/passwd }\n');
  const { code, stderr } = await runCli(['validate', 'schema'], { cwd: project.dir });
  assert.equal(code, 2, stderr);
  assert.match(
    stderr,
    /schema file \.\.\/looks-local\.json is outside the suite folder \(\.\): it resolves to \S*secret\.json through a symbolic link\n {2}--> schema\/b\.yaml:5:23/,
  );
  assert.match(stderr, /schema file \/etc\/passwd is outside the suite folder \(\.\): it resolves to \/etc\/passwd\n {2}--> schema\/c\.yaml:5:23/);
  assert.match(stderr, /--allow-outside/);
  const allowed = await runCli(['validate', 'schema/b.yaml', '--allow-outside'], { cwd: project.dir });
  assert.equal(allowed.code, 0, allowed.stderr);
});

test('include: through a symbolic link out of the suite folder is refused; --allow-outside allows it', async () => {
  project.write('inc/suite.yaml', `baseUrl: ${baseUrl}\n`);
  symlinkSync(path.join(elsewhere.dir, 'fragments'), path.join(project.dir, 'inc', 'fragments'));
  project.write('inc/d.yaml', 'id: f-04\ntitle: t\nsteps:\n  - include: fragments/steps.yaml\n');
  const { code, stderr } = await runCli(['validate', 'inc'], { cwd: project.dir });
  assert.equal(code, 2, stderr);
  assert.match(
    stderr,
    /`fragments\/steps\.yaml` is outside the suite folder \(inc\): it resolves to \S*steps\.yaml through a symbolic link\n {2}--> inc\/d\.yaml:4:14/,
  );
  const allowed = await runCli(['validate', 'inc', '--allow-outside'], { cwd: project.dir });
  assert.equal(allowed.code, 0, allowed.stderr);
});

test('record --out naming a dangling link: exit 2 with a clear message, nothing sent', async () => {
  symlinkSync(path.join(elsewhere.dir, 'nowhere.yaml'), path.join(project.dir, 'dangling.yaml'));
  const before = requests;
  const { code, stderr } = await runCli(['record', '--url', `${baseUrl}/ok`, '--out', 'dangling.yaml'], { cwd: project.dir });
  assert.equal(code, 2, stderr);
  assert.match(stderr, /dangling\.yaml already exists \(a symbolic link\): wirecase record never overwrites a file/);
  assert.equal(requests, before);
});

test('reports link only http(s) URLs: a catalog section or requirement URL of another scheme is text', () => {
  const results = run(tests);
  const coverage = computeCoverage([catalogRef], results);
  const section = coverage.catalogs[0]!.sections[0]!;
  section.url = 'javascript:alert(1)';
  const html = renderHtml(results, coverage);
  const md = renderMarkdown(results, coverage);
  assert.doesNotMatch(html, /href="javascript:/i);
  assert.ok(html.includes(`<td style="padding-left:${0.5 + section.depth * 1.25}em">${section.title} <code>`), 'the title stays, unlinked');
  assert.doesNotMatch(md, /\]\(javascript:/i);
  writeFileSync(path.join(project.dir, 'links.html'), html); // (kept for a look when this fails)
});
