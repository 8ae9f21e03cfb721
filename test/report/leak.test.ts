import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

/**
 * A secret planted in a request header (a suite `secrets` variable, in a custom header and in
 * Authorization) and a token captured from a response never appear in any output: console (stdout,
 * stderr), results.json, junit.xml, summary.md, report.html, and the GitHub annotations and step summary.
 * The run fails on purpose at an assertion whose actual value is the captured token.
 */
const PLANTED = 'sk-PLANTED-9f8e7d6c5b4a3921';
const CAPTURED = 'tok-CAPTURED-1a2b3c4d5e6f7788';
const project = new TempProject();
let server: Server;
let base = '';

before(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '/';
    res.setHeader('content-type', 'application/json');
    if (url === '/login' && req.headers['x-api-key'] === PLANTED) return res.end(JSON.stringify({ access_token: CAPTURED }));
    if (url === '/me')
      return res.end(
        JSON.stringify({
          you: String(req.headers['x-echo'] ?? ''),
          auth: String(req.headers.authorization ?? ''),
          key: String(req.headers['x-api-key'] ?? ''),
        }),
      );
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  project.write(
    'leak/suite.yaml',
    `name: leak\nbaseUrl: ${base}\nvars:\n  api_key: ""\nsecrets: [api_key]\nheaders:\n  Authorization: "Bearer {{ api_key }}"\n`,
  );
  project.write(
    'leak/catalog.yaml',
    'spec: { key: leak, title: Leak, version: "1", url: https://leak.example }\nsections:\n  - { key: auth, title: Auth, url: https://leak.example/auth }\ntraces:\n  - { id: R1, title: Row, level: required, changelog: { lines: 1 } }\n',
  );
  project.write(
    'leak/a.yaml',
    `id: leak-01
title: a captured token is used
spec: [auth]
traces: [R1]
steps:
  - name: login
    request:
      method: POST
      url: /login
      headers:
        X-Api-Key: "{{ api_key }}"
    expect:
      status: 200
    capture:
      access_token: $.access_token
  - name: use it
    request:
      url: /me
      headers:
        X-Api-Key: "{{ api_key }}"
        X-Echo: "{{ access_token }}"
    expect:
      status: 200
      json:
        $.you: nobody
`,
  );
  project.write('known.yaml', 'tests:\n  - { id: leak-01, reason: "echo server answers with the caller" }\n  - { id: gone-01, reason: "removed test" }\n');
});
after(async () => {
  await new Promise((r) => server.close(r));
  project.remove();
});

/** Every output of a run with all reporters in GitHub Actions: stdout, stderr, the step summary and each report file. */
async function allOutputs(name: string, extra: string[] = []): Promise<{ code: number | null; outputs: Record<string, string> }> {
  const summaryFile = path.join(project.dir, `${name}-step-summary.md`);
  const { code, stdout, stderr } = await runCli(
    ['run', 'leak', '--var', `api_key=${PLANTED}`, '--reporter', 'console,json,junit,markdown,html', '--out', name, '--verbose', '--curl', ...extra],
    {
      cwd: project.dir,
      env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile },
    },
  );
  const outputs: Record<string, string> = { stdout, stderr, 'step summary': readFileSync(summaryFile, 'utf8') };
  for (const f of readdirSync(path.join(project.dir, name))) outputs[f] = readFileSync(path.join(project.dir, name, f), 'utf8');
  return { code, outputs };
}

function assertNoSecrets(outputs: Record<string, string>): void {
  for (const [name, text] of Object.entries(outputs)) {
    for (const [what, secret] of [
      ['planted secret', PLANTED],
      ['captured token', CAPTURED],
      ['part of the captured token', CAPTURED.slice(4, 20)],
      ['part of the planted secret', PLANTED.slice(3, 19)],
    ]) {
      assert.ok(
        !text.includes(secret!),
        `${what} leaked into ${name}:\n${text
          .split('\n')
          .filter((l) => l.includes(secret!))
          .join('\n')}`,
      );
    }
  }
}

