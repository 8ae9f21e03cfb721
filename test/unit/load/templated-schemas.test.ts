import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { LayeredScope } from '../../../src/template/scope.js';
import { compileTemplate, renderTemplate, templateNames } from '../../../src/template/template.js';
import { repoRoot } from '../../helpers/paths.js';

/**
 * A schema a bundled server document builds from what the server listed must stay a valid JSON
 * Schema whatever the server listed (issue 38: `enum: []` built from an empty list made "the JSON
 * Schema itself is invalid" a verdict on the server). Every templated `enum` in the server suites
 * is rendered with each variable it reads set to an empty list: it must still be a non-empty array
 * (JSON Schema: "The value of this keyword MUST be an array. This array SHOULD have at least one
 * element"; Ajv refuses an empty one).
 */
const SUITES = ['mcp-2025-11-25', 'mcp-2026-07-28', 'mcp-apps'];

function* templatedEnums(node: unknown, at: string): Generator<{ at: string; text: string }> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* templatedEnums(item, `${at}[${i}]`);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' && typeof value === 'string' && value.includes('{{')) yield { at: `${at}.enum`, text: value };
      else yield* templatedEnums(value, `${at}.${key}`);
    }
  }
}

test('every templated enum of the bundled server suites stays a non-empty list when what it is built from is empty', () => {
  const broken: string[] = [];
  let seen = 0;
  for (const suite of SUITES) {
    const dir = path.join(repoRoot, 'scenarios', suite);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
      for (const doc of parseAllDocuments(readFileSync(path.join(dir, file), 'utf8'))) {
        const data = doc.toJS() as { id?: string } | null;
        for (const { at, text } of templatedEnums(data, data?.id ?? '(document)')) {
          seen++;
          const template = compileTemplate(text);
          const empty = Object.fromEntries([...templateNames(template)].map((name) => [name, []]));
          const value = renderTemplate(template, new LayeredScope([empty]));
          if (!Array.isArray(value) || value.length === 0) broken.push(`${suite}/${file} ${at}: ${text} → ${JSON.stringify(value)}`);
        }
      }
    }
  }
  assert.ok(seen >= 5, `found only ${seen} templated enums: the walk is broken`);
  assert.deepEqual(broken, [], 'an enum built from an empty list is an invalid schema');
});
