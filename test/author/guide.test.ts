import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startDemoServer } from '../../src/serve/demo/demo-server.js';
import { startScriptedServer } from '../../src/serve/scripted/index.js';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';

type Server = { url: string; close(): Promise<void> };
// The first half's examples are plain HTTP, against the demo API; docs/examples/mcp/ against the scripted MCP server.
let demo: Server;
let scripted: Server;
before(async () => {
  demo = await startDemoServer({ host: '127.0.0.1', port: 0 });
  scripted = await startScriptedServer({ host: '127.0.0.1', port: 0 });
});
after(async () => {
  await demo.close();
  await scripted.close();
});

const docs = path.join(repoRoot, 'docs');
const examples = path.join(docs, 'examples');
const guide = readFileSync(path.join(docs, 'guide.md'), 'utf8');

/** Fenced blocks: ```lang info\n...``` */
function fences(): Array<{ info: string; text: string }> {
  const out: Array<{ info: string; text: string }> = [];
  const re = /^```([^\n]*)\n([\s\S]*?)^```$/gm;
  for (let m = re.exec(guide); m; m = re.exec(guide)) out.push({ info: m[1]!.trim(), text: m[2]! });
  return out;
}

function exampleFiles(): string[] {
  return readdirSync(examples, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

test("every YAML example in the guide is its file's text (file=) or a verbatim part of it (from=), and every example file is shown", () => {
  const shown = new Set<string>();
  let checked = 0;
  for (const { info, text } of fences()) {
    if (!info.startsWith('yaml')) continue;
    const ref = /\b(file|from)=(\S+)/.exec(info);
    assert.ok(ref, `a yaml example in the guide names no file (\`\`\`yaml file=examples/x.yaml):\n${text}`);
    const content = readFileSync(path.join(docs, ref[2]!), 'utf8');
    if (ref[1] === 'file') {
      assert.equal(text, content, `the guide's copy of ${ref[2]} differs from the file`);
      shown.add(ref[2]!.replace(/^examples\//, ''));
    } else {
      assert.ok(content.includes(text), `the guide quotes text that is not in ${ref[2]}:\n${text}`);
    }
    checked++;
  }
  assert.ok(checked >= 20, `only ${checked} examples checked`);
  const notShown = exampleFiles().filter((f) => !shown.has(f) && !f.startsWith('failure/'));
  assert.deepEqual(notShown, [], 'example files the guide does not show in full');
});

test('every example file validates', async () => {
  const validated = await runCli(['validate', 'docs/examples'], { cwd: repoRoot });
  assert.equal(validated.code, 0, validated.stdout + validated.stderr);
  assert.match(validated.stdout, /valid/);
});

const documents = (folder: 'plain' | 'mcp') =>
  exampleFiles()
    // failure/ fails on purpose; fuzz/ is a regression document `wirecase fuzz` wrote, for a server with a tool neither target has.
    .filter((f) => !f.endsWith('suite.yaml') && !/^(failure|fuzz)\//.test(f) && !f.includes('fragments/') && f.startsWith('mcp/') === (folder === 'mcp'))
    .map((f) => `docs/examples/${f}`);

test('every plain HTTP example runs green against the demo API (the skip and not-applicable examples are reported as such)', async () => {
  const files = documents('plain');
  const text = files.map((f) => readFileSync(path.join(repoRoot, f), 'utf8')).join('\n');
  assert.doesNotMatch(text, /\brpc:|\bmcp:|\/mcp\b/, 'an example of the plain HTTP half uses MCP');
  const run = await runCli(['run', ...files, '--base-url', demo.url], { cwd: repoRoot, timeoutMs: 60_000 });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /\n18 passed, 0 failed, 1 skipped, 1 not applicable/);
  assert.match(run.stdout, /guide-skip-01 .* skipped: Known failure/);
});

test('every MCP example runs green against the scripted server', async () => {
  const run = await runCli(['run', ...documents('mcp'), '--base-url', scripted.url], { cwd: repoRoot, timeoutMs: 60_000 });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /\n3 passed, 0 failed, 0 skipped/);
});

test('the guide shows plain HTTP first: no MCP example before the MCP section', () => {
  const mcpSection = guide.indexOf('\n## MCP servers\n');
  assert.ok(mcpSection > 0, 'the guide has no MCP section');
  const before = guide.slice(0, mcpSection);
  assert.doesNotMatch(before, /```yaml (file|from)=examples\/mcp\//);
  assert.doesNotMatch(before.replace(/^```text[\s\S]*?^```$/gm, ''), /^\s*-?\s*rpc:/m);
});

test("the guide's failure output is the real output of the failing example", async () => {
  const run = await runCli(['run', 'docs/examples/failure', '--base-url', demo.url, '--concurrency', '1'], { cwd: repoRoot });
  assert.equal(run.code, 1, run.stdout + run.stderr);
  const shown = fences().find((f) => f.info === 'text' && f.text.includes('guide-fail-01'));
  assert.ok(shown, 'the guide shows no failure output');
  const normal = (text: string) =>
    text
      .replace(/wirecase \d+\.\d+\.\d+/g, 'wirecase X')
      .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT')
      .replace(/ \(started by wirecase\)/g, '')
      .replace(/\(\d+ ms\)/g, '(N ms)')
      .replace(/\([\d.]+ s\)/g, '(N s)')
      .trimEnd();
  assert.equal(normal(run.stdout), normal(shown.text));
});
