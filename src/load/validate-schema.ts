import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import type { Diagnostic } from '../source/diagnostic.js';
import type { Locate } from '../source/locate.js';
import { nonFiniteNumbers } from './finite-numbers.js';

const require = createRequire(import.meta.url);

/**
 * Validates raw documents against schemas/scenario.schema.json and suite.schema.json — the single
 * source of truth of the format — and turns Ajv's errors into located diagnostics a person can act on.
 *
 * The validators are compiled ahead of time (src/load/generated/validators.ts, written by
 * scripts/build-validators.mjs with Ajv's standalone code generator), so no start pays for compiling
 * the schemas. A test fails if that file drifts from the schemas.
 *
 * They are loaded only when a file is validated (`loadValidators`, ~20 ms of a start): a command whose
 * files all come from the load cache (load-cache.ts), validated when they were cached, never loads them.
 */
type Kind = 'scenario' | 'suite' | 'fragment';

let validators: Record<Kind, ValidateFunction> | undefined;

/** Loads the precompiled validators (once); `validateAgainstSchema` needs them. */
export async function loadValidators(): Promise<void> {
  validators ??= (await import('./generated/validators.js')) as unknown as Record<Kind, ValidateFunction>;
}

/** Thrown by `validateAgainstSchema` before `loadValidators` has finished: load them, then start again. */
export class ValidatorsNotLoaded extends Error {
  constructor() {
    super('the schema validators are not loaded: await loadValidators() first');
  }
}

/**
 * Throws ValidatorsNotLoaded unless they are loaded: called before a file is parsed, so a load that
 * must start again does so before parsing, not after (a 20,000-step file was parsed twice, and the
 * first parse's garbage doubled the load's peak memory).
 */
export function needValidators(): void {
  if (!validators) throw new ValidatorsNotLoaded();
}

/** The schema's problems, and any number outside the finite range (`finite-numbers.ts`), each located. */
export function validateAgainstSchema(kind: Kind, data: unknown, locate: Locate): Diagnostic[] {
  if (!validators) throw new ValidatorsNotLoaded();
  const validate = validators[kind];
  // What turns Ajv's errors into diagnostics loads with the first invalid document (a valid load never needs it).
  const problems = validate(data)
    ? []
    : (require('../source/schema-diagnostics.js') as typeof import('../source/schema-diagnostics.js')).schemaDiagnostics(validate.errors ?? [], locate);
  return [...problems, ...nonFiniteNumbers(data, locate)];
}
