/* Generated from schemas/catalog.schema.json by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen. */

/**
 * Lower-case words with dashes; dots separate a sub-section from its page (streamable-http.validation).
 */
export type Key = string;
/**
 * Letters, digits, dot, dash and underscore, starting with a letter or digit.
 */
export type Id = string;
/**
 * How strongly the change or test is required: required, conditional (only if the feature is implemented), recommended (SHOULD), no-new-feature (nothing to add; prove the old thing is gone or absent), required-audit (required, proven by inspecting what is advertised), required-regression (required, guards a fixed bug).
 */
export type Level =
  'required' | 'conditional' | 'recommended' | 'no-new-feature' | 'required-audit' | 'required-regression';

/**
 * What a suite is expected to cover: one specification, its sections, the test IDs it should have, its changelog traceability rows, the entries that cannot be tested over HTTP, and (optionally) its requirement catalog. The reporter joins run results with the catalog to show coverage per section and per row. A catalog lives next to its suite (catalog.yaml).
 */
export interface Catalog {
  /**
   * The specification (or extension) this catalog describes.
   */
  spec: {
    /**
     * Short name of the specification, lower case with dashes.
     */
    key: Key;
    /**
     * Human-readable name of the specification.
     */
    title: string;
    /**
     * The revision this catalog describes, usually a date.
     */
    version: string;
    /**
     * Public web address of the specification's front page.
     */
    url: string;
    /**
     * Public web address of the changelog whose lines the traceability rows cite.
     */
    changelog?: string;
    /**
     * Where the catalog's content was taken from (documents, commits), so it can be checked again.
     */
    source?: string;
    /**
     * Anything a reader of the reports should know about this catalog.
     */
    notes?: string;
  };
  /**
   * The parts of the specification that the suite covers. Scenario documents name them by key in their `spec` list; reports show coverage per section.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
  /**
   * Test IDs the suite is expected to have. A scenario document with the same `id` covers the entry; an entry without a document is reported as not covered.
   */
  tests?: Test[];
  /**
   * Changelog traceability rows. Scenario documents name them by ID in their `traces` list; a row is proven only when at least one scenario covers it and all of them pass.
   */
  traces?: Trace[];
  /**
   * Test IDs or row IDs that cannot be proven over HTTP against a server (for example browser, iframe or host behaviour). Reports show them as not applicable instead of not covered.
   */
  untestable?: Untestable[];
  /**
   * Path, relative to this catalog, of the suite's requirement catalog: every normative sentence of the specification with its role and verdict (schemas/requirements.schema.json). Reports then show how many server MUSTs are proven, per section and level, and list the gaps.
   */
  requirements?: string;
}
/**
 * One part of the specification: a page, or a heading within a page.
 */
export interface Section {
  /**
   * Short unique name that scenario documents use in their `spec` list.
   */
  key: Key;
  /**
   * The section's heading as the specification writes it.
   */
  title: string;
  /**
   * Public web address of the section; a #fragment points at a heading within a page.
   */
  url: string;
  /**
   * Key of the enclosing section (a heading's page, a page's chapter). Reports roll coverage up to it.
   */
  parent?: Key;
}
/**
 * One test ID the suite should have.
 */
export interface Test {
  /**
   * Unique test ID; the scenario document that implements it has the same `id`.
   */
  id: Id;
  /**
   * Key of the section (in this catalog) the test belongs to.
   */
  section: Key;
  /**
   * The test's name as its source document writes it.
   */
  title: string;
  /**
   * One sentence on what the test verifies.
   */
  description?: string;
  /**
   * Delivery phase the test is planned for (1 = first).
   */
  phase?: number;
  /**
   * How strongly the specification requires what the test proves.
   */
  level?: Level;
}
/**
 * One row of a changelog traceability list: a change of the specification and how strongly it must be proven.
 */
export interface Trace {
  /**
   * Unique row ID, as the traceability list writes it (case matters: M1 is a major change, m1 a minor one).
   */
  id: Id;
  /**
   * Short name of the change.
   */
  title: string;
  /**
   * How strongly the change must be proven.
   */
  level: Level;
  /**
   * Where the change is written in the changelog.
   */
  changelog: {
    /**
     * The changelog heading and item number.
     */
    item?: string;
    /**
     * Line number, or first-last range, of the item in the changelog source file (a dash or an en dash).
     */
    lines: number | string;
    /**
     * The item's text as the changelog writes it (Markdown, list number removed).
     */
    text?: string;
  };
  /**
   * Keys of the sections (in this catalog) that hold the normative detail of the change.
   */
  sections?: Key[];
  /**
   * How the row is proven, or why its level was chosen. While the row is open (not proven, not covered, not applicable), the reports show them beside its verdict: say there why it is open.
   */
  notes?: string;
}
/**
 * A test ID or row ID that cannot be proven over HTTP against a server, with the reason.
 */
export interface Untestable {
  /**
   * A test ID or row ID of this catalog.
   */
  id: Id;
  /**
   * Why it cannot be tested over HTTP in the server role.
   */
  reason: string;
}
