import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import * as addFormatsModule from 'ajv-formats';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name))
    .map((e) => path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name))
    .sort();
}

function expectedSchema(file: string): string {
  const name = path.basename(file);
  if (name === 'suite.yaml') return 'suite.schema.json';
  if (name === 'catalog.yaml') return 'catalog.schema.json';
  if (name === 'requirements.yaml') return 'requirements.schema.json';
  if (path.basename(path.dirname(file)) === 'fragments') return 'fragment.schema.json';
  return 'scenario.schema.json';
}

test('every YAML file the project ships starts with a yaml-language-server $schema line that points at the right schema', () => {
  const files = [...yamlFiles(path.join(repoRoot, 'scenarios')), ...yamlFiles(path.join(repoRoot, 'docs', 'examples'))];
  assert.ok(files.length > 20, `only ${files.length} files found`);
  const wrong: string[] = [];
  for (const file of files) {
    const first = readFileSync(file, 'utf8').split(/\r?\n/)[0]!;
    const written = /^# yaml-language-server: \$schema=(\S+)$/.exec(first)?.[1];
    const shown = path.relative(repoRoot, file);
    if (!written) wrong.push(`${shown}: no $schema line (first line: ${first})`);
    else if (path.isAbsolute(written)) wrong.push(`${shown}: the $schema path must be relative: ${written}`);
    else if (!existsSync(path.resolve(path.dirname(file), written))) wrong.push(`${shown}: ${written} does not exist`);
    else if (path.resolve(path.dirname(file), written) !== path.join(repoRoot, 'schemas', expectedSchema(file)))
      wrong.push(`${shown}: points at ${written}, expected ${expectedSchema(file)}`);
  }
  assert.deepEqual(wrong, []);
});

test("yaml-language-server reads the $schema line per document: every document after a --- in the guide's examples repeats it", () => {
  const wrong: string[] = [];
  for (const file of yamlFiles(path.join(repoRoot, 'docs', 'examples'))) {
    const lines = readFileSync(file, 'utf8').split(/\r?\n/);
    lines.forEach((line, i) => {
      if (line === '---' && lines[i + 1] !== lines[0]) wrong.push(`${path.relative(repoRoot, file)}:${i + 2}: no $schema line after ---`);
    });
  }
  assert.deepEqual(wrong, []);
});

