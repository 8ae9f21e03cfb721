import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diffSurface } from '../../../src/surface/diff.js';
import { operands } from '../../../src/surface/index.js';
import { diffFails, renderConsole, renderJson, renderMarkdown } from '../../../src/surface/render.js';

const empty = { tools: [], prompts: [], resources: [], resourceTemplates: [] };
// A server's tool name is data: markup, a table pipe, a link, a code span and an escape sequence in it.
const hostile = 'x|y `z` <script>alert(1)</script> [a](http://evil.example) \u001b[31mred';

test('--fail-on: breaking fails on a breaking change only, any on any change, none never', () => {
  const removed = diffSurface({ ...empty, tools: [{ name: 'a' }] }, empty);
  const added = diffSurface(empty, { ...empty, tools: [{ name: 'a' }] });
  const none = diffSurface(empty, empty);
  assert.deepEqual(
    [removed, added, none].map((d) => [diffFails(d, 'breaking'), diffFails(d, 'any'), diffFails(d, 'none')]),
    [
      [true, true, false],
      [false, true, false],
      [false, false, false],
    ],
  );
});

test("a server's names reach no report as markup, a link, a table cell break or a terminal escape", () => {
  const diff = diffSurface({ ...empty, tools: [{ name: hostile }] }, empty);
  const heading = { a: 'base.json', b: 'http://127.0.0.1:3000/mcp', failOn: 'breaking' as const };
  const markdown = renderMarkdown(diff, heading);
  const row = markdown.split('\n').find((line) => line.includes('tool-removed'))!;
  assert.equal(row.split(/(?<!\\)\|/).length, 7, 'five cells: the name did not open a sixth');
  assert.ok(!markdown.includes('<script>') && !markdown.includes('](http') && !markdown.includes('`z`'));
  assert.ok(!markdown.includes('\u001b'));
  assert.match(markdown, /## ❌ Tool surface: 1 breaking, 0 compatible/);
  const text = renderConsole(diff, heading);
  assert.ok(!text.includes('\u001b'));
  assert.match(text, /\\x1b\[31mred: tool removed \[tool-removed\]/);
  assert.match(text, /1 breaking, 0 compatible \(--fail-on breaking: fails\)/);
  const json = JSON.parse(renderJson(diff, heading));
  assert.equal(json.changes[0].name, hostile, 'JSON keeps the name exactly');
  assert.equal(json.fails, true);
});

test('no differences: said so, and nothing fails', () => {
  const heading = { a: 'a.json', b: 'b.json', failOn: 'any' as const };
  assert.match(renderConsole(diffSurface(empty, empty), heading), /no differences[\s\S]*0 breaking, 0 compatible \(--fail-on any: passes\)/);
  assert.match(renderMarkdown(diffSurface(empty, empty), heading), /✅ Tool surface: 0 breaking, 0 compatible[\s\S]*No differences\./);
});

test("the two sides: a and b, a list of two, yargs positionals, or the diff command's target options", () => {
  assert.deepEqual(operands({ a: 'base.json', b: 'http://h/mcp' }), ['base.json', 'http://h/mcp']);
  assert.deepEqual(operands({ paths: ['base.json', 'head.json'] }), ['base.json', 'head.json']);
  assert.deepEqual(operands({ _: ['diff', 'base.json', 'head.json'] }), ['base.json', 'head.json']);
  assert.deepEqual(operands({ paths: [], baseUrl: 'http://a/mcp', against: 'http://b/mcp' }), ['http://a/mcp', 'http://b/mcp']);
  assert.deepEqual(operands({ paths: ['base.json'], againstStdio: 'node server.js' }), ['base.json', 'stdio:node server.js']);
  assert.deepEqual(operands({ paths: [], stdio: 'node old.js', against: 'http://b/mcp' }), ['stdio:node old.js', 'http://b/mcp']);
  assert.throws(() => operands({ paths: ['one.json'] }), /compares two sides, A and B; got 1: one\.json/);
  assert.throws(() => operands({ paths: ['1', '2', '3'] }), /got 3/);
});
