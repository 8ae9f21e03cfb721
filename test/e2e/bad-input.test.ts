import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

const ok = `id: ok-01
title: fine
steps:
  - request: { url: http://127.0.0.1:9/x }
    sendOnly: true
`;

/**
 * Each case: a file (or command line) that is wrong in one way. wirecase must exit 2 with the
 * diagnostic code, the file:line:col of the problem and the offending line — never a stack trace.
 */
const cases: Array<{
  name: string;
  files: Record<string, string>;
  args?: string[];
  code: string;
  where?: string;
  line?: RegExp;
  message?: RegExp;
  hint?: RegExp;
  alone?: boolean;
}> = [
  {
    name: 'YAML syntax error (said where the bracket opened)',
    files: { 'a.yaml': 'id: x\ntitle: [unclosed\nsteps: []\n' },
    code: 'YAML_SYNTAX',
    where: 'a.yaml:2:8',
  },
  { name: 'duplicate key', files: { 'a.yaml': 'id: x\nid: y\ntitle: t\nsteps: [{ request: { url: /a } }]\n' }, code: 'DUPLICATE_KEY', where: 'a.yaml:2:1' },
  {
    name: 'unknown key with did-you-mean',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: /a }\n    expect:\n      stauts: 200\n' },
    code: 'UNKNOWN_KEY',
    where: 'a.yaml:6:7',
    line: /stauts: 200/,
    hint: /did you mean `status`/,
  },
  {
    name: 'unknown top-level key',
    files: { 'a.yaml': 'id: x\ntitle: t\ntgas: [a]\nsteps: [{ request: { url: /a } }]\n' },
    code: 'UNKNOWN_KEY',
    where: 'a.yaml:3:1',
    hint: /did you mean `tags`/,
  },
  {
    name: 'missing required key',
    files: { 'a.yaml': 'id: x\nsteps: [{ request: { url: /a } }]\n' },
    code: 'SCHEMA_VIOLATION',
    where: 'a.yaml:1:1',
    line: /id: x/,
  },
  {
    name: 'wrong type',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: /a }\n    expect: { status: ok }\n' },
    code: 'SCHEMA_VIOLATION',
    where: 'a.yaml:5:23',
  },
  {
    name: 'bad level value',
    files: { 'a.yaml': 'id: x\ntitle: t\nlevel: requird\nsteps: [{ request: { url: /a } }]\n' },
    code: 'SCHEMA_VIOLATION',
    where: 'a.yaml:3:8',
    hint: /did you mean `required`/,
  },
  {
    name: 'two bodies at once',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: /a, json: {}, body: "x" }\n' },
    code: 'SCHEMA_VIOLATION',
    where: 'a.yaml:4:35',
    message: /step 1's request may not have both `json` and `body`/,
    hint: /one body at most/,
    alone: true,
  },
  // Rules the schema states (editors flag them too), each one located diagnostic.
  {
    name: 'step without request or rpc',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - name: nothing to send\n' },
    code: 'SCHEMA_VIOLATION',
    where: 'a.yaml:4:5',
    message: /step 1 needs one of `request`, `rpc`, `include`, `browser`, `await` or `stdio`/,
    hint: /exactly one of `request`, `rpc`/,
    alone: true,
  },
  {
    name: 'step with both request and rpc',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: /a }\n    rpc: { method: tools/list }\n' },
    code: 'SCHEMA_VIOLATION',
    where: 'a.yaml:5:5',
    line: /rpc: \{ method/,
    message: /step 1 may not have both `request` and `rpc`/,
    alone: true,
  },
  {
    name: 'document without steps',
    files: { 'a.yaml': 'id: x\ntitle: t\nskip: { if: "true", reason: r }\n' },
    code: 'SCHEMA_VIOLATION',
    where: 'a.yaml:1:1',
    message: /the document is missing the required key `steps`/,
    hint: /unless it is always skipped or not applicable/,
    alone: true,
  },
  {
    name: 'capture without a source',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: /a }\n    capture:\n      n: { group: 1, regex: "(a)", json: $.a }\n      m: {}\n' },
    code: 'SCHEMA_VIOLATION',
    where: 'a.yaml:7:7',
    message: /`m` in step 1's capture needs at least one of `json`, `header`, `regex` or `status`/,
  },
  {
    name: 'capture with two sources',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: /a }\n    capture:\n      n: { json: $.a, status: true }\n' },
    code: 'SCHEMA_VIOLATION',
    where: 'a.yaml:6:23',
    message: /`n` in step 1's capture may not have both `json` and `status`/,
    hint: /only `header` and `regex` go together/,
    alone: true,
  },
  {
    name: 'group without regex',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: /a }\n    capture:\n      n: { header: x-id, group: 1 }\n' },
    code: 'SCHEMA_VIOLATION',
    where: 'a.yaml:6:26',
    message: /`group` only goes with `regex`/,
    alone: true,
  },
  {
    name: 'wrong type inside a capture',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: /a }\n    capture:\n      n: { json: 5 }\n' },
    code: 'SCHEMA_VIOLATION',
    where: 'a.yaml:6:18',
    message: /`n\.json` in step 1's capture must be a string, not the number 5/,
    alone: true,
  },
  {
    name: 'wrong type inside a matcher',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: /a }\n    expect:\n      json:\n        $.n: { gt: ten }\n' },
    code: 'SCHEMA_VIOLATION',
    where: 'a.yaml:7:20',
    message: /`json\.\$\.n\.gt` in step 1's expect must be a number, not the text "ten"/,
    alone: true,
  },
  {
    name: 'step rule in a fragment',
    files: {
      'suite.yaml': 'name: s\n',
      'fragments/f.yaml': 'steps:\n  - name: nothing to send\n',
      'a.yaml': 'id: x\ntitle: t\nsteps:\n  - include: fragments/f.yaml\n',
    },
    code: 'SCHEMA_VIOLATION',
    where: 'fragments/f.yaml:2:5',
    message: /step 1 needs one of `request`, `rpc`, `include`, `browser`, `await` or `stdio`/,
    alone: true,
  },
  {
    name: 'bad JSONPath',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: /a }\n    expect:\n      json:\n        $.items[: 1\n' },
    code: 'BAD_JSONPATH',
    where: 'a.yaml:7:9',
  },
  {
    name: 'bad regex',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: /a }\n    expect:\n      body: { matches: "(unclosed" }\n' },
    code: 'BAD_REGEX',
    where: 'a.yaml:6:',
  },
  {
    name: 'undefined variable',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: "/items/{{ item_id }}" }\n' },
    code: 'UNDEFINED_VARIABLE',
    where: 'a.yaml:4:',
    line: /item_id/,
  },
  {
    name: 'variable used before it is captured',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: "/a/{{ later }}" }\n  - request: { url: /b }\n    capture: { later: $.id }\n' },
    code: 'UNDEFINED_VARIABLE',
    where: 'a.yaml:4:',
  },
  {
    name: 'typo in secrets',
    files: { 'a.yaml': 'id: x\ntitle: t\nvars:\n  user_email: a@b.c\nsecrets: [user_emial]\nsteps: [{ request: { url: "/a/{{ user_email }}" } }]\n' },
    code: 'UNDEFINED_VARIABLE',
    where: 'a.yaml:5:11',
    line: /secrets: \[user_emial\]/,
    hint: /did you mean `user_email`/,
  },
  {
    name: 'typo in a suite secrets',
    files: {
      'suite.yaml': 'vars:\n  passcode: ""\nsecrets: [pascode]\n',
      'a.yaml': 'id: x\ntitle: t\nsteps: [{ request: { url: "http://127.0.0.1:9/{{ passcode }}" } }]\n',
    },
    code: 'UNDEFINED_VARIABLE',
    where: 'suite.yaml:3:11',
    hint: /did you mean `passcode`/,
  },
  {
    name: 'bad template syntax',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: "/a/{{ 1 + }}" }\n' },
    code: 'BAD_TEMPLATE',
    where: 'a.yaml:4:',
  },
  {
    name: 'unknown function',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: "/a/{{ exec(1) }}" }\n' },
    code: 'BAD_TEMPLATE',
    where: 'a.yaml:4:',
  },
  { name: 'duplicate test ID across files', files: { 'a.yaml': ok, 'b.yaml': ok }, code: 'DUPLICATE_TEST_ID', where: 'b.yaml:1:5', line: /id: ok-01/ },
  {
    name: 'missing schema file',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: /a }\n    expect: { schema: nope.json }\n' },
    code: 'BAD_SCHEMA_REF',
    where: 'a.yaml:5:23',
  },
  { name: 'missing file', files: {}, args: ['validate', 'does-not-exist.yaml'], code: 'FILE_NOT_FOUND' },
  {
    name: 'bad suite file',
    files: { 'suite.yaml': 'baseUrl: http://x\ntimout: 5s\n', 'a.yaml': ok },
    code: 'UNKNOWN_KEY',
    where: 'suite.yaml:2:1',
    hint: /did you mean `timeout`/,
  },
  { name: 'bad --var', files: { 'a.yaml': ok }, args: ['run', 'a.yaml', '--var', 'no-equals'], code: 'BAD_ARGUMENT' },
  { name: 'unknown reporter', files: { 'a.yaml': ok }, args: ['run', 'a.yaml', '--reporter', 'console,pdf'], code: 'BAD_ARGUMENT' },
  { name: 'bad --report-body-size', files: { 'a.yaml': ok }, args: ['run', 'a.yaml', '--report-body-size', '64 kilobytes'], code: 'BAD_ARGUMENT' },
  {
    name: 'bad reportBodySize in a suite',
    files: { 'suite.yaml': 'reportBodySize: lots\n', 'a.yaml': ok },
    code: 'SCHEMA_VIOLATION',
    where: 'suite.yaml:1:17',
  },
  { name: 'unknown option', files: { 'a.yaml': ok }, args: ['run', 'a.yaml', '--colour'], code: 'BAD_ARGUMENT' },
  { name: '--timeout past what a timer takes', files: { 'a.yaml': ok }, args: ['run', 'a.yaml', '--timeout', '99999999999'], code: 'BAD_ARGUMENT' },
  { name: 'missing env file', files: { 'a.yaml': ok }, args: ['run', 'a.yaml', '--env-file', 'nope.env'], code: 'FILE_NOT_FOUND' },
  { name: 'empty file', files: { 'a.yaml': '# nothing here\n' }, code: 'NO_DOCUMENTS', where: 'a.yaml:1:1' },
  // Resource limits: each a located diagnostic, never the YAML library's exception.
  { name: 'YAML alias bomb', files: { 'a.yaml': aliasBomb() }, code: 'YAML_LIMIT', where: 'a.yaml:5:', line: /b: &b/, hint: /instead of aliases of aliases/ },
  {
    name: 'YAML nested too deeply',
    files: {
      'a.yaml': `id: x\ntitle: t\nsteps:\n  - request: { url: /a }\n    expect:\n      json:\n        $.a: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`,
    },
    code: 'YAML_LIMIT',
    where: 'a.yaml:7:',
  },
  {
    name: 'YAML file too large',
    files: {
      'a.yaml': `id: x\ntitle: t\nvars:\n  big: "${'x'.repeat(5 << 20)}"\nsteps: [{ request: { url: /a } }]\n`,
      'b.yaml': 'id: y\ntitle: t\nstep: []\n',
    },
    code: 'YAML_LIMIT',
    where: 'a.yaml:1:1',
  },
  {
    name: 'literal URL that cannot be a URL',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: "ht!tp://::bad" }\n    sendOnly: true\n' },
    code: 'BAD_URL',
    where: 'a.yaml:4:21',
    hint: /relative to the base URL/,
  },
  {
    name: 'absolute URL of another scheme',
    files: { 'a.yaml': 'id: x\ntitle: t\nsteps:\n  - request: { url: "ftp://example.org/x" }\n    sendOnly: true\n' },
    code: 'BAD_URL',
    where: 'a.yaml:4:21',
  },
  {
    name: 'base URL without its scheme',
    files: { 'suite.yaml': 'baseUrl: localhost:8080\n', 'a.yaml': ok },
    code: 'BAD_URL',
    where: 'suite.yaml:1:10',
    line: /localhost/,
  },
];

