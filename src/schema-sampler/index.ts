/**
 * The schema sampler: JSON Schema (2020-12, plus draft-07 habits) → argument values, so a suite can
 * call a server's tools with arguments built from their own `inputSchema`. Pure, and never throws.
 *
 * Generation (`generate.ts`, with `numbers.ts`, `strings.ts` and `merge.ts`) builds a value; the
 * small validator (`validate.ts`) judges it. Whatever the validator cannot judge for certain
 * ($dynamicRef, unevaluated*, an unknown format, a remote $ref) makes the answer `undefined`: a
 * suite would rather skip than send a guess. `invalid.ts` breaks exactly one constraint of valid
 * arguments; `variants.ts` derives the other fixtures suites ask for.
 *
 * The schema is a server's: its patterns may backtrack catastrophically, its `enum` may be huge. So
 * each function here runs under a hard time bound (`SAMPLER_BOUND_MS`, source/bounded-time.ts): past
 * it, the answer is what the sampler gives when it is unsure (undefined, or no cases).
 */
import { runBounded, TimeBoundExceeded } from '../source/bounded-time.js';
import * as cases from './cases.js';
import * as generate from './generate.js';
import * as invalid from './invalid.js';
import * as variants from './variants.js';

export type { LabelledArguments } from './cases.js';
export type { ExplainedArguments } from './invalid.js';
export type { FractionalArguments } from './variants.js';

/** How long one call of the sampler may take. */
export const SAMPLER_BOUND_MS = 500;

/** `f` under the bound: `unsure` when it does not finish in time. */
function bounded<A extends unknown[], R>(f: (...args: A) => R, unsure: () => R): (...args: A) => R {
  return (...args) => {
    try {
      return runBounded(() => f(...args), SAMPLER_BOUND_MS);
    } catch (error) {
      if (error instanceof TimeBoundExceeded) return unsure();
      throw error;
    }
  };
}

const none = () => undefined;

export const validates = bounded(cases.validates, none);
/** As `validates`, and `exceeded` when judging did not finish within the bound (a caller that must say why it could not judge). */
export const validatesWithin = bounded<[unknown, unknown], boolean | undefined | 'exceeded'>(cases.validates, () => 'exceeded');
export const boundaryCases = bounded(cases.boundaryCases, () => []);
export const brokenCases = bounded(cases.brokenCases, () => []);
export const randomCase = bounded(cases.randomCase, none);
export const validArguments = bounded(generate.validArguments, none);
export const invalidArguments = bounded(invalid.invalidArguments, none);
export const invalidArgumentsExplained = bounded(invalid.invalidArgumentsExplained, none);
export const ampleArguments = bounded(variants.ampleArguments, none);
export const completedArguments = bounded(variants.completedArguments, none);
export const fractionalArguments = bounded(variants.fractionalArguments, none);
export const fullArguments = bounded(variants.fullArguments, none);
export const nullArguments = bounded(variants.nullArguments, none);
