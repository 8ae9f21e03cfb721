import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { starterFiles } from '../../src/cli/commands/init.js';
import { repoRoot } from '../helpers/paths.js';

const addFormats = ((addFormatsModule as unknown as { default: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

interface CatalogEntry {
  name: string;
  description: string;
  fileMatch: string[];
  url: string;
}
const catalog = JSON.parse(readFileSync(path.join(repoRoot, 'schemas', 'catalog.json'), 'utf8')) as {
  $schema: string;
  version: number;
  schemas: CatalogEntry[];
};

/**
 * A glob as the YAML language server reads a `fileMatch` (its FilePatternAssociation): `**` any path,
 * `*` within one segment, `{a,b}` either, matched anywhere below a folder (`**​/` put in front); a
 * leading `!` excludes, and the last pattern that matches decides.
 */
function globRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (glob.startsWith('**/', i)) {
      out += '(?:[^/]*/)*';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      out += '.*';
      i += 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') out += '(?:';
    else if (c === '}') out += ')';
    else if (c === ',') out += '|';
    else out += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

function matches(entry: CatalogEntry, file: string): boolean {
  let match = false;
  for (const pattern of entry.fileMatch) {
    const include = !pattern.startsWith('!');
    const glob = (include ? pattern : pattern.slice(1)).replace(/^\//, '');
    if (globRegExp(`**/${glob.replace(/^\*\*\//, '')}`).test(file)) match = include;
  }
  return match;
}

/** The one schema the catalog gives a file (undefined: none); two would be merged by the editor, so that fails. */
function schemaFor(file: string): string | undefined {
  const hits = catalog.schemas.filter((e) => matches(e, file)).map((e) => e.url);
  assert.ok(hits.length <= 1, `${file} matches ${hits.join(' and ')}`);
  return hits[0];
}

test('schemas/catalog.json is a SchemaStore catalog whose every entry names a schema wirecase ships', () => {
  assert.equal(catalog.$schema, 'https://json.schemastore.org/schema-catalog.json');
  assert.equal(catalog.version, 1);
  for (const entry of catalog.schemas) {
    assert.ok(entry.name && entry.description && entry.fileMatch.length, entry.name);
    const file = path.join(repoRoot, 'schemas', entry.url);
    assert.ok(existsSync(file), `${entry.url} is in schemas/`);
    assert.match(JSON.parse(readFileSync(file, 'utf8')).$id, /^https:\/\/wirecase\.dev\/schemas\//);
  }
});

test('the catalog gives each kind of file exactly its schema, and no schema to files that are not wirecase files', () => {
  const cases: Array<[string, string | undefined]> = [
    ['/p/scenarios/mcp/suite.yaml', 'suite.schema.json'],
    ['/p/scenarios/mcp/tools.yaml', 'scenario.schema.json'],
    ['/p/scenarios/mcp/deep/er/tools.yml', 'scenario.schema.json'],
    ['/p/scenarios/mcp/catalog.yaml', 'catalog.schema.json'],
    ['/p/scenarios/mcp/requirements.yaml', 'requirements.schema.json'],
    ['/p/scenarios/mcp/fragments/login.yaml', 'fragment.schema.json'],
    ['/p/scenarios/mcp/staging.env.yaml', undefined],
    ['/p/wirecase-tests/suite.yaml', 'suite.schema.json'],
    ['/p/wirecase-tests/health.yaml', 'scenario.schema.json'],
    ['/p/api/checks/health.wirecase.yaml', 'scenario.schema.json'],
    ['/p/docker-compose.yaml', undefined],
    ['/p/.github/workflows/ci.yml', undefined],
    ['/p/wirecase-reports/results.json', 'results.schema.json'],
    ['/p/base.surface.json', 'surface.schema.json'],
  ];
  for (const [file, schema] of cases) assert.equal(schemaFor(file), schema, file);
});

test("every file of this repository's scenarios/ gets the schema the loader reads it by, and that schema accepts it", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const name of ['scenario', 'suite', 'fragment', 'catalog', 'requirements'])
    ajv.addSchema(JSON.parse(readFileSync(path.join(repoRoot, 'schemas', `${name}.schema.json`), 'utf8')));
  const files = readdirSync(path.join(repoRoot, 'scenarios'), { recursive: true })
    .map(String)
    .filter((f) => /\.ya?ml$/.test(f) && !f.split(path.sep).includes('spec') && !f.split(path.sep).includes('keys'));
  assert.ok(files.length > 50);
  const seen = new Set<string>();
  for (const relative of files) {
    const file = `/p/scenarios/${relative.split(path.sep).join('/')}`;
    const base = path.basename(relative);
    const expected = /^(suite|catalog|requirements)\.ya?ml$/.test(base)
      ? `${base.replace(/\.ya?ml$/, '')}.schema.json`
      : relative.split(path.sep).includes('fragments')
        ? 'fragment.schema.json'
        : 'scenario.schema.json';
    assert.equal(schemaFor(file), expected, file);
    // One file of each kind is checked against its schema (the loader checks them all on every run).
    if (seen.has(expected)) continue;
    seen.add(expected);
    const validate = ajv.getSchema(`https://wirecase.dev/schemas/${expected}`)!;
    const text = readFileSync(path.join(repoRoot, 'scenarios', relative), 'utf8');
    const document = parse(text.split(/^---$/m)[0]!);
    assert.ok(validate(document), `${relative}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
  }
  assert.ok(seen.has('suite.schema.json') && seen.has('scenario.schema.json') && seen.has('catalog.schema.json') && seen.has('fragment.schema.json'));
});

test('init writes the yaml-language-server $schema line into each YAML file it creates, the same schema the catalog gives it', () => {
  const slots = {
    'scenario-schema': '../node_modules/wirecase/schemas/scenario.schema.json',
    'suite-schema': '../node_modules/wirecase/schemas/suite.schema.json',
    guide: 'g.md',
  };
  for (const kind of ['http', 'mcp'] as const) {
    const files = starterFiles(kind, slots);
    const yamlFiles = Object.keys(files).filter((name) => name.endsWith('.yaml'));
    assert.ok(yamlFiles.length >= 3, kind);
    for (const name of yamlFiles) {
      const first = files[name]!.split('\n')[0]!;
      const schema = name === 'suite.yaml' ? 'suite.schema.json' : 'scenario.schema.json';
      assert.equal(first, `# yaml-language-server: $schema=../node_modules/wirecase/schemas/${schema}`, `${kind}/${name}`);
      // In init's default folder, the catalog gives the file the schema its own line names.
      assert.equal(schemaFor(`/p/wirecase-tests/${name}`), schema, `${kind}/${name}`);
    }
  }
});

test("docs/ci.md's yaml.schemas setting routes files as the catalog does", () => {
  const doc = readFileSync(path.join(repoRoot, 'docs', 'ci.md'), 'utf8');
  const block = /```json\n(\{\n {2}"yaml\.schemas"[\s\S]*?)\n```/.exec(doc)?.[1];
  assert.ok(block, 'docs/ci.md shows a yaml.schemas setting');
  const setting = JSON.parse(block!)['yaml.schemas'] as Record<string, string[]>;
  const entries: CatalogEntry[] = Object.entries(setting).map(([url, fileMatch]) => ({ name: url, description: url, fileMatch, url: path.basename(url) }));
  for (const url of Object.keys(setting)) assert.match(url, /^\.\/node_modules\/wirecase\/schemas\/[a-z]+\.schema\.json$/);
  for (const file of [
    '/p/scenarios/mcp/suite.yaml',
    '/p/scenarios/mcp/tools.yaml',
    '/p/scenarios/mcp/catalog.yaml',
    '/p/scenarios/mcp/requirements.yaml',
    '/p/scenarios/mcp/fragments/login.yaml',
    '/p/scenarios/mcp/staging.env.yaml',
    '/p/wirecase-tests/suite.yaml',
    '/p/wirecase-tests/health.yaml',
    '/p/api/health.wirecase.yaml',
    '/p/docker-compose.yaml',
  ]) {
    const hits = entries.filter((e) => matches(e, file)).map((e) => e.url);
    assert.ok(hits.length <= 1, `${file}: ${hits.join(', ')}`);
    assert.equal(hits[0], schemaFor(file), file);
  }
});
