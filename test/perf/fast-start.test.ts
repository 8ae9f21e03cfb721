import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { binPath, repoRoot } from '../helpers/paths.js';
import { type ProcessResult, runProcess } from '../helpers/run-process.js';
import { TempProject } from '../helpers/temp-project.js';

// `wirecase --version` and `wirecase validate <one file>` must not load the HTTP stack, the reporters
// or Ajv's schema compiler. The CLI runs under `--import helpers/module-log.js`, which logs every
// module the process loads (ES modules through a resolve hook, CommonJS ones from the require cache).

const moduleLog = path.join(repoRoot, 'dist', 'test', 'perf', 'helpers', 'module-log.js');

async function loadedModules(args: string[], cwd: string): Promise<ProcessResult & { modules: string[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-modules-'));
  const log = path.join(dir, 'modules.log');
  try {
    const run = await runProcess(process.execPath, ['--import', moduleLog, '--', binPath, ...args], {
      name: `wirecase ${args.join(' ')}`,
      timeoutMs: 60_000,
      cwd,
      env: { ...process.env, NO_COLOR: '1', WIRECASE_MODULE_LOG: log },
    });
    let text = '';
    try {
      text = readFileSync(log, 'utf8');
    } catch {
      // no log: the assertions below say so
    }
    // file:///…/x.js and /…/x.js alike, with forward slashes
    const modules = [
      ...new Set(
        text
          .split('\n')
          .filter(Boolean)
          .map((line) =>
            line
              .replace(/^(esm|cjs) /, '')
              .replace(/^file:\/\//, '')
              .replace(/\\/g, '/'),
          ),
      ),
    ];
    return { ...run, modules };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a fast start must not load; each is named by a path fragment. */
const heavy = {
  'the HTTP client (undici)': '/node_modules/undici/',
  "the engine's HTTP layer": '/dist/src/http/',
  'the interpreter': '/dist/src/run/run-project.js',
  'the reporters': '/dist/src/report/',
  "Ajv's schema compiler": '/node_modules/ajv/dist/compile/',
  'Ajv itself': '/node_modules/ajv/dist/core.js',
  'ajv-formats': '/node_modules/ajv-formats/',
};

function loadedHeavy(modules: string[]): string[] {
  return Object.entries(heavy).flatMap(([what, fragment]) => {
    const hit = modules.find((m) => m.includes(fragment));
    return hit ? [`${what}: ${hit}`] : [];
  });
}

test('the module log sees what a run loads (control: undici, the HTTP layer and the reporters)', async () => {
  const project = new TempProject();
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    project.write('one.yaml', 'id: one\ntitle: one step\nsteps:\n  - request: { url: /x }\n    expect: { status: 200, json: { $.ok: true } }\n');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const r = await loadedModules(['run', 'one.yaml', '--base-url', url, '--reporter', 'console'], project.dir);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.ok(
      r.modules.some((m) => m.endsWith('/dist/src/cli/main.js')),
      'ES modules are logged',
    );
    const found = loadedHeavy(r.modules).join('\n');
    for (const fragment of ['/node_modules/undici/', '/dist/src/http/', '/dist/src/report/', '/dist/src/run/run-project.js'])
      assert.ok(found.includes(fragment), `a run loads ${fragment}\n${found}`);
    // Only what it uses: no schema check, so no Ajv. (The catalog reader's precompiled validator brings
    // ajv-formats' format checks, a few regular expressions, and nothing of Ajv itself.)
    assert.deepEqual(
      r.modules.filter((m) => /\/node_modules\/ajv(-formats\/(?!dist\/formats\.js)|\/dist\/(core|2020|compile\/))/.test(m)),
      [],
    );
    // Nor what only other documents need (issue 39: each loads on first use): colours (chalk), the other
    // roles, the stdio transport, setup probes, the MCP fixture functions and their schema sampler, the
    // meta-schema validator of `schema:` checks, jsonpath-plus for paths that are not plain, jsep for
    // templates that are more than a name, and what only an invalid document needs.
    const firstUse = [
      '/node_modules/chalk/',
      '/dist/src/run/roles/client/',
      '/dist/src/run/roles/stdio/stdio-',
      '/dist/src/run/roles/host/browser-step.js',
      '/dist/src/run/run-setup.js',
      '/dist/src/probe/',
      '/dist/src/schema-sampler/',
      '/dist/src/template/mcp-fixtures.js',
      '/dist/src/assert/generated/meta-schema-validator.js',
      '/node_modules/jsonpath-plus/',
      '/node_modules/jsep/',
      '/dist/src/source/schema-diagnostics.js',
      '/dist/src/load/repair.js',
    ];
    assert.deepEqual(
      r.modules.filter((m) => firstUse.some((fragment) => m.includes(fragment))),
      [],
    );
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    project.remove();
  }
});

test('wirecase --version loads none of the HTTP stack, reporters or Ajv', async () => {
  const r = await loadedModules(['--version'], repoRoot);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^\d+\.\d+\.\d+/);
  assert.ok(r.modules.some((m) => m.endsWith('/dist/src/cli/main.js')));
  assert.deepEqual(loadedHeavy(r.modules), []);
  assert.deepEqual(
    r.modules.filter((m) => m.includes('/dist/src/load/')),
    [],
    'nor the loader',
  );
});

test("wirecase validate <one file> loads neither the HTTP stack, the reporters nor Ajv's compiler", async () => {
  // --no-cache: the file is parsed and checked whatever an earlier command kept of it.
  const r = await loadedModules(['validate', 'scenarios/examples/health.yaml', '--no-cache'], repoRoot);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /1 document in 1 file: valid/);
  assert.ok(
    r.modules.some((m) => m.endsWith('/dist/src/load/generated/validators.js')),
    'the precompiled validators are used',
  );
  assert.deepEqual(loadedHeavy(r.modules), []);
});

test('an unchanged file comes from the load cache: neither the YAML library nor the schema validators are loaded', async () => {
  const project = new TempProject();
  try {
    project.write('package.json', '{"private":true}\n');
    project.write('ok.yaml', 'id: ok\ntitle: x\nsteps:\n  - request: { url: /x }\n    expect: { status: 200 }\n');
    const first = await loadedModules(['validate', 'ok.yaml'], project.dir);
    assert.equal(first.code, 0, first.stderr);
    assert.ok(
      first.modules.some((m) => m.endsWith('/dist/src/load/generated/validators.js')),
      'the first validate checks the file against its schema',
    );
    const second = await loadedModules(['validate', 'ok.yaml'], project.dir);
    assert.equal(second.code, 0, second.stderr);
    assert.equal(second.stdout, first.stdout);
    const parsing = second.modules.filter((m) => m.includes('/node_modules/yaml/') || m.endsWith('/dist/src/load/generated/validators.js'));
    assert.deepEqual(parsing, []);
    assert.deepEqual(loadedHeavy(second.modules), []);
  } finally {
    project.remove();
  }
});

test('a cold run of plain YAML reads it without the YAML library; a file the fast reader leaves parses with the library', async () => {
  const project = new TempProject();
  try {
    project.write('plain.yaml', 'id: plain\ntitle: x\nsteps:\n  - request: { url: /x }\n    expect: { status: 200 }\n');
    const plain = await loadedModules(['validate', 'plain.yaml', '--no-cache'], project.dir);
    assert.equal(plain.code, 0, plain.stderr);
    assert.deepEqual(
      plain.modules.filter((m) => m.includes('/node_modules/yaml/')),
      [],
    );
    // An anchor and an alias: left to the YAML library.
    project.write('anchored.yaml', 'id: anchored\ntitle: x\nsteps:\n  - &one\n    request: { url: /x }\n    expect: { status: 200 }\n  - *one\n');
    const anchored = await loadedModules(['validate', 'anchored.yaml', '--no-cache'], project.dir);
    assert.equal(anchored.code, 0, anchored.stdout + anchored.stderr);
    assert.ok(anchored.modules.some((m) => m.includes('/node_modules/yaml/')));
  } finally {
    project.remove();
  }
});

test('wirecase validate still reports schema errors, located, with the precompiled validators', async () => {
  const project = new TempProject();
  try {
    project.write('bad.yaml', 'id: bad\ntitle: x\nstepz: []\nsteps:\n  - request: { url: /x, methd: GET }\n    expect: { status: abc }\n');
    const r = await loadedModules(['validate', 'bad.yaml'], project.dir);
    assert.equal(r.code, 2, r.stdout + r.stderr);
    assert.match(r.stderr, /unknown key `stepz`/);
    assert.match(r.stderr, /did you mean `steps`\?/);
    assert.match(r.stderr, /unknown key `methd`/);
    assert.match(r.stderr, /did you mean `method`\?/);
    assert.match(r.stderr, /bad\.yaml:5/);
    assert.deepEqual(loadedHeavy(r.modules), []);
  } finally {
    project.remove();
  }
});
