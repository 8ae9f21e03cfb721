/**
 * Baseline for load-and-validate: read every .yaml file under a folder and parse it with the same
 * YAML library (parse + toJS), nothing else. Usage: node dist/bench/parse-only.js <dir>
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export function parseFolder(dir: string): number {
  let documents = 0;
  for (const name of readdirSync(dir).sort()) {
    if (!/\.ya?ml$/.test(name)) continue;
    const parsed = parseAllDocuments(readFileSync(path.join(dir, name), 'utf8'));
    for (const doc of Array.isArray(parsed) ? parsed : []) {
      if (doc.errors.length) throw new Error(`${name}: ${doc.errors[0]!.message}`);
      if (doc.toJS()) documents++;
    }
  }
  return documents;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: parse-only.js <dir>');
  parseFolder(dir);
}
