#!/usr/bin/env node
// Generates the TypeScript types of the document format from schemas/ (the single source of truth).
// `node scripts/gen-types.mjs` writes src/model/generated/; `--check` only compares and exits 1 on drift.
import { compile } from 'json-schema-to-typescript';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const targets = [
  { schema: 'schemas/scenario.schema.json', out: 'src/model/generated/scenario.ts', name: 'ScenarioDocument' },
  { schema: 'schemas/suite.schema.json', out: 'src/model/generated/suite.ts', name: 'SuiteFile' },
  { schema: 'schemas/fragment.schema.json', out: 'src/model/generated/fragment.ts', name: 'FragmentFile' },
];

export async function generate() {
  const outputs = [];
  for (const t of targets) {
    const schema = JSON.parse(await readFile(path.join(root, t.schema), 'utf8'));
    schema.title = t.name; // names the root type
    const ts = await compile(schema, t.name, {
      cwd: path.join(root, 'schemas'),
      bannerComment: `/* Generated from ${t.schema} by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen. */`,
      additionalProperties: false,
      unknownAny: true,
      strictIndexSignatures: false,
      format: true,
      style: { singleQuote: true, printWidth: 110 },
    });
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
      if (current !== text) { drift++; console.error(`out of date: ${path.relative(root, file)} (run npm run gen)`); }
    } else {
      await writeFile(file, text);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
  process.exit(drift ? 1 : 0);
}
