import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../helpers/paths.js';
import { breachesOf, DOC, type FolderRule, importsOf, type Layout, parseRules, unknownNames } from './import-rules.js';

/** The folders whose files are checked: the engine, and the benchmark that drives it. */
const CHECKED = ['src', 'bench'];

const subfolders = (dir: string) =>
  readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules' && e.name !== 'dist')
    .map((e) => e.name);
const layout: Layout = { srcFolders: new Set(subfolders('src')), topFolders: new Set(subfolders('.')) };
const { rules, paragraphs } = parseRules(readFileSync(path.join(repoRoot, DOC), 'utf8'));

/** TypeScript files under a folder, as `/`-separated paths from the repository root. */
function typeScriptFiles(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { recursive: true })
    .map((f) => `${dir}/${String(f).split(path.sep).join('/')}`)
    .filter((f) => /\.m?ts$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
}

test('every folder of src/ (and bench/) has a paragraph in docs/architecture.md that says what it may import', () => {
  const folders = [...[...layout.srcFolders].map((f) => `src/${f}`), 'bench'];
  const missing = folders.filter((f) => !rules.has(f)).map((f) => `${f} has no paragraph with an import rule ("It may import …") in ${DOC}`);
  assert.deepEqual(missing, []);
  const gone = [...rules.keys()].filter((f) => !existsSync(path.join(repoRoot, f))).map((f) => `${DOC} has a rule for ${f}, which does not exist`);
  assert.deepEqual(gone, []);
});

test('the rules name only folders, modules, dependencies and Node built-ins, and never allow what they forbid', () => {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const dependencies = new Set(Object.keys(pkg.dependencies ?? {}));
  assert.deepEqual(
    unknownNames(rules.values(), layout, (p) => existsSync(path.join(repoRoot, p)), dependencies),
    [],
  );
  const contradictions = [...rules.values()].flatMap((r) =>
    r.never.filter((n) => r.everything || r.allow.some((a) => a.token === n)).map((n) => `${r.folder} both may and may never import \`${n}\``),
  );
  assert.deepEqual(contradictions, []);
});

test("the document's own summary holds in its rules: nothing but the CLI imports `cli`, and reports see no `run` or `http`", () => {
  const allowsCli = [...rules.values()].filter(
    (r) => r.folder !== 'src/cli' && (r.everything || r.allow.some((a) => a.token.replace(/\/$/, '').split('/')[0] === 'cli')),
  );
  assert.deepEqual(
    allowsCli.map((r) => r.folder),
    [],
  );
  const report = rules.get('src/report')!;
  assert.deepEqual(report.never, ['run', 'http', 'cli']);
  assert.ok(!report.allow.some((a) => ['run', 'http'].includes(a.token.split('/')[0]!)));
  // The flow order: a folder's "everything above" never reaches a folder written after it.
  const run = rules.get('src/run')!;
  for (const later of ['judge', 'report', 'serve', 'record', 'cli']) assert.ok(!run.allow.some((a) => a.token === later), `run may import ${later}`);
  assert.ok(paragraphs.indexOf('src/run') > paragraphs.indexOf('src/assert'));
});

test('every import of src/ and bench/ keeps to docs/architecture.md', () => {
  const breaches: string[] = [];
  let files = 0;
  for (const dir of CHECKED) {
    for (const file of typeScriptFiles(dir)) {
      files++;
      breaches.push(...breachesOf(file, importsOf(file, readFileSync(path.join(repoRoot, file), 'utf8')), rules, layout));
    }
  }
  assert.ok(files > 100, `only ${files} files found`);
  assert.equal(breaches.length, 0, `\n${breaches.join('\n')}`);
});

// -- The checker itself: it finds what it should, so a green run above means something. --

