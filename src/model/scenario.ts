import type { Span } from '../source/span.js';
import type { ScenarioDocument, Step, ClientCheck as WrittenCheck } from './generated/scenario.js';
import type { SuiteFile } from './generated/suite.js';

export type { Locate, NodePath } from '../source/locate.js';
export type {
  Browser,
  Capture,
  ClientOAuth,
  ClientServe,
  Condition,
  Expect,
  Matcher,
  MatcherObject,
  MatrixEach,
  McpProfile,
  Request,
  Retry,
  Rpc,
  ScenarioDocument,
  SseEvent as SseEventExpect,
  SseExpect,
  Stdio,
  Step,
  WaitFor,
} from './generated/scenario.js';
export type { SuiteFile } from './generated/suite.js';

import type { Locate } from '../source/locate.js';

/** A check on a client's requests as the loader hands it on: its `include:` checks replaced by the fragment's (load/expand-includes.ts), so every check is named. */
export type ClientCheck = Omit<WrittenCheck, 'include' | 'name'> & { name: string };

/** A suite file with its folder and location resolver. */
export interface LoadedSuite {
  name: string;
  /** Folder of suite.yaml; documents in it and below it belong to it. */
  dir: string;
  file?: string;
  data: SuiteFile;
  locate?: Locate;
}

/** One validated scenario document, ready to run. */
export interface LoadedDocument {
  /** The document as written; `steps` is always a list (empty for an always not-applicable document). */
  data: Omit<ScenarioDocument, 'steps' | 'teardown' | 'checks'> & { steps: Step[]; teardown?: Step[]; checks?: ClientCheck[] };
  /** Display path of the file. */
  file: string;
  /** Absolute folder of the file, for resolving schema files. */
  dir: string;
  /** Index of the document within its file (0-based). */
  index: number;
  span: Span;
  suite: LoadedSuite;
  locate: Locate;
  /**
   * For one leg (run) of a `matrix` document: its variables. A literal axis gives its value; an
   * `each:` axis the whole item found at setup (an object stays an object).
   */
  matrix?: Record<string, unknown>;
  /** For one leg: the values its ID shows, `id[name=value,...]` (results.json's `matrix`). */
  legLabels?: Record<string, string | number | boolean>;
  /**
   * A document with an `each:` matrix axis, before the suite's setup has run: its legs are not known
   * yet. `--id` patterns that name legs of it (`id[tool=x]`, `id[tool=*`), kept to pick its legs once known.
   */
  legFilter?: string[];
  /** An `each:` document whose list came out empty: the not-applicable reason naming the empty set. */
  noLegs?: string;
  /** An `each:` document whose legs could not be worked out (not a list, a broken template): the test fails with it. */
  legsError?: { message: string; path: Array<string | number> };
}

export type LoadedStep = Step;
