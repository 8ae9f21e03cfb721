#!/usr/bin/env node
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Generates the TypeScript types of the file formats from schemas/ (the single source of truth).
// `node scripts/gen-types.mjs` writes src/model/generated/; `--check` only compares and exits 1 on drift.
import { compile } from 'json-schema-to-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const targets = [
  { schema: 'schemas/scenario.schema.json', out: 'src/model/generated/scenario.ts', name: 'ScenarioDocument' },
  { schema: 'schemas/suite.schema.json', out: 'src/model/generated/suite.ts', name: 'SuiteFile' },
  { schema: 'schemas/fragment.schema.json', out: 'src/model/generated/fragment.ts', name: 'FragmentFile' },
  { schema: 'schemas/results.schema.json', out: 'src/model/generated/results.ts', name: 'RunResult' },
  { schema: 'schemas/catalog.schema.json', out: 'src/model/generated/catalog.ts', name: 'Catalog' },
  { schema: 'schemas/requirements.schema.json', out: 'src/model/generated/requirements.ts', name: 'RequirementCatalog' },
];

/** The TypeScript name of a `$defs` entry: its key, capitalised (`headerValues` → `HeaderValues`). */
const typeName = (key) => key[0].toUpperCase() + key.slice(1);

/** `oneOf` / `anyOf` branches that only require keys (titled or described for hover): a rule about which keys go together, not a type. */
const isKeyRule = (branches) =>
  Array.isArray(branches) &&
  branches.every(
    (b) =>
      Object.keys(b)
        .filter((k) => k !== 'description' && k !== 'title')
        .join() === 'required',
  );

/**
 * The copy of a schema that json-schema-to-typescript reads, so that every type has the name a reader
 * would give it (`Capture`, `Matcher`, `HeaderValues`; never `Capture1` or `Matcher3`):
 * - a `$defs` entry is named after its key, and only it is: the other titles (what an editor shows
 *   on hover) are left out, so a property is typed in place (`method?: string`);
 * - a `$ref` becomes the name of the definition it points at. One in another schema file becomes an
 *   import of the type generated from that file, instead of a second copy of it;
 * - a 2020-12 tuple (`prefixItems`) is written the earlier way (`items: [...]`), which the generator reads;
 * - the rules about which keys go together (`oneOf` / `anyOf` of `required`, `not`, `if` / `then`,
 *   `dependentRequired`) are left to the validators: as types they only give unreadable intersections.
 */
function prepare(schema, name) {
  const imports = new Map(); // file → names
  const copy = structuredClone(schema);
  const visit = (node, isDefinition) => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, false));
    if (!node || typeof node !== 'object') return;
    if (!isDefinition) delete node.title;
    dropKeyRules(node);
    tupleAsItems(node);
    if (typeof node.$ref === 'string') refAsTypeName(node, schema, imports);
    for (const [key, value] of Object.entries(node)) visitChild(key, value);
  };
  // A `$defs` entry is a definition, named after its key; the values of a name → schema map are subschemas.
  const visitChild = (key, value) => {
    if (key === '$defs') for (const [defKey, def] of Object.entries(value)) visit(Object.assign(def, { title: typeName(defKey) }), true);
    else if (['properties', 'patternProperties', 'dependentSchemas'].includes(key)) Object.values(value).forEach((p) => visit(p, false));
    else visit(value, false);
  };
  visit(copy, true);
  copy.title = name; // names the root type
  return { schema: copy, imports };
}

/** Examples, and the rules about which keys go together: the validators keep them. */
function dropKeyRules(node) {
  delete node.examples;
  for (const key of ['if', 'then', 'else', 'dependentRequired']) delete node[key];
  for (const key of ['oneOf', 'anyOf']) if (isKeyRule(node[key])) delete node[key];
  if (node.not && (isKeyRule(node.not.anyOf) || isKeyRule([node.not]))) delete node.not;
}

/** A tuple, as the generator knows it from earlier drafts (where `items` after it was `additionalItems`). */
function tupleAsItems(node) {
  if (!node.prefixItems) return;
  if (node.items !== undefined) node.additionalItems = node.items;
  node.items = node.prefixItems;
  delete node.prefixItems;
}

/** A `$ref` as the name of the definition it points at; one in another file also an import of that name. */
function refAsTypeName(node, schema, imports) {
  const [file, pointer] = node.$ref.split('#');
  const def = /^\/\$defs\/([^/]+)$/.exec(pointer ?? '')?.[1];
  if (!def || (!file && !schema.$defs?.[def])) throw new Error(`gen-types: cannot name the target of $ref ${node.$ref}`);
  if (file) {
    const from = `./${file.replace(/\.schema\.json$/, '.js')}`;
    imports.set(from, new Set([...(imports.get(from) ?? []), typeName(def)]));
  }
  delete node.$ref;
  node.tsType = typeName(def);
}

export async function generate() {
  const outputs = [];
  for (const t of targets) {
    const { schema, imports } = prepare(JSON.parse(await readFile(path.join(root, t.schema), 'utf8')), t.name);
    let ts = await compile(schema, t.name, {
      bannerComment: `/* Generated from ${t.schema} by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen. */`,
      additionalProperties: false,
      unknownAny: true,
      strictIndexSignatures: false,
      unreachableDefinitions: true,
      format: true,
      style: { singleQuote: true, printWidth: 110 },
    });
    // The generator notes under each definition where it came from; the name says it already.
    ts = ts.replace(/\n \*\n \* This interface was referenced by `\w+`'s JSON-Schema\n \* via the `definition` "\w+"\./g, '');
    ts = ts.replace(/\/\*\*\n \* This interface was referenced by `\w+`'s JSON-Schema\n \* via the `definition` "\w+"\.\n \*\/\n/g, '');
    const importLines = [...imports].map(([from, names]) => `import type { ${[...names].sort().join(', ')} } from '${from}';`);
    if (importLines.length) ts = ts.replace(/(\*\/\n)/, `$1\n${importLines.join('\n')}\n`);
    outputs.push({ file: path.join(root, t.out), text: ts });
  }
  return outputs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let drift = 0;
  for (const { file, text } of await generate()) {
    if (check) {
      const current = await readFile(file, 'utf8').catch(() => '');
      if (current !== text) {
        drift++;
        console.error(`out of date: ${path.relative(root, file)} (run npm run gen)`);
      }
    } else {
      await writeFile(file, text);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
  process.exit(drift ? 1 : 0);
}
