#!/usr/bin/env node
// Generates the schema validators, compiled ahead of time by Ajv's standalone code generator, so that
// no run pays for compiling a schema (about 240 ms a start for the scenario schema):
// - src/load/generated/validators.ts: scenario, suite and fragment (the loader's input);
// - src/load/generated/results-catalog-validators.ts: results and catalog (what `wirecase report` and the coverage join read);
// - src/assert/generated/meta-schema-validator.ts: the JSON Schema 2020-12 meta-schema (built into Ajv), which
//   checks every `schema:` a scenario gives; Ajv compiling it on a run's first schema check cost 150-450 ms.
// `node scripts/build-validators.mjs` writes the files; `--check` only compares and exits 1 on drift.
// The options must stay those src/source/schema-diagnostics.ts relies on: allErrors (every problem at
// once) and verbose (errors carry `data`, `schema` and `parentSchema`, which the diagnostics use).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { Ajv2020 } = require('ajv/dist/2020.js');
const standaloneCode = require('ajv/dist/standalone/index.js').default;
const addFormats = require('ajv-formats');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schema = (name) => ({ file: `schemas/${name}.schema.json`, id: `https://wirecase.dev/schemas/${name}.schema.json` });
const outputs = [
  { out: 'src/load/generated/validators.ts', schemas: { scenario: schema('scenario'), suite: schema('suite'), fragment: schema('fragment') } },
  {
    out: 'src/load/generated/results-catalog-validators.ts',
    schemas: { results: schema('results'), catalog: schema('catalog'), requirements: schema('requirements') },
  },
  {
    out: 'src/assert/generated/meta-schema-validator.ts',
    schemas: { metaSchema2020: { builtIn: 'the JSON Schema 2020-12 meta-schema (built into Ajv)', id: 'https://json-schema.org/draft/2020-12/schema' } },
  },
];

async function generateOne({ schemas }) {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false, code: { source: true, esm: true, lines: true } });
  addFormats(ajv); // results: date-time; catalog: uri
  for (const s of Object.values(schemas)) if (!s.builtIn) ajv.addSchema(JSON.parse(await readFile(path.join(root, s.file), 'utf8')));
  let code = standaloneCode(ajv, Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, s.id])));
  // Ajv's ESM output still `require`s its few runtime helpers (e.g. ucs2length for minLength) and the
  // formats; turn each into an import of the CommonJS module (its default export is module.exports).
  const modules = new Map();
  code = code.replace(/const (\w+) = require\("([^"]+)"\)((?:\.\w+|\["[^"]+"\])+);/g, (_, name, specifier, member) => {
    if (!modules.has(specifier)) modules.set(specifier, `module${modules.size}`);
    return `const ${name} = ${modules.get(specifier)}${member};`;
  });
  if (/\brequire\(/.test(code)) throw new Error('build-validators: a require() is left in the generated code');
  const banner = [
    '// @ts-nocheck',
    `/* Generated from ${Object.values(schemas)
      .map((s) => s.file ?? s.builtIn)
      .join(', ')} by scripts/build-validators.mjs`,
    '   (Ajv standalone code: allErrors, verbose). Do not edit: change the schema and run npm run gen. */',
  ];
  const imports = [...modules].map(([specifier, name]) => `import ${name} from '${specifier}.js';`);
  return `${[...banner, ...imports].join('\n')}\n${code.replace(/^"use strict";\n?/, '')}\n`;
}

export async function generate() {
  return Promise.all(outputs.map(async (o) => ({ file: path.join(root, o.out), text: await generateOne(o) })));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let drift = 0;
  for (const { file, text } of await generate()) {
    if (process.argv.includes('--check')) {
      const current = await readFile(file, 'utf8').catch(() => '');
      if (current !== text) {
        drift++;
        console.error(`out of date: ${path.relative(root, file)} (run npm run gen)`);
      }
    } else {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
  process.exit(drift ? 1 : 0);
}