const addFormats = ((addFormatsModule as unknown as { default: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

/**
 * What an editor does with the $schema line: yaml-language-server is not a dependency of this project,
 * so this validates the document the way it does (parse the YAML, validate the data against the schema
 * named on the first line with a JSON Schema 2020-12 validator) and checks that the misspelt keys are
 * reported where an editor underlines them, and that the schema has the text the editor shows on hover.
 */
test('a misspelt key is reported by validating against the $schema the file names, as an editor would', async () => {
  const text = `# yaml-language-server: $schema=${path.relative(project.dir, path.join(repoRoot, 'schemas', 'scenario.schema.json'))}
id: typo-01
titel: A misspelt title
steps:
  - request: { url: /healthz }
    expect:
      staus: 200
`;
  const file = project.write('typo.yaml', text);
  const schemaPath = path.resolve(project.dir, /\$schema=(\S+)/.exec(text)![1]!);
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const name of ['scenario.schema.json', 'suite.schema.json']) ajv.addSchema(JSON.parse(readFileSync(path.join(repoRoot, 'schemas', name), 'utf8')));
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
  const validate = ajv.getSchema(schema.$id)!;
  const [doc] = parseAllDocuments(text);
  assert.equal(validate(doc!.toJS()), false);
  const unknown = (validate.errors as ErrorObject[])
    .filter((e) => e.keyword === 'additionalProperties')
    .map((e) => `${e.instancePath}/${(e.params as { additionalProperty: string }).additionalProperty}`);
  assert.ok(unknown.includes('/titel'), JSON.stringify(validate.errors, null, 2));
  assert.ok(unknown.includes('/steps/0/expect/staus'), JSON.stringify(validate.errors, null, 2));
  const required = (validate.errors as ErrorObject[]).find((e) => e.keyword === 'required' && e.instancePath === '');
  assert.equal((required?.params as { missingProperty?: string } | undefined)?.missingProperty, 'title');

  // Hover: the keys the author meant carry a title, a description and examples.
  for (const key of ['id', 'title', 'steps']) {
    const property = schema.properties[key];
    assert.ok(property.title && property.description, `${key} has no hover text`);
  }
  assert.ok(schema.$defs.expect.properties.status.description);

  // wirecase validate says the same, with the line and "did you mean".
  const validated = await runCli(['validate', file], { cwd: project.dir });
  assert.equal(validated.code, 2);
  assert.match(validated.stderr, /unknown key `titel`[\s\S]*typo\.yaml:3:1[\s\S]*did you mean `title`/);
  assert.match(validated.stderr, /unknown key `staus`[\s\S]*did you mean `status`/);
});

/**
 * The rules about which keys go together live in the schema, not only in the loader, so an editor
 * validating against the $schema line flags them as the author types. One document per rule, each
 * invalid by the schema alone; the well-formed twin of each is valid.
 */
test('an editor flags what a step, a capture and a document need from the schema alone', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const name of ['scenario.schema.json', 'suite.schema.json', 'fragment.schema.json'])
    ajv.addSchema(JSON.parse(readFileSync(path.join(repoRoot, 'schemas', name), 'utf8')));
  const scenario = ajv.getSchema('https://wirecase.dev/schemas/scenario.schema.json')!;
  const fragment = ajv.getSchema('https://wirecase.dev/schemas/fragment.schema.json')!;
  const doc = (steps: unknown, more: object = {}) => ({ id: 'x', title: 't', ...more, ...(steps === undefined ? {} : { steps }) });
  const wrong: Array<[string, unknown]> = [
    ['a step sends nothing', doc([{ name: 'nothing' }])],
    ['a step has both request and rpc', doc([{ request: { url: '/a' }, rpc: { method: 'm' } }])],
    ['a step has both request and include', doc([{ request: { url: '/a' }, include: 'fragments/f.yaml' }])],
    ['a document has no steps and is not always skipped', doc(undefined, { skip: { if: 'true', reason: 'r' } })],
    ['a capture has no source', doc([{ request: {}, capture: { a: {} } }])],
    ['a capture has two sources', doc([{ request: {}, capture: { a: { json: '$.a', header: 'h' } } }])],
    ['group without regex', doc([{ request: {}, capture: { a: { header: 'h', group: 1 } } }])],
    ['two bodies', doc([{ request: { json: {}, form: {} } }])],
  ];
  for (const [what, data] of wrong) assert.equal(scenario(data), false, what);
  assert.equal(fragment({ steps: [{ name: 'nothing' }] }), false, 'a fragment step sends nothing');
  const right: Array<[string, unknown]> = [
    ['a request step', doc([{ request: { url: '/a' } }])],
    ['an rpc step', doc([{ rpc: { method: 'm' } }])],
    ['an include step', doc([{ include: 'fragments/f.yaml', with: { a: 1 } }])],
    ['no steps, always skipped', doc(undefined, { skip: 'later' })],
    ['no steps, never applicable', doc(undefined, { notApplicable: 'not here' })],
    [
      'captures',
      doc([
        {
          request: {},
          capture: { a: '$.a', b: { json: '$.b' }, c: { header: 'h', regex: 'x(y)', group: 1 }, d: { regex: '(z)', group: 0 }, e: { status: true } },
        },
      ]),
    ],
  ];
  for (const [what, data] of right) assert.equal(scenario(data), true, `${what}: ${JSON.stringify(scenario.errors)}`);
});

type Schema = { [key: string]: unknown };
const editorSchemas = ['scenario.schema.json', 'suite.schema.json', 'fragment.schema.json'] as const;
const loadSchema = (name: string): Schema => JSON.parse(readFileSync(path.join(repoRoot, 'schemas', name), 'utf8'));

/**
 * Every schema in a schema file an author's key can reach, with its JSON pointer: properties, items,
 * branches, `then`/`else` and `$defs` (what `$ref` reaches). Not `if` and `not`: an editor never
 * shows their text on hover.
 */
function* reachable(node: unknown, at: string): Generator<[string, Schema]> {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = node as Schema;
  yield [at, schema];
  for (const key of ['properties', 'patternProperties', 'dependentSchemas', '$defs'])
    for (const [name, sub] of Object.entries((schema[key] as Schema | undefined) ?? {})) yield* reachable(sub, `${at}/${key}/${name}`);
  for (const key of ['additionalProperties', 'propertyNames', 'items', 'then', 'else']) yield* reachable(schema[key], `${at}/${key}`);
  for (const key of ['prefixItems', 'anyOf', 'oneOf', 'allOf'])
    for (const [i, sub] of ((schema[key] as unknown[] | undefined) ?? []).entries()) yield* reachable(sub, `${at}/${key}/${i}`);
}

/** The schema a `$ref` names, in this file or another of the editor schemas. */
function resolveRef(ref: string, file: string): Schema {
  const [other, pointer = ''] = ref.split('#');
  const root = loadSchema(other || file);
  return pointer
    .split('/')
    .slice(1)
    .reduce<Schema>((n, k) => n[k] as Schema, root);
}

