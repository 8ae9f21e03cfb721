/**
 * `wirecase diff`'s engine half (docs/diff.md): two runs of the same documents compared sentence by
 * sentence, and rendered for the console, Markdown, JSON and HTML. The CLI reads the files or runs the
 * targets (`run-two-targets.ts`, through the engine's surface), and writes what these return.
 */
export { diffRuns, type Labelled } from './compare.js';
export { renderConsole } from './render-console.js';
export { DIFF_HTML_FILE, renderDiffHtml } from './render-html.js';
export { DIFF_JSON_FILE, renderDiffJson } from './render-json.js';
export { DIFF_MARKDOWN_FILE, renderDiffMarkdown } from './render-markdown.js';
export { executeSides, type PreparedSides, prepareSides, type SharedOptions, sideLabel, type TargetSide } from './run-two-targets.js';
export type { DiffKind, RunDiff, TestDifference } from './types.js';
export { DIFF_KINDS } from './types.js';
