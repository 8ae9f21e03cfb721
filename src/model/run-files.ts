/**
 * The files a run reads, read by the load stage before anything is sent (`load/run-files.ts`), so that
 * the run stage opens no file: the JSON Schema files checks name (`schema: file.json`), the
 * `--wire-schema` file, and the keys that suites' `tokens:` are signed with. Each by absolute path.
 * A file that could not be read or parsed keeps why, and the check or token that uses it says so, at
 * the step or the suite, as it would have had it read the file itself.
 */
export interface RunFiles {
  schemas: ReadonlyMap<string, { json: unknown } | { error: string }>;
  keys: ReadonlyMap<string, { text: string } | { error: string }>;
}

/** No file at all: for runs whose documents name none (tests building documents by hand). */
export const NO_RUN_FILES: RunFiles = { schemas: new Map(), keys: new Map() };
