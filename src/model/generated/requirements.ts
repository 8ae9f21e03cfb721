/* Generated from schemas/requirements.schema.json by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen. */

export type Key = string;

/**
 * Every normative sentence (BCP 14 keyword) of a specification's pages, with the role it binds and exactly one verdict: the tests that prove it, why it cannot be tested, or a gap. Generated and checked by `npm run requirements` (scripts/requirements/); a suite's catalog.yaml names it with `requirements:`.
 */
export interface RequirementCatalog {
  /**
   * Folder, relative to this file, holding the copies of the spec pages the sentences were extracted from.
   */
  'spec-text': string;
  /**
   * Where the copies of the pages come from (repository and commit).
   */
  source?: string;
  /**
   * The spec pages whose sentences are listed.
   */
  pages: Page[];
  /**
   * The normative sentences, in page order.
   */
  requirements: Requirement[];
}
/**
 * One spec page.
 */
export interface Page {
  /**
   * Short name of the page; requirement IDs start with it.
   */
  key: Key;
  /**
   * The page's copy, relative to the spec text folder.
   */
  file: string;
  /**
   * How documents name the page in a requirement's `source:` (before the `:line`).
   */
  cited: string;
  /**
   * Public address of the page.
   */
  url: string;
}
/**
 * One normative sentence and its verdict.
 */
export interface Requirement {
  /**
   * Stable ID: the page key, `.R` and a number that is never reused.
   */
  id: string;
  /**
   * Key of the page the sentence is on.
   */
  page: Key;
  /**
   * 1-based line of the page copy where the sentence starts (for a list item under a lead-in, the item's line).
   */
  line: number;
  /**
   * The strongest BCP 14 keyword of the sentence (REQUIRED and SHALL count as MUST, RECOMMENDED as SHOULD, OPTIONAL as MAY).
   */
  level: 'MUST' | 'MUST NOT' | 'SHOULD' | 'SHOULD NOT' | 'MAY';
  /**
   * Key of the catalog section the sentence belongs to (its nearest heading the catalog lists, else its page).
   */
  section: Key;
  /**
   * Whom the sentence binds: server, client, any (client and server alike), host, view (an MCP Apps View) or authorization-server. Required once the sentence is reviewed.
   */
  role?: 'server' | 'client' | 'any' | 'host' | 'view' | 'authorization-server';
  /**
   * The sentence as the page writes it, markup removed.
   */
  text: string;
  /**
   * IDs of the tests whose `requirements:` quote this sentence (computed by `npm run requirements`).
   *
   * @minItems 1
   */
  'proven-by'?: [string, ...string[]];
  /**
   * Why no raw-HTTP test against a server can prove it.
   */
  untestable?: string;
  /**
   * A sentence a test should prove and none does yet; the text says what is missing.
   */
  gap?: string;
  /**
   * Anything a reviewer should know.
   */
  note?: string;
  /**
   * `pending` until someone has set the role and verdict of a new sentence.
   */
  review?: 'pending';
}
