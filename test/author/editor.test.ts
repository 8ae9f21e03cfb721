import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
    else if (path.resolve(path.dirname(file), written) !== path.join(repoRoot, 'schemas', expectedSchema(file))) wrong.push(`${shown}: points at ${written}, expected ${expectedSchema(file)}`);
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
