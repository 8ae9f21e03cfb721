import type { ValidateFunction } from 'ajv';
import type { Diagnostic } from '../source/diagnostic.js';
import type { Locate } from '../source/locate.js';
import { schemaDiagnostics } from '../source/schema-diagnostics.js';
import * as generated from './generated/validators.js';

/**
 * Validates raw documents against schemas/scenario.schema.json and suite.schema.json — the single
 * source of truth of the format — and turns Ajv's errors into located diagnostics a person can act on.
 *
 * The validators are compiled ahead of time (src/load/generated/validators.ts, written by
 * scripts/build-validators.mjs with Ajv's standalone code generator), so no start pays for compiling
 * the schemas. A test fails if that file drifts from the schemas.
 */
type Kind = 'scenario' | 'suite' | 'fragment';

const validators = generated as unknown as Record<Kind, ValidateFunction>;

export function validateAgainstSchema(kind: Kind, data: unknown, locate: Locate): Diagnostic[] {
  const validate = validators[kind];
  if (validate(data)) return [];
  return schemaDiagnostics(validate.errors ?? [], locate);
}
