/**
 * The schema sampler: JSON Schema (2020-12, plus draft-07 habits) → argument values, so a suite can
 * call a server's tools with arguments built from their own `inputSchema`. Pure, and never throws.
 *
 * Generation (`generate.ts`, with `numbers.ts`, `strings.ts` and `merge.ts`) builds a value; the
 * small validator (`validate.ts`) judges it. Whatever the validator cannot judge for certain
 * ($dynamicRef, unevaluated*, an unknown format, a remote $ref) makes the answer `undefined`: a
 * suite would rather skip than send a guess. `invalid.ts` breaks exactly one constraint of valid
 * arguments; `variants.ts` derives the other fixtures suites ask for.
 */

export { boundaryCases, brokenCases, type LabelledArguments, randomCase, validates } from './cases.js';
export { validArguments } from './generate.js';
export { type ExplainedArguments, invalidArguments, invalidArgumentsExplained } from './invalid.js';
export { ampleArguments, completedArguments, type FractionalArguments, fractionalArguments, fullArguments, nullArguments } from './variants.js';