const SYNTHETIC_DOC = `
# Architecture

An import only ever points back along the flow.

**\`schemas/\`**: the formats. Imports nothing.

**\`src/source/\`**: files. It may
import \`yaml\`, \`node:*\` and \`ajv\` (types only).

**\`src/load/\`**: loading. It may import \`source\`, \`assert/jsonpath\` (for the path syntax check) and
\`ajv\` (types only: its error shapes).

**\`src/assert/\`**: checks. It may import \`source\` and \`jsonpath-plus\`.

**\`src/run/\`**: the interpreter. It may import everything above (those folders, and what they may import) and \`jose\`.

**\`src/report/\`**: reporters. They may import \`source\` (and \`chalk\`), never \`run\` or \`cli\`.

**\`src/cli/\`**: commands. It may import everything. \`bin/x.js\` is a shim.
`;
const synthetic = parseRules(SYNTHETIC_DOC);
const syntheticLayout: Layout = { srcFolders: new Set(['source', 'load', 'assert', 'run', 'report', 'cli']), topFolders: new Set(['schemas', 'src']) };
const check = (file: string, text: string, ruleSet: ReadonlyMap<string, FolderRule> = synthetic.rules, at: Layout = syntheticLayout) =>
  breachesOf(file, importsOf(file, text), ruleSet, at);

test('rules are read from the sentences: names, modules, packages, (types only), never, everything above, everything', () => {
  const allow = (folder: string) => synthetic.rules.get(folder)!.allow.map((a) => (a.typesOnly ? `${a.token} (types)` : a.token));
  assert.deepEqual(allow('src/source'), ['yaml', 'node:*', 'ajv (types)']);
  assert.deepEqual(allow('src/load'), ['source', 'assert/jsonpath', 'ajv (types)']);
  assert.deepEqual(allow('src/run'), [
    'schemas',
    'source',
    'yaml',
    'node:*',
    'ajv (types)',
    'load',
    'source',
    'assert/jsonpath',
    'ajv (types)',
    'assert',
    'source',
    'jsonpath-plus',
    'jose',
  ]);
  assert.deepEqual(allow('src/report'), ['source', 'chalk']);
  assert.deepEqual(synthetic.rules.get('src/report')!.never, ['run', 'cli']);
  assert.equal(synthetic.rules.get('src/cli')!.everything, true);
  assert.equal(synthetic.rules.get('src/run')!.everything, false);
  assert.equal(synthetic.rules.has('schemas'), false);
  assert.deepEqual(synthetic.paragraphs, ['schemas', 'src/source', 'src/load', 'src/assert', 'src/run', 'src/report', 'src/cli']);
});

test('a breach is named as `file imports target, which the document does not allow for folder`', () => {
  // Named once per file, however many times the file imports it.
  assert.deepEqual(check('src/load/x.ts', `import { LayeredScope } from '../run/scope.js';\nimport type { Scope } from '../run/scope.js';\n`), [
    'src/load/x.ts imports src/run/scope.ts, which docs/architecture.md does not allow for src/load',
  ]);
  // A module rule allows that module only, not its folder.
  assert.deepEqual(
    check('src/load/x.ts', `import { checkJsonPath } from '../assert/jsonpath.js';\nimport { check } from '../assert/check-expectations.js';\n`),
    ['src/load/x.ts imports src/assert/check-expectations.ts, which docs/architecture.md does not allow for src/load'],
  );
  // A package not named, and a built-in where only some packages are named.
  assert.deepEqual(check('src/load/x.ts', `import { request } from 'undici';\nimport fs from 'node:fs';\n`), [
    'src/load/x.ts imports undici, which docs/architecture.md does not allow for src/load',
    'src/load/x.ts imports node:fs, which docs/architecture.md does not allow for src/load',
  ]);
});

test('type-only imports count; `(types only)` allows them and nothing more', () => {
  assert.deepEqual(check('src/report/x.ts', `import type { RunContext } from '../run/run-context.js';\n`), [
    'src/report/x.ts imports src/run/run-context.ts, which docs/architecture.md does not allow for src/report',
  ]);
  assert.deepEqual(check('src/source/x.ts', `import type { ErrorObject } from 'ajv';\nimport { type Options } from 'ajv/dist/2020.js';\n`), []);
  assert.deepEqual(check('src/source/x.ts', `import Ajv from 'ajv';\n`), [
    'src/source/x.ts imports ajv, which docs/architecture.md does not allow for src/source (it allows only its types)',
  ]);
  // A mix of a value and a type binding is a value import.
  assert.equal(check('src/source/x.ts', `import { Ajv, type ErrorObject } from 'ajv';\n`).length, 1);
});