test('no planted secret or captured token in any output of any reporter', async () => {
  const { code, outputs } = await allOutputs('out');
  assert.equal(code, 1, outputs.stdout! + outputs.stderr);
  assert.match(outputs.stdout!, /::error file=leak\/a\.yaml,line=\d+,col=\d+/, 'annotations on stdout in GitHub Actions');
  assert.deepEqual(Object.keys(outputs).sort(), ['junit.xml', 'report.html', 'results.json', 'stderr', 'stdout', 'step summary', 'summary.md']);
  const results = JSON.parse(outputs['results.json']!);
  assert.equal(results.tests[0].steps.length, 2, 'both steps ran: the token was captured and sent');
  assert.equal(results.tests[0].steps[1].status, 'failed');
  // --curl: the failing request as a command line, the secret in Authorization (a suite header) and X-Api-Key as ***.
  const curl = /^ {4}curl -X 'GET' '[^']*\/me' .*$/m.exec(outputs.stdout!)?.[0];
  assert.ok(curl, outputs.stdout);
  assert.match(curl, / -H 'Authorization: Bearer \*\*\*' /);
  assert.match(curl, / -H 'X-Api-Key: \*\*\*'/);
  // --verbose: the same request and its response, headers included.
  assert.match(outputs.stdout!, /\n {2}request\n {4}GET http:\/\/127\.0\.0\.1:\d+\/me\n(?: {4}.*\n)* {4}Authorization: Bearer \*\*\*\n/);
  assert.match(outputs.stdout!, /\n {2}response\n {4}200\n(?: {4}.*\n)* {4}content-type: application\/json\n/);
  assertNoSecrets(outputs);
});

test('run --expected-failures: a listed failure does not fail the run; stale entries are reported; known failures leak nothing either', async () => {
  const { code, outputs } = await allOutputs('out-known', ['--expected-failures', 'known.yaml']);
  const stdout = outputs.stdout!;
  assert.equal(code, 0, stdout + outputs.stderr);
  assert.match(stdout, /known failure leak-01: echo server answers with the caller/);
  assert.match(stdout, /stale gone-01: no test with this ID in the run \(known\.yaml:3\)/);
  // The known failure's text moves (junit <system-out>, the markdown and HTML "Known failures"): still redacted.
  assert.match(outputs['junit.xml']!, /<skipped message="known failure: echo server answers with the caller \(known\.yaml\)"\/>\n\s*<system-out>/);
  assert.match(stdout, /^::warning file=leak\/a\.yaml/m);
  // --curl: the failing request as a command line, the secret in Authorization (a suite header) and X-Api-Key as ***.
  const curl = /^ {4}curl -X 'GET' '[^']*\/me' .*$/m.exec(outputs.stdout!)?.[0];
  assert.ok(curl, outputs.stdout);
  assert.match(curl, / -H 'Authorization: Bearer \*\*\*' /);
  assert.match(curl, / -H 'X-Api-Key: \*\*\*'/);
  // --verbose: the same request and its response, headers included.
  assert.match(outputs.stdout!, /\n {2}request\n {4}GET http:\/\/127\.0\.0\.1:\d+\/me\n(?: {4}.*\n)* {4}Authorization: Bearer \*\*\*\n/);
  assert.match(outputs.stdout!, /\n {2}response\n {4}200\n(?: {4}.*\n)* {4}content-type: application\/json\n/);
  assertNoSecrets(outputs);
});

test('run --expected-failures: an unreadable baseline stops before anything is sent', async () => {
  project.write('bad-known.yaml', 'tests:\n  - { id: leak-01 }\n');
  const { code, stderr, stdout } = await runCli(['run', 'leak', '--var', `api_key=${PLANTED}`, '--expected-failures', 'bad-known.yaml'], {
    cwd: project.dir,
    env: { GITHUB_ACTIONS: '' },
  });
  assert.equal(code, 2, stdout + stderr);
  assert.match(stderr, /`leak-01` needs a `reason`/);
  assert.doesNotMatch(stdout, /leak-01/);
});
