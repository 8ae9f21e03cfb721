#!/usr/bin/env node
// Generates src/load/generated/validators.ts: the scenario and suite schemas compiled ahead of time by
// Ajv's standalone code generator, so that no run pays for compiling them (about 240 ms a start).
// `node scripts/build-validators.mjs` writes the file; `--check` only compares and exits 1 on drift.
// The options must stay those src/load/validate-schema.ts relies on: allErrors (every problem at
// once) and verbose (errors carry `data` and `parentSchema`, which the diagnostics use).
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { Ajv2020 } = require('ajv/dist/2020.js');
const standaloneCode = require('ajv/dist/standalone/index.js').default;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'src/load/generated/validators.ts');
const schemas = {
  scenario: { file: 'schemas/scenario.schema.json', id: 'https://wirecase.dev/schemas/scenario.schema.json' },
  suite: { file: 'schemas/suite.schema.json', id: 'https://wirecase.dev/schemas/suite.schema.json' },
  fragment: { file: 'schemas/fragment.schema.json', id: 'https://wirecase.dev/schemas/fragment.schema.json' },
};

export async function generate() {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false, code: { source: true, esm: true, lines: true } });
  for (const s of Object.values(schemas)) ajv.addSchema(JSON.parse(await readFile(path.join(root, s.file), 'utf8')));
  let code = standaloneCode(ajv, Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, s.id])));
  // Ajv's ESM output still `require`s its few runtime helpers (e.g. ucs2length for minLength); turn
  // each into an import of the CommonJS module (its default export is module.exports).
  const imports = [];
  code = code.replace(/const (\w+) = require\("([^"]+)"\)\.default;/g, (_, name, specifier) => {
    imports.push(`import ${name}Module from '${specifier}.js';`);
    return `const ${name} = ${name}Module.default;`;
  });
  if (/\brequire\(/.test(code)) throw new Error('build-validators: a require() is left in the generated code');
  const banner = [
    '// @ts-nocheck',
    '/* Generated from schemas/scenario, suite and fragment .schema.json by scripts/build-validators.mjs',
    '   (Ajv standalone code: allErrors, verbose). Do not edit: change the schema and run node scripts/build-validators.mjs. */',
  ];
  return `${[...banner, ...imports].join('\n')}\n${code.replace(/^"use strict";\n?/, '')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await generate();
  if (process.argv.includes('--check')) {
    const current = await readFile(out, 'utf8').catch(() => '');
    if (current !== text) {
      console.error(`out of date: ${path.relative(root, out)} (run npm run gen)`);
      process.exit(1);
    }
  } else {
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, text);
    console.log(`wrote ${path.relative(root, out)}`);
  }
}
