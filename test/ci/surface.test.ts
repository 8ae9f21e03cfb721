import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { UserError } from '../../src/source/diagnostic.js';
import { diffSurface, type LiveOptions, listLive, type Surface, surfaceDiffCommand } from '../../src/surface/index.js';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { startReferenceTarget } from '../targets/mcp-reference/server.js';

const live: LiveOptions = { headers: {}, timeoutMs: 10_000, revision: 'auto' };
const validateListing = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(path.join(repoRoot, 'schemas', 'surface.schema.json'), 'utf8')));

type Target = Awaited<ReturnType<typeof startReferenceTarget>>;
let healthy: Target;
let work: string;
before(async () => {
  healthy = await startReferenceTarget({});
  work = mkdtempSync(path.join(tmpdir(), 'wirecase-surface-'));
});
after(async () => {
  await healthy.close();
  rmSync(work, { recursive: true, force: true });
});

async function listed(side: Parameters<typeof listLive>[0], options = live): Promise<Surface> {
  const result = await listLive(side, options);
  assert.ok(result.ok, result.ok ? '' : result.reason);
  assert.ok(validateListing(result.surface), JSON.stringify(validateListing.errors));
  return result.surface;
}

async function withFault<T>(fault: string, use: (target: Target) => Promise<T>): Promise<T> {
  const target = await startReferenceTarget({ fault });
  try {
    return await use(target);
  } finally {
    await target.close();
  }
}

test('list-surface reads every page of every list of the reference target; diffed against itself, nothing', async () => {
  const a = await listed({ kind: 'url', url: healthy.mcpUrl });
  assert.equal(a.era, '2026-07-28');
  // tools/list comes in pages of 5: all 14 tools, sorted by name.
  assert.equal(a.tools.length, 14);
  assert.deepEqual(
    a.tools.map((t) => t.name),
    [...a.tools.map((t) => t.name as string)].sort((x, y) => x.localeCompare(y)),
  );
  assert.ok(a.resources.length > 0 && a.prompts.length > 0 && a.resourceTemplates.length > 0);
  assert.deepEqual(a.notes, []);
  const b = await listed({ kind: 'url', url: healthy.mcpUrl });
  assert.deepEqual(diffSurface(a, b).changes, []);
});

test('a fault that changes the surface is found and classified: a null inputSchema, a renamed tool, a page that loses a tool', async () => {
  const base = await listed({ kind: 'url', url: healthy.mcpUrl });
  const nullSchema = await withFault('input-schema-null', async (t) => diffSurface(base, await listed({ kind: 'url', url: t.mcpUrl })));
  assert.deepEqual(
    nullSchema.changes.map((c) => [c.severity, c.kind, c.name, c.rule, c.path]),
    [['breaking', 'tool', 'reverse', 'schema-changed', 'inputSchema']],
  );
  const renamed = await withFault('tool-name-with-space', async (t) => diffSurface(base, await listed({ kind: 'url', url: t.mcpUrl })));
  assert.deepEqual(
    renamed.changes.map((c) => [c.severity, c.name, c.rule]),
    [
      ['breaking', 'reverse', 'tool-removed'],
      ['compatible', 'reverse text', 'tool-added'],
    ],
  );
  const skipped = await withFault('pagination-skips-item', async (t) => diffSurface(base, await listed({ kind: 'url', url: t.mcpUrl })));
  assert.ok(skipped.changes.length > 0);
  assert.ok(skipped.changes.every((c) => c.severity === 'breaking' && c.rule === 'tool-removed'));
});