/** "Billion laughs": each line nine aliases of the one above. */
function aliasBomb(): string {
  const rows = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (const [name, prev] of [
    ['b', 'a'],
    ['c', 'b'],
    ['d', 'c'],
    ['e', 'd'],
    ['f', 'e'],
    ['g', 'f'],
  ])
    rows.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
  return `id: x\ntitle: t\nvars:\n${rows.map((r) => `  ${r}`).join('\n')}\nsteps: [{ request: { url: /a } }]\n`;
}

for (const c of cases) {
  test(`bad input: ${c.name}`, async () => {
    const sub = c.name.replace(/\W+/g, '-');
    project.write(`${sub}/.keep`, '');
    for (const [name, text] of Object.entries(c.files)) project.write(`${sub}/${name}`, text);
    const args = c.args ?? ['validate', '.'];
    const { code, stderr, stdout } = await runCli(args, { cwd: `${project.dir}/${sub}`.replace(/\/$/, ''), timeoutMs: 15_000 }).catch(async () => {
      throw new Error('hung');
    });
    assert.equal(code, 2, `exit code (stdout: ${stdout}, stderr: ${stderr})`);
    assert.match(stderr, new RegExp(`error\\[${c.code}\\]`));
    if (c.where) assert.ok(stderr.includes(`--> ${c.where}`), `expected location ${c.where} in:\n${stderr}`);
    if (c.line) assert.match(stderr, c.line);
    if (c.message) assert.match(stderr, c.message);
    if (c.hint) assert.match(stderr, c.hint);
    if (c.alone) assert.equal(stderr.match(/^error\[/gm)?.length, 1, `one diagnostic, not several:\n${stderr}`);
    assert.doesNotMatch(stderr, /\n\s+at .*\(.*:\d+:\d+\)/, 'no stack trace');
  });
}

test('every problem of a file is reported, not just the first', async () => {
  project.write('many/a.yaml', 'id: x\ntitle: t\nsteps:\n  - request: { url: /a, methd: GET }\n    expect: { stauts: 200 }\n');
  const { code, stderr } = await runCli(['validate', '.'], { cwd: `${project.dir}/many` });
  assert.equal(code, 2);
  assert.match(stderr, /unknown key `methd`/);
  assert.match(stderr, /unknown key `stauts`/);
  assert.match(stderr, /2 problems/);
});
