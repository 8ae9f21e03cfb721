import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import * as addFormatsModule from 'ajv-formats';
import { repoRoot } from './paths.js';

const addFormats = ((addFormatsModule as unknown as { default: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

let validate: ValidateFunction | undefined;

/** The problems of a results.json (parsed) against schemas/results.schema.json, empty when it is valid. */
export function resultsSchemaErrors(data: unknown): string[] {
  if (!validate) {
    // Compiled once per process: the property tests validate hundreds of results.
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    validate = ajv.compile(JSON.parse(readFileSync(path.join(repoRoot, 'schemas', 'results.schema.json'), 'utf8')));
  }
  return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}