test('list-surface speaks the 2025 handshake with its session, and stdio, to the same tools', async () => {
  const modern = await listed({ kind: 'url', url: healthy.mcpUrl });
  const legacyTarget = await startReferenceTarget({ legacy: 'session' });
  try {
    const legacy = await listed({ kind: 'url', url: legacyTarget.mcpUrl }, { ...live, revision: '2025-11-25' });
    assert.equal(legacy.era, '2025-11-25');
    assert.ok(legacy.tools.length > 0);
    for (const t of legacy.tools)
      assert.ok(
        modern.tools.some((m) => m.name === t.name),
        `${String(t.name)} is a tool of the reference target`,
      );
  } finally {
    await legacyTarget.close();
  }
  const command = `"${process.execPath}" ${path.join(repoRoot, 'dist', 'test', 'targets', 'mcp-reference', 'main.js')} --stdio`;
  const stdio = await listed({ kind: 'stdio', command });
  assert.equal(stdio.source, `stdio: ${command}`);
  assert.ok(stdio.tools.length > 0);
  for (const t of stdio.tools) assert.ok(modern.tools.some((m) => m.name === t.name));
});

test('wirecase list-surface > file, then diff --surface file URL: exit 1 on breaking, reports in console, JSON and Markdown', async () => {
  const cli = await runCli(['list-surface', healthy.mcpUrl], { cwd: work });
  assert.equal(cli.code, 0, cli.stderr);
  const saved = path.join(work, 'base.json');
  writeFileSync(saved, cli.stdout);
  assert.ok(validateListing(JSON.parse(cli.stdout)));

  const out = path.join(work, 'reports');
  await withFault('input-schema-null', async (t) => {
    const args = { _: ['diff'], surface: true, a: saved, b: t.mcpUrl, failOn: 'breaking', reporter: ['console,json', 'markdown'], out };
    assert.equal(await surfaceDiffCommand(args, {}), 1);
    const json = JSON.parse(readFileSync(path.join(out, 'surface-diff.json'), 'utf8'));
    assert.equal(json.format, 'wirecase-surface-diff/1');
    assert.equal(json.fails, true);
    assert.equal(json.breaking, 1);
    assert.equal(json.changes[0].name, 'reverse');
    assert.match(readFileSync(path.join(out, 'surface-diff.md'), 'utf8'), /❌ Tool surface: 1 breaking, 0 compatible[\s\S]*\| tool reverse \| inputSchema \|/);
    assert.equal(await surfaceDiffCommand({ ...args, failOn: 'none', reporter: 'json' }, {}), 0);
  });
  // The same server on both sides, one saved and one live: nothing, exit 0 even with --fail-on any.
  assert.equal(await surfaceDiffCommand({ sides: [saved, healthy.mcpUrl], failOn: 'any', reporter: 'json', out }, {}), 0);
  assert.equal(JSON.parse(readFileSync(path.join(out, 'surface-diff.json'), 'utf8')).changes.length, 0);
});

test('diff --surface refuses bad input with exit 2 (a UserError), naming what is wrong', async () => {
  const notListing = path.join(work, 'not-a-listing.json');
  writeFileSync(notListing, '{"tools": []}');
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ a: notListing }, /compares two sides, A and B; got 1/],
    [{ a: notListing, b: notListing }, /not a surface listing \(schemas\/surface\.schema\.json\)/],
    [{ a: path.join(work, 'missing.json'), b: notListing }, /surface listing not found/],
    [{ a: 'stdio:', b: notListing }, /stdio: needs the command line/],
    [{ a: notListing, b: notListing, failOn: 'sometimes' }, /--fail-on must be breaking, any or none/],
    [{ a: 'http://127.0.0.1:1/mcp', b: notListing }, /A: http:\/\/127\.0\.0\.1:1\/mcp cannot be reached/],
  ];
  for (const [args, message] of cases)
    await assert.rejects(
      surfaceDiffCommand({ reporter: 'json', out: path.join(work, 'r2'), ...args }, {}),
      (error: unknown) => error instanceof UserError && message.test(error.message),
      String(message),
    );
  const cli = await runCli(['list-surface'], { cwd: work });
  assert.equal(cli.code, 2);
  assert.match(cli.stderr, /give the server to list: either its URL or --stdio/);
});
