/* Generated from schemas/fragment.schema.json by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen. */

import type { ClientCheck, Step, Variables } from './scenario.js';

/**
 * Reusable steps that documents include with `include: path` and `with: { ... }`, or reusable checks on a client's requests (`role: client` documents) that a check includes with `include: path`.
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
  steps?: [Step, ...Step[]];
  /**
   * The checks on the client's requests inserted where the fragment is included in a document's `checks:`.
   *
   * @minItems 1
   */
  checks?: [ClientCheck, ...ClientCheck[]];
}
