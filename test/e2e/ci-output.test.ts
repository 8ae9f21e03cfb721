import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { codeSpan } from '../../src/report/markdown-reporter.js';
import { outsideCodeSpans } from '../helpers/markdown-code-spans.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

/**
 * A hostile server's bodies in GitHub Actions: nothing it sends runs as a workflow command in the
 * console, and nothing it sends is markup (image, link, HTML, bold) in summary.md or the job summary.
 */

/** Each line would be a workflow command if printed as it is (both of the runner's parsing rules). */
const HOSTILE_TEXT = [
  'before',
  '::add-mask::pwned-mask',
  '   ::error file=x,line=1::pwned-indented',
  'text ##[error]pwned-anywhere',
  '::stop-commands::evil',
  '::evil::',
  '::warning::pwned-after-own-stop',
].join('\n');

const HOSTILE_VALUE = 'pwned ![i](https://evil.example/t.png) <img src=x> **pwned-bold** [pwned-link](https://evil.example) ` `` ``` \n## pwned-heading';

let server: Server;
const project = new TempProject();

before(async () => {
  server = createServer((req, res) => {
    if (req.url === '/text') {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(HOSTILE_TEXT);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ a: HOSTILE_VALUE }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  project.write('suite.yaml', `baseUrl: ${baseUrl}\n`);
  project.write(
    'a.yaml',
    'id: ci-01\ntitle: text body\nsteps:\n  - request: { url: /text }\n    expect: { status: 200 }\n---\nid: ci-02\ntitle: json body\nsteps:\n  - request: { url: /json }\n    expect: { json: { $.a: 1 } }\n',
  );
});
after(async () => {
  project.remove();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * The workflow commands GitHub's runner would run from `text`, as its ActionCommandManager reads
 * lines: a line that starts with `::` once trimmed (`::name props::data`), or `##[name …]` anywhere in
 * a line; after `::stop-commands::T`, nothing runs until a command named T. (Conservative: any name
 * counts, registered or not.)
 */
function runnerCommands(text: string, stoppedBy?: string): { run: string[]; stoppedBy: string | undefined } {
  const run: string[] = [];
  let stop = stoppedBy;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    let name: string | undefined;
    let data = '';
    const end = line.startsWith('::') ? line.indexOf('::', 2) : -1;
    if (end > 2) {
      name = line.slice(2, end).split(' ')[0];
      data = line.slice(end + 2);
    } else if (raw.includes('##[')) {
      name = /##\[([^\]\s;]*)/.exec(raw)![1];
    }
    if (name === undefined) continue;
    if (stop !== undefined) {
      if (name === stop) stop = undefined;
      continue;
    }
    if (name === 'stop-commands') stop = data;
    else run.push(line);
  }
  return { run, stoppedBy: stop };
}

test('the emulated runner and code-span rules themselves: hostile lines are commands, code spans hold anything', () => {
  assert.deepEqual(runnerCommands(HOSTILE_TEXT).run, [
    '::add-mask::pwned-mask',
    '::error file=x,line=1::pwned-indented',
    'text ##[error]pwned-anywhere',
    '::warning::pwned-after-own-stop',
  ]);
  assert.deepEqual(runnerCommands(HOSTILE_TEXT).stoppedBy, undefined, "the server's own stop token resumed");
  assert.deepEqual(runnerCommands('text ##[error]pwned').run, ['text ##[error]pwned']);
  for (const text of [HOSTILE_VALUE, '`', '``a``', 'a`', '` a `', 'plain']) {
    const span = codeSpan(text);
    assert.equal(outsideCodeSpans(span), '', `${span} is one code span`);
    assert.equal(span.includes('\n'), false);
  }
  assert.equal(codeSpan('a ` b'), '``a ` b``');
  assert.equal(codeSpan('`x'), '`` `x ``');
});

test('GITHUB_ACTIONS=true: no server text runs as a workflow command; the annotations still do; no markup in summary.md or the job summary', async () => {
  const summaryFile = path.join(project.dir, 'step-summary.md');
  const { code, stdout, stderr } = await runCli(['run', '.', '--verbose', '--concurrency', '1', '--reporter', 'console,markdown', '--out', 'out'], {
    cwd: project.dir,
    env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile },
  });
  assert.equal(code, 1, stdout + stderr);
  // The hostile lines were printed (they would run without the guard) ...
  assert.match(stdout, /^ *::add-mask::pwned-mask$/m);
  assert.ok(runnerCommands(stdout.replace(/^::stop-commands::.*$|^::[0-9a-f]{32}::$/gm, '')).run.some((l) => l.includes('pwned')));
  // ... and with it, only wirecase's own annotations run, and commands are on again at the end.
  const { run, stoppedBy } = runnerCommands(stdout);
  assert.deepEqual(
    run.map((l) => l.slice(0, l.indexOf('::', 2)).replace(/,line=.*,title=/, ' ')),
    ['::error file=a.yaml ci-01%3A text body', '::error file=a.yaml ci-02%3A json body'],
    stdout,
  );
  assert.equal(stoppedBy, undefined, 'commands are turned back on at exit');
  // stderr is read while commands are stopped (the token is never on it).
  const token = /^::stop-commands::([0-9a-f]{32})$/m.exec(stdout)![1]!;
  assert.deepEqual(runnerCommands(stderr, token).run, []);
  assert.equal(stderr.includes(token), false);

  for (const [name, text] of [
    ['summary.md', readFileSync(path.join(project.dir, 'out', 'summary.md'), 'utf8')],
    ['job summary', readFileSync(summaryFile, 'utf8')],
  ] as const) {
    assert.match(text, /pwned/, `${name} shows the value`);
    for (const line of text.split(/\r\n|\r|\n/))
      assert.doesNotMatch(outsideCodeSpans(line), /pwned|evil/, `${name}: server text outside a code span:\n${line}`);
  }
});
