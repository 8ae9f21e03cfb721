import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

/**
 * "Could not judge": a run that could not observe what a test needs gives that verdict with its
 * cause, never failed or passed, and a run that judged nothing exits 4 (ExitCode.nothingJudged).
 */

/** An MCP endpoint behind auth: 401 with a Bearer challenge to anything without Authorization. */
let server: Server;
let baseUrl = '';
before(async () => {
  server = createServer((req, res) => {
    if (req.url === '/broken') return res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream down');
    if (req.url === '/health') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    if (!req.headers.authorization) return res.writeHead(401, { 'www-authenticate': 'Bearer realm="mcp"' }).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise((resolve) => server.close(resolve)));

const RPC_DOC = `id: cnj-01
title: tools/list answers a list
steps:
  - rpc: { method: tools/list }
    expect:
      json:
        $.result.tools: { type: array }
`;

test('a refused MCP request makes its test could-not-judge with the cause; a run that judged nothing exits 4 and says why', async () => {
  const project = new TempProject();
  try {
    project.write('a.yaml', RPC_DOC);
    const { code, stdout } = await runCli(['run', '.', '--base-url', `${baseUrl}/mcp`, '--reporter', 'console,json,markdown,junit', '--out', 'out'], {
      cwd: project.dir,
    });
    assert.equal(code, 4, stdout);
    assert.match(
      stdout,
      /\? cnj-01 {2}tools\/list answers a list — could not judge: step 1 "[^"]*": the server refused the request before the tested behaviour: 401 Unauthorized \(WWW-Authenticate: Bearer realm="mcp"\)/,
    );
    assert.match(stdout, /Could not judge\n {2}\? the server refused the request before the tested behaviour: 401 Unauthorized.*\n {4}cnj-01/);
    assert.match(stdout, /Nothing was judged: 1 test could not be judged: the server refused the request before the tested behaviour: 401/);
    assert.match(stdout, /0 passed, 0 failed, 0 skipped, 1 could not judge/);
    const results = JSON.parse(readFileSync(path.join(project.dir, 'out', 'results.json'), 'utf8'));
    assert.equal(results.tests[0].status, 'could-not-judge');
    assert.equal(results.summary.couldNotJudge, 1);
    assert.match(readFileSync(path.join(project.dir, 'out', 'summary.md'), 'utf8'), /### Could not judge[\s\S]*cnj-01/);
    assert.match(readFileSync(path.join(project.dir, 'out', 'junit.xml'), 'utf8'), /<skipped message="could-not-judge: step 1/);
  } finally {
    project.remove();
  }
});

test('a run that judged something exits as its judged tests decide; --strict makes a test it could not judge fail the run', async () => {
  const project = new TempProject();
  try {
    project.write('a.yaml', RPC_DOC);
    project.write('b.yaml', 'id: cnj-02\ntitle: health\nsteps:\n  - request: { url: /health }\n    expect: { status: 200 }\n');
    const plain = await runCli(['run', '.', '--base-url', baseUrl, '--reporter', 'console'], { cwd: project.dir });
    assert.equal(plain.code, 0, plain.stdout);
    assert.match(plain.stdout, /1 passed, 0 failed, 0 skipped, 1 could not judge/);
    const strict = await runCli(['run', '.', '--base-url', baseUrl, '--reporter', 'console', '--strict'], { cwd: project.dir });
    assert.equal(strict.code, 1, strict.stdout);
  } finally {
    project.remove();
  }
});

test('a run whose tests are all not applicable exits 4, not 0', async () => {
  const project = new TempProject();
  try {
    project.write(
      'a.yaml',
      'id: na-01\ntitle: t\nnotApplicable: { if: "true", reason: "no such feature" }\nsteps:\n  - request: { url: /health }\n    expect: { status: 200 }\n',
    );
    const { code, stdout } = await runCli(['run', '.', '--base-url', baseUrl, '--reporter', 'console'], { cwd: project.dir });
    assert.equal(code, 4, stdout);
  } finally {
    project.remove();
  }
});

test('couldNotJudge: the suite condition applies to every document but one that gives its own (an empty list: none)', async () => {
  const project = new TempProject();
  try {
    project.write('suite.yaml', 'name: s\ncouldNotJudge: { if: "refused", reason: "the probe was refused" }\nvars: { refused: true }\n');
    project.write('a.yaml', 'id: cnj-s1\ntitle: t\nsteps:\n  - request: { url: /health }\n    expect: { status: 200 }\n');
    project.write('b.yaml', 'id: cnj-s2\ntitle: t\ncouldNotJudge: []\nsteps:\n  - request: { url: /health }\n    expect: { status: 200 }\n');
    const { code, stdout } = await runCli(['run', '.', '--base-url', baseUrl, '--reporter', 'console'], { cwd: project.dir });
    assert.equal(code, 0, stdout);
    assert.match(stdout, /\? cnj-s1 {2}t — could not judge: the probe was refused/);
    assert.match(stdout, /✓ cnj-s2/);
  } finally {
    project.remove();
  }
});

test('a --client command that does not start: every document could not be judged, and the run exits 4', async () => {
  const project = new TempProject();
  try {
    project.write(
      'a.yaml',
      'id: cl-x\ntitle: the client lists tools\nrole: client\nserve: { version: "2025-11-25" }\nchecks:\n  - name: tools/list sent\n    method: tools/list\n    count: { gte: 1 }\n',
    );
    const { code, stdout } = await runCli(['run', '.', '--client', `${JSON.stringify(process.execPath)} no-such-client-typo.mjs`, '--reporter', 'console'], {
      cwd: project.dir,
    });
    assert.equal(code, 4, stdout);
    assert.match(
      stdout,
      /\? cl-x .* could not judge: the client sent no request to the judging server \(the client exited with code 1; it said: .*Cannot find module/,
    );
  } finally {
    project.remove();
  }
});

test("over stdio, the note quotes what the client said, not its server's stderr that it passed on", async () => {
  const project = new TempProject();
  try {
    project.write(
      'a.yaml',
      'id: cl-s\ntitle: the client lists tools\nrole: client\nserve: { version: "2025-11-25", stdio: { stderr: "Error: only a log line" } }\nchecks:\n  - name: tools/list sent\n    method: tools/list\n    count: { gte: 1 }\n',
    );
    // Passes its server's stderr on as its own, then gives up with its own error.
    project.write(
      'client.mjs',
      [
        "import { spawn } from 'node:child_process';",
        "const server = spawn(process.env.WIRECASE_SERVER_COMMAND, { shell: true, stdio: ['pipe', 'pipe', 'pipe'] });",
        "server.stderr.once('data', (chunk) => {",
        '  process.stderr.write(chunk);',
        "  process.stderr.write('Error: the client gave up on its own\\n');",
        '  server.kill();',
        '  process.exit(1);',
        '});',
      ].join('\n'),
    );
    const { code, stdout } = await runCli(
      ['run', '.', '--client', `${JSON.stringify(process.execPath)} client.mjs {{server_command}}`, '--reporter', 'console'],
      {
        cwd: project.dir,
      },
    );
    assert.equal(code, 4, stdout);
    assert.match(stdout, /\? cl-s .* could not judge: .*\(the client exited with code 1; it said: Error: the client gave up on its own\)/);
  } finally {
    project.remove();
  }
});

test('a document needing what the suite setup could not find (the server answered it 500) could not be judged, naming the setup step', async () => {
  const project = new TempProject();
  try {
    project.write('suite.yaml', 'name: s\nsetup:\n  - name: find an item\n    steps:\n      - request: { url: /broken }\n        capture: { item_id: $.id }\n');
    project.write('a.yaml', 'id: cnj-setup\ntitle: t\nsteps:\n  - request: { url: "/items/{{ item_id }}" }\n    expect: { status: 200 }\n');
    const { code, stdout } = await runCli(['run', '.', '--base-url', baseUrl, '--reporter', 'console'], { cwd: project.dir });
    assert.equal(code, 4, stdout);
    assert.match(
      stdout,
      /\? cnj-setup {2}t — could not judge: .*the suite's setup could not finish \(setup block "find an item": step "[^"]*" was answered 500\), so undefined variable `item_id`/,
    );
  } finally {
    project.remove();
  }
});

test('a defect of the document itself (a schema it built is invalid) is could-not-judge marked documentDefect, and the run exits 3', async () => {
  const project = new TempProject();
  try {
    project.write(
      'a.yaml',
      `id: cnj-defect
title: a schema built at run time
vars: { kinds: [] }
steps:
  - request: { url: /health }
    expect:
      json:
        $.ok: { schema: { enum: "{{ kinds }}" } }
`,
    );
    project.write('b.yaml', 'id: cnj-02\ntitle: health\nsteps:\n  - request: { url: /health }\n    expect: { status: 200 }\n');
    const { code, stdout } = await runCli(['run', '.', '--base-url', baseUrl, '--reporter', 'console,json', '--out', 'out'], { cwd: project.dir });
    assert.equal(code, 3, stdout);
    assert.match(stdout, /\? cnj-defect .*could not judge: step 1 "[^"]*": a defect of the document, not of the target \(.*the JSON Schema itself is invalid/);
    assert.match(stdout, /Defect of a document \(exit 3\): cnj-defect could not run as written/);
    const results = JSON.parse(readFileSync(path.join(project.dir, 'out', 'results.json'), 'utf8'));
    const defect = results.tests.find((t: { id: string }) => t.id === 'cnj-defect');
    assert.equal(defect.status, 'could-not-judge');
    assert.equal(defect.documentDefect, true);
    assert.equal(results.tests.find((t: { id: string }) => t.id === 'cnj-02').documentDefect, undefined);
  } finally {
    project.remove();
  }
});