test('re-exports, dynamic imports, type-level import() and require() are imports too; a computed one is flagged', () => {
  const text = [
    `export { renderDiagnostic } from '../cli/print.js';`,
    `export type { Span } from '../cli/span.js';`,
    `const later = async () => (await import('../cli/main.js')).main;`,
    `type Key = Awaited<ReturnType<typeof import('jose').importJWK>>;`,
    `const yargs = require('yargs');`,
    `const name = 'x'; const computed = () => import(\`./\${name}.js\`);`,
  ].join('\n');
  assert.deepEqual(check('src/report/x.ts', text), [
    'src/report/x.ts imports src/cli/print.ts, which docs/architecture.md does not allow for src/report',
    'src/report/x.ts imports src/cli/span.ts, which docs/architecture.md does not allow for src/report',
    'src/report/x.ts imports src/cli/main.ts, which docs/architecture.md does not allow for src/report',
    'src/report/x.ts imports jose, which docs/architecture.md does not allow for src/report',
    'src/report/x.ts imports yargs, which docs/architecture.md does not allow for src/report',
    'src/report/x.ts:6 has a computed import, which cannot be checked against docs/architecture.md',
  ]);
  // Text that only looks like an import (a comment, a string) is not one.
  assert.deepEqual(check('src/report/x.ts', `// import { x } from '../run/x.js';\nconst s = "import('../run/y.js')";\n`), []);
});

test('within a folder anything goes; `everything above` and `everything` allow what they say', () => {
  assert.deepEqual(check('src/run/a/b.ts', `import { x } from '../c.js';\nimport { y } from '../../run/d.js';\n`), []);
  assert.deepEqual(
    check(
      'src/run/x.ts',
      `import { a } from '../assert/check.js';\nimport { b } from '../load/l.js';\nimport { JSONPath } from 'jsonpath-plus';\nimport { SignJWT } from 'jose';\nimport s from '../../schemas/scenario.schema.json';\n`,
    ),
    [],
  );
  assert.deepEqual(check('src/run/x.ts', `import { r } from '../report/index.js';\nimport chalk from 'chalk';\n`), [
    'src/run/x.ts imports src/report/index.ts, which docs/architecture.md does not allow for src/run',
    'src/run/x.ts imports chalk, which docs/architecture.md does not allow for src/run',
  ]);
  assert.deepEqual(check('src/cli/x.ts', `import { r } from '../report/index.js';\nimport yargs from 'yargs';\n`), []);
});

test("the real rules catch the breach fixed on main (serve/scripted importing source/diagnostic) and hold judge to load's types", () => {
  const text = `import { UserError } from '../../source/diagnostic.js';\nimport { createServer } from 'node:http';\n`;
  assert.deepEqual(check('src/serve/scripted/server-faults.ts', text, rules, layout), [
    'src/serve/scripted/server-faults.ts imports src/source/diagnostic.ts, which docs/architecture.md does not allow for src/serve',
  ]);
  // judge sees load's catalog and baseline types, never its code.
  assert.deepEqual(check('src/judge/x.ts', `import type { Catalog } from '../load/catalogs.js';\n`, rules, layout), []);
  assert.deepEqual(check('src/judge/x.ts', `import { readCatalog } from '../load/catalogs.js';\n`, rules, layout), [
    'src/judge/x.ts imports src/load/catalogs.ts, which docs/architecture.md does not allow for src/judge (it allows only its types)',
  ]);
  assert.deepEqual(check('src/model/x.ts', `import { LayeredScope } from '../run/scope.js';\n`, rules, layout), [
    'src/model/x.ts imports src/run/scope.ts, which docs/architecture.md does not allow for src/model',
  ]);
});

test('a rule that names something that does not exist is reported', () => {
  const typo = parseRules('**`src/load/`**: loading. It may import `sourc`, `assert/jsonpth`, `left-pad` and `node:fs`.\n');
  const exists = (p: string) => ['src/source', 'src/assert', 'src/assert/jsonpath.ts'].includes(p);
  assert.deepEqual(unknownNames(typo.rules.values(), { srcFolders: new Set(['load', 'source', 'assert']), topFolders: new Set() }, exists, new Set(['yaml'])), [
    'docs/architecture.md: the rule of src/load names `sourc`, which is no folder, module, dependency or Node built-in',
    'docs/architecture.md: the rule of src/load names `assert/jsonpth`, which is no folder, module, dependency or Node built-in',
    'docs/architecture.md: the rule of src/load names `left-pad`, which is no folder, module, dependency or Node built-in',
  ]);
});
