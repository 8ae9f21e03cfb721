import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

/** The `$schema` path on a file's first line, resolved from its folder. */
function schemaOf(file: string): string {
  const first = readFileSync(file, 'utf8').split('\n')[0]!;
  const schema = /^# yaml-language-server: \$schema=(.+)$/.exec(first)?.[1];
  assert.ok(schema, `${file} has no $schema line`);
  return path.resolve(path.dirname(file), schema);
}

test('init writes a plain HTTP starter that validates and runs green against the demo API', async () => {
  const made = await runCli(['init', 'starter'], { cwd: project.dir });
  assert.equal(made.code, 0, made.stderr);
  const dir = path.join(project.dir, 'starter');
  assert.deepEqual(readdirSync(dir).sort(), ['.env.example', 'CI.md', 'health.yaml', 'items.yaml', 'suite.yaml']);
  for (const name of ['suite.yaml', 'health.yaml', 'items.yaml'])
    assert.equal(schemaOf(path.join(dir, name)), path.join(repoRoot, 'schemas', name === 'suite.yaml' ? 'suite.schema.json' : 'scenario.schema.json'));
  // An editor reads the $schema line per document: the second document of items.yaml repeats it.
  const items = readFileSync(path.join(dir, 'items.yaml'), 'utf8').split('\n');
  assert.equal(items[items.indexOf('---') + 1], items[0]);
  const suite = readFileSync(path.join(dir, 'suite.yaml'), 'utf8');
  assert.match(suite, /command: wirecase serve demo --port \{\{ port \}\}/);
  assert.doesNotMatch(suite + readFileSync(path.join(dir, 'items.yaml'), 'utf8'), /\brpc:|mcp/i);
  assert.match(readFileSync(path.join(dir, 'CI.md'), 'utf8'), /GITHUB_STEP_SUMMARY[\s\S]*junit: reports\/junit\.xml/);
  // It says how an editor finds the schema, and that this link (no project install) does not survive a move.
  assert.match(made.stdout, /starts the demo API for you/);
  assert.match(made.stdout, /Editor: every file starts with a `# yaml-language-server: \$schema=\.\.\.` line/);
  assert.match(made.stdout, /moved or shared, the link breaks[\s\S]*npm install --save-dev wirecase/);
  assert.match(made.stdout, /"yaml\.schemas": \{ ".*scenario\.schema\.json": "starter\/\*\.yaml" \}/);

  const validated = await runCli(['validate', 'starter'], { cwd: project.dir });
  assert.equal(validated.code, 0, validated.stdout + validated.stderr);
  assert.match(validated.stdout, /3 documents in 2 files: valid/);
  const run = await runCli(['run', 'starter', '--reporter', 'console,json', '--out', 'reports'], { cwd: project.dir, timeoutMs: 60_000 });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /3 passed, 0 failed, 0 skipped/);
  const ids = JSON.parse(readFileSync(path.join(project.dir, 'reports', 'results.json'), 'utf8'))
    .tests.map((t: { id: string }) => t.id)
    .sort();
  assert.deepEqual(ids, ['starter-health-01', 'starter-items-01', 'starter-items-02']);
});

test('init --mcp writes the MCP starter that validates and runs green against the scripted server', async () => {
  const made = await runCli(['init', 'mcp-starter', '--mcp'], { cwd: project.dir });
  assert.equal(made.code, 0, made.stderr);
  assert.match(made.stdout, /starts the scripted MCP server for you/);
  const dir = path.join(project.dir, 'mcp-starter');
  assert.deepEqual(readdirSync(dir).sort(), ['.env.example', 'CI.md', 'capture.yaml', 'http-check.yaml', 'mcp-call.yaml', 'sse.yaml', 'suite.yaml']);
  for (const name of ['suite.yaml', 'http-check.yaml', 'mcp-call.yaml', 'sse.yaml', 'capture.yaml'])
    assert.equal(schemaOf(path.join(dir, name)), path.join(repoRoot, 'schemas', name === 'suite.yaml' ? 'suite.schema.json' : 'scenario.schema.json'));
  assert.match(readFileSync(path.join(dir, 'suite.yaml'), 'utf8'), /command: wirecase serve scripted --port \{\{ port \}\}/);

  const validated = await runCli(['validate', 'mcp-starter'], { cwd: project.dir });
  assert.equal(validated.code, 0, validated.stdout + validated.stderr);
  assert.match(validated.stdout, /4 documents in 4 files: valid/);
  const run = await runCli(['run', 'mcp-starter', '--reporter', 'console,json', '--out', 'mcp-reports'], { cwd: project.dir, timeoutMs: 60_000 });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /4 passed, 0 failed, 0 skipped/);
  const ids = JSON.parse(readFileSync(path.join(project.dir, 'mcp-reports', 'results.json'), 'utf8'))
    .tests.map((t: { id: string }) => t.id)
    .sort();
  assert.deepEqual(ids, ['starter-capture-01', 'starter-http-01', 'starter-mcp-01', 'starter-sse-01']);
});

test("in a project with wirecase installed, the $schema lines point into the project's node_modules, relative, so a move keeps them", async () => {
  project.write('app/package.json', '{ "name": "app", "private": true }\n');
  mkdirSync(path.join(project.dir, 'app', 'node_modules'), { recursive: true });
  symlinkSync(repoRoot, path.join(project.dir, 'app', 'node_modules', 'wirecase'), 'dir');
  const made = await runCli(['init', 'app/tests/api'], { cwd: project.dir });
  assert.equal(made.code, 0, made.stderr);
  assert.match(made.stdout, /node_modules\/wirecase, so they keep working when the project is moved or cloned/);
  for (const [name, schema] of [
    ['suite.yaml', 'suite.schema.json'],
    ['health.yaml', 'scenario.schema.json'],
  ] as const) {
    const first = readFileSync(path.join(project.dir, 'app', 'tests', 'api', name), 'utf8').split('\n')[0]!;
    assert.equal(first, `# yaml-language-server: $schema=../../node_modules/wirecase/schemas/${schema}`);
  }
});

test('init refuses to overwrite: exit 2, a clear message, and nothing written', async () => {
  project.write('taken/suite.yaml', 'name: mine\n');
  const made = await runCli(['init', 'taken'], { cwd: project.dir });
  assert.equal(made.code, 2);
  assert.match(made.stderr, /taken already has suite\.yaml: wirecase init never overwrites a file, so nothing was written/);
  assert.deepEqual(readdirSync(path.join(project.dir, 'taken')), ['suite.yaml']);
  assert.equal(readFileSync(path.join(project.dir, 'taken', 'suite.yaml'), 'utf8'), 'name: mine\n');
});