test('hover has text for every key: each property an author can write has a description (its own, or the definition it points at)', () => {
  const missing: string[] = [];
  let properties = 0;
  for (const file of editorSchemas) {
    for (const [at, schema] of reachable(loadSchema(file), '#')) {
      for (const [name, property] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
        properties++;
        const target = typeof property.$ref === 'string' ? resolveRef(property.$ref, file) : undefined;
        if (!property.description && !target?.description) missing.push(`${file} ${at}/properties/${name}`);
      }
    }
  }
  assert.ok(properties > 100, `only ${properties} properties found`);
  assert.deepEqual(missing, []);
});

/**
 * What yaml-language-server (1.25) shows on hover: the title of the deepest schema that matched the
 * value and has one (an untitled branch takes its parent's title), then the description of the deepest
 * that has one. When every branch of an `anyOf` looks alike to it (same title, description and
 * properties: untitled, undescribed branches do), it joins them: `status: 200` read
 * "Status || Status || Status" with no description. So every `anyOf` / `oneOf` branch an author can
 * meet has a title of its own, different from its parent's and from the other branches', naming the
 * form; and no description unless it is an object form with keys of its own, so that hovering a value
 * shows its key's description.
 */
test("hover never repeats a key's title and shows the key's description: every anyOf/oneOf branch has its own title, and no description of its own", () => {
  const wrong: string[] = [];
  for (const file of editorSchemas) {
    for (const [at, schema] of reachable(loadSchema(file), '#')) {
      for (const key of ['anyOf', 'oneOf']) {
        const branches = schema[key] as Schema[] | undefined;
        if (!branches) continue;
        const titles = branches.map((b) => b.title);
        branches.forEach((branch, i) => {
          const where = `${file} ${at}/${key}/${i}`;
          if (typeof branch.title !== 'string' || !branch.title) wrong.push(`${where}: no title`);
          else if (branch.title === schema.title) wrong.push(`${where}: repeats its parent's title "${branch.title}"`);
          else if (titles.indexOf(branch.title) !== i) wrong.push(`${where}: the same title as another branch, "${branch.title}"`);
          if (branch.description !== undefined && branch.properties === undefined) wrong.push(`${where}: a description of its own hides the key's`);
        });
      }
    }
  }
  assert.deepEqual(wrong, []);
  // The hover that was reported: `status`.
  const scenario = loadSchema('scenario.schema.json').$defs as Record<string, Schema>;
  const status = (scenario.expect!.properties as Record<string, Schema>).status!;
  assert.ok(status.description);
  assert.deepEqual(
    (status.anyOf as Schema[]).map((b) => b.title),
    ['Status: one code or class', 'Status: a list'],
  );
  assert.equal(scenario.statusPattern!.description, undefined, "statusPattern is deeper than status: a description there would replace status's");
});

/**
 * yaml-language-server shows a schema's `patternErrorMessage` instead of "String does not match the
 * pattern of ...", and the loader gives the same text as its hint: a malformed duration, status, test
 * ID or name reads the same in the editor and in `wirecase validate`.
 */
test('every pattern says what the form is (patternErrorMessage), and wirecase validate gives the same text', async () => {
  const missing: string[] = [];
  for (const file of editorSchemas)
    for (const [at, schema] of reachable(loadSchema(file), '#'))
      if (typeof schema.pattern === 'string' && typeof schema.patternErrorMessage !== 'string') missing.push(`${file} ${at}`);
  assert.deepEqual(missing, []);

  const file = project.write(
    'malformed.yaml',
    `id: malformed id
title: Malformed values
steps:
  - request: { url: /health }
    timeout: 2x
    expect:
      status: 2xy
`,
  );
  const defs = loadSchema('scenario.schema.json').$defs as Record<string, Schema>;
  const branch = (def: string, i: number) => ((defs[def]!.anyOf as Schema[])[i]!.patternErrorMessage as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const validated = await runCli(['validate', file], { cwd: project.dir });
  assert.equal(validated.code, 2);
  assert.match(validated.stderr, /`id` cannot be "malformed id"[\s\S]*hint: A test ID is letters, digits/);
  assert.match(validated.stderr, new RegExp(`step 1's timeout cannot be "2x"[\\s\\S]*hint: ${branch('duration', 1)}`));
  assert.match(validated.stderr, new RegExp(`\`status\` in step 1's expect cannot be "2xy"[\\s\\S]*hint: ${branch('statusPattern', 1)}`));
});
