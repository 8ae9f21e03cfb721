import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { computeCoverage } from '../../../src/judge/coverage.js';
import { type RunResult, type StepRecord, summarize, type TestResult } from '../../../src/model/results.js';
import { consoleReporter, curlCommand, shown } from '../../../src/report/console-reporter.js';

test('shown: control characters become visible codes; line breaks and tabs stay', () => {
  assert.equal(shown('a\u001b[2Jb\u0007c\td\ne\u009bf\u007f'), 'a\\x1b[2Jb\\x07c\td\ne\\x9bf\\x7f');
  assert.equal(shown('plain text, ünïcode 🚀'), 'plain text, ünïcode 🚀');
});

test("the console never passes a server's escape sequences to the terminal: title, message, body and notes", () => {
  const evil = '\u001b]0;pwned\u0007\u001b[2J';
  const t: TestResult = {
    id: 'e-01',
    title: `title ${evil}`,
    file: 'a.yaml',
    line: 1,
    suite: 's',
    status: 'failed',
    traces: [],
    spec: [],
    tags: [],
    durationMs: 1,
    notes: [`note ${evil}`],
    steps: [
      {
        index: 0,
        name: `step ${evil}`,
        status: 'failed',
        durationMs: 1,
        assertions: [],
        request: { method: 'GET', url: `http://127.0.0.1/${evil}`, headers: [] },
      },
    ],
    failure: { step: 1, stepName: `step ${evil}`, message: `expected ok, got ${evil}`, actual: evil, excerpt: `{"x":"${evil}"}` },
  };
  const result: RunResult = { tool: { name: 'wirecase', version: 't' }, startedAt: '2026-01-01T00:00:00.000Z', summary: summarize([t], 1), tests: [t] };
  let live = '';
  const reporter = consoleReporter({ sources: new Map(), write: (text) => (live += text), color: false, verbose: true });
  reporter.onTestEnd?.(t);
  const text = live + (reporter.render({ result, coverage: computeCoverage([], result), fails: true, judgedNothing: false, documentDefects: [] }).stdout ?? '');
  assert.doesNotMatch(text, /[\u001b\u0007]/);
  assert.match(text, /title \\x1b\]0;pwned\\x07\\x1b\[2J/);
  assert.match(text, /expected ok, got \\x1b/);
});

/** A failed test whose failing step sent a POST with a body and got a 500 back. */
function failedPost(request: NonNullable<StepRecord['request']>): RunResult {
  const t: TestResult = {
    id: 'v-01',
    title: 'creates an item',
    file: 'a.yaml',
    line: 1,
    suite: 's',
    status: 'failed',
    traces: [],
    spec: [],
    tags: [],
    durationMs: 3,
    steps: [
      {
        index: 0,
        name: 'create',
        status: 'failed',
        durationMs: 3,
        assertions: [],
        request,
        response: {
          status: 500,
          headers: [
            ['content-type', 'application/json'],
            ['x-request-id', 'req-77'],
          ],
          body: `{"error":"boom \u001b[31m"}\n${'line\n'.repeat(40)}`,
          bodyBytes: 240,
          truncated: false,
        },
      },
    ],
    failure: { step: 1, stepName: 'create', message: 'expected status 201, got 500' },
  };
  return { tool: { name: 'wirecase', version: 't' }, startedAt: '2026-01-01T00:00:00.000Z', summary: summarize([t], 3), tests: [t] };
}

const POST = {
  method: 'POST',
  url: 'http://127.0.0.1:3020/items?q=a b',
  headers: [
    ['Authorization', '***'],
    ['Content-Type', 'application/json'],
    ['Content-Length', '17'],
  ] as Array<[string, string]>,
  body: `{"name":"O'Brien"}`,
};

function consoleText(result: RunResult, options: { verbose: boolean; curl?: boolean }): string {
  const reporter = consoleReporter({ sources: new Map(), write: () => {}, color: false, ...options });
  return reporter.render({ result, coverage: computeCoverage([], result), fails: true, judgedNothing: false, documentDefects: [] }).stdout ?? '';
}

