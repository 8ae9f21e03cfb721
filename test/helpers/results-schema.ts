import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as addFormatsModule from 'ajv-formats';
import { repoRoot } from './paths.js';

const addFormats = ((addFormatsModule as unknown as { default: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

/** The problems of a results.json (parsed) against schemas/results.schema.json, empty when it is valid. */
export function resultsSchemaErrors(data: unknown): string[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(path.join(repoRoot, 'schemas', 'results.schema.json'), 'utf8')));
  return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}
