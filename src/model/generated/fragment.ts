/* Generated from schemas/fragment.schema.json by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen. */

import type { Step, Variables } from './scenario.js';

/**
 * Reusable steps that documents include with `include: path` and `with: { ... }`.
 */
export interface FragmentFile {
  /**
   * What these steps do and which variables they expect.
   */
  description?: string;
  /**
   * Default values of the fragment's variables; `with` replaces them.
   */
  vars?: Variables;
  /**
   * The steps inserted where the fragment is included.
   *
   * @minItems 1
   */
  steps: [Step, ...Step[]];
}
