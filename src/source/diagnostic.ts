import type { Span } from './span.js';

/** Every kind of user-facing problem, a closed list so reports and tests can match on the code. */
export type DiagnosticCode =
  | 'FILE_NOT_FOUND'
  | 'FILE_UNREADABLE'
  | 'NO_DOCUMENTS'
  | 'YAML_SYNTAX'
  | 'SCHEMA_VIOLATION'
  | 'UNKNOWN_KEY'
  | 'DUPLICATE_TEST_ID'
  | 'DUPLICATE_KEY'
  | 'BAD_JSONPATH'
  | 'BAD_REGEX'
  | 'BAD_TEMPLATE'
  | 'BAD_EXPRESSION'
  | 'UNDEFINED_VARIABLE'
  | 'BAD_SCHEMA_REF'
  | 'BAD_INCLUDE'
  | 'BAD_ENV_FILE'
  | 'BAD_ARGUMENT'
  | 'TARGET_FAILED'
  | 'YAML_LIMIT'
  | 'BAD_URL'
  | 'UNCHECKED_STEP'
  | 'QUOTED_NUMBER'
  | 'OTHER_ORIGIN'
  | 'JSON_AS_TEXT'
  | 'SINGLE_BRACES'
  | 'UNKNOWN_STREAM'
  | 'BAD_STREAM_STEP'
  | 'TEXT_NOT_BOOLEAN'
  | 'HEADER_NOT_TEXT'
  | 'PATTERN_AS_TEXT'
  | 'MATCHER_AS_TEXT'
  | 'LIST_VS_VALUE'
  | 'BARE_TIMEOUT'
  | 'TIMEOUT_TOO_LARGE'
  | 'COMMENT_IN_VALUE'
  | 'DOUBLE_SCHEME'
  | 'MISPLACED_KEY'
  | 'FLOW_LIST_COMMA';

/** One problem, with where it is and an optional hint ("did you mean ..."). Errors are data, not exceptions. */
export interface Diagnostic {
  code: DiagnosticCode;
  message: string;
  span?: Span;
  hint?: string;
  /** The author's line rewritten so the problem is gone (checked by loading it): "write it like this:". */
  repair?: { line: number; text: string };
}

/** Thrown for bad input that must stop the command: the CLI prints its diagnostics and exits 2. */
export class UserError extends Error {
  readonly diagnostics: Diagnostic[];
  /**
   * @param sources the text of the files the diagnostics point into, by display path, so the CLI can
   *   show the offending lines (code frames).
   */
  constructor(
    diagnostics: Diagnostic | Diagnostic[],
    readonly sources: ReadonlyMap<string, string> = new Map(),
  ) {
    const list = Array.isArray(diagnostics) ? diagnostics : [diagnostics];
    super(list.map((d) => d.message).join('\n'));
    this.name = 'UserError';
    this.diagnostics = list;
  }
}