test("--verbose: the failing step's request and response in full, headers and a body excerpt, control characters shown", () => {
  const result = failedPost(POST);
  const text = consoleText(result, { verbose: true });
  assert.match(text, /\n {2}request\n {4}POST http:\/\/127\.0\.0\.1:3020\/items\?q=a b\n {4}Authorization: \*\*\*\n {4}Content-Type: application\/json\n/);
  assert.match(text, /\n\n {4}\{"name":"O'Brien"\}\n/, 'the request body');
  assert.match(text, /\n {2}response\n {4}500\n {4}content-type: application\/json\n {4}x-request-id: req-77\n\n {4}\{"error":"boom \\x1b\[31m"\}\n/);
  assert.doesNotMatch(text, /\u001b/);
  assert.equal((text.match(/^ {4}line$/gm) ?? []).length, 19, 'an excerpt: 20 lines of the body, then …');
  assert.match(text, /^ {4}…$/m);
  // Without --verbose, none of it.
  const plain = consoleText(result, { verbose: false });
  assert.doesNotMatch(plain, /x-request-id|request\n/);
  assert.doesNotMatch(plain, /curl/);
});

test('--curl: each failing request as one POSIX shell command that sends what was sent (secrets as ***)', async () => {
  const tricky = { ...POST, url: "http://127.0.0.1:3020/it'ems?q=$(touch pwned)&r=`id`", body: `{"a":"it's \\"x\\" $HOME\n!"}` };
  const text = consoleText(failedPost(tricky), { verbose: false, curl: true });
  const line = /^ {4}(curl [\s\S]*?)\n\n/m.exec(text)?.[1];
  assert.ok(line, text);
  assert.match(
    line,
    /^curl -X 'POST' 'http:\/\/127\.0\.0\.1:3020\/it'\\''ems\?q=\$\(touch pwned\)&r=`id`' -H 'Authorization: \*\*\*' -H 'Content-Type: application\/json' --data-binary '/,
  );
  assert.doesNotMatch(line, /Content-Length/, 'curl counts the body itself');
  // Run it in a POSIX shell against a stand-in `curl` that prints the words it got: exactly the record's.
  const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-curl-'));
  try {
    writeFileSync(path.join(dir, 'curl'), `#!/usr/bin/env node\nprocess.stdout.write(JSON.stringify(process.argv.slice(2)));\n`, { mode: 0o755 });
    const { stdout } = await promisify(execFile)('/bin/sh', ['-c', line], { cwd: dir, env: { PATH: `${dir}:${process.env.PATH}`, HOME: '/nowhere' } });
    assert.deepEqual(JSON.parse(stdout), [
      '-X',
      'POST',
      tricky.url,
      '-H',
      'Authorization: ***',
      '-H',
      'Content-Type: application/json',
      '--data-binary',
      tricky.body,
    ]);
    assert.ok(!existsSync(path.join(dir, 'pwned')), 'nothing in the command was run by the shell');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.equal(curlCommand({ method: 'GET', url: 'http://h/x', headers: [['X-Api-Key', 'sk-live-123']] }), "curl -X 'GET' 'http://h/x' -H 'X-Api-Key: ***'");
});

test('a failed MCP call shows the method and arguments it sent, without --verbose; a body that is no JSON-RPC request shows none', () => {
  const call = failedPost({ ...POST, body: '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"add","arguments":{"a":1,"b":"\\u001b[2J"}}}' });
  const text = consoleText(call, { verbose: false });
  assert.match(text, /\n {2}sent: tools\/call \{"name":"add","arguments":\{"a":1,"b":"\\u001b\[2J"\}\}\n {2}expected status 201, got 500/);
  assert.doesNotMatch(consoleText(failedPost(POST), { verbose: false }), /sent:/);
});
