import { parseEnv } from 'node:util';
import type { Diagnostic } from '../source/diagnostic.js';
import { UserError } from '../source/diagnostic.js';
import { parseJson } from '../source/json-text.js';
import { readText } from '../source/read-text.js';
import { parseSource } from '../source/source-file.js';
import { documentData } from '../source/yaml-data.js';

/**
 * `--var name=value` (repeatable): the value is text. `--var name:=JSON` gives a typed value: an object,
 * a list, a number, a boolean or null (`--var 'tool_arguments:={"text":"hi"}'`, `--var oauth:=false`).
 */
export function parseVarOptions(options: string[]): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  for (const option of options) {
    const eq = option.indexOf('=');
    const typed = eq > 0 && option[eq - 1] === ':';
    const name = eq > 0 ? option.slice(0, typed ? eq - 1 : eq) : '';
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw new UserError({
        code: 'BAD_ARGUMENT',
        message: `--var ${option}: expected name=value (text) or name:=JSON (typed), with a name of letters, digits and underscores`,
      });
    }
    const text = option.slice(eq + 1);
    if (!typed) {
      vars[name] = text;
      continue;
    }
    const parsed = parseJson(text);
    if (parsed.ok) vars[name] = parsed.value;
    else {
      throw new UserError({
        code: 'BAD_ARGUMENT',
        message: `--var ${name}:=${text.length > 200 ? `${text.slice(0, 200)}…` : text}: the value after := must be JSON; it is ${parsed.error}`,
        hint: `quote it for the shell, e.g. --var '${name}:={"key":"value"}'; for plain text write ${name}=${text}`,
      });
    }
  }
  return vars;
}

/**
 * `--env-file FILE`: a YAML (or JSON) file whose top-level keys are variable names — values keep their
 * types — or a .env file of NAME=value lines.
 */
export function readEnvFile(file: string): Record<string, unknown> {
  const text = readText(file, file, { noun: 'env file' });
  if (/\.(ya?ml|json)$/i.test(file)) {
    // Read like scenario files: syntax errors and resource limits (aliases, nesting) located, never thrown.
    const source = parseSource(file, text);
    const read = source.documents[0] ? documentData(source, source.documents[0]) : { ok: true as const, data: null };
    if (!read.ok)
      throw new UserError(
        read.diagnostics.map((d) => ({ ...d, code: 'BAD_ENV_FILE', message: `env file: ${d.message}` })),
        new Map([[file, text]]),
      );
    const value = read.data;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new UserError({ code: 'BAD_ENV_FILE', message: `env file ${file} must be \`name: value\` lines, one variable each` });
    }
    return value as Record<string, unknown>;
  }
  const wrong = envLineProblems(file, text);
  if (wrong.length) throw new UserError(wrong, new Map([[file, text]]));
  return parseEnv(text) as Record<string, string>;
}

/** A .env line that is neither `NAME=value`, a comment nor blank: the reader would skip it without a word. */
function envLineProblems(file: string, text: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  let quote: string | undefined;
  text.split(/\r?\n/).forEach((line, i) => {
    // Inside a quoted value that runs over lines, every line is the value's.
    if (quote) {
      if (line.includes(quote)) quote = undefined;
      return;
    }
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    const m = /^\s*(?:export\s+)?[A-Za-z_][\w.-]*\s*=\s*(["'`]?)/.exec(line);
    if (m) {
      const q = m[1];
      if (q && line.indexOf(q, m[0].length) < 0) quote = q;
      return;
    }
    const colon = /^\s*([A-Za-z_][\w.-]*)\s*:\s*(.*)$/.exec(line);
    out.push({
      code: 'BAD_ENV_FILE',
      message: `env file: this line is not \`NAME=value\`, so it would be skipped`,
      span: { file, line: i + 1, col: 1 + line.length - line.trimStart().length },
      hint: colon
        ? `write it like this: \`${colon[1]}=${colon[2]}\` (or name the file .yaml to write \`name: value\`)`
        : 'write each variable as `NAME=value` on a line of its own; a comment starts with `#`',
    });
  });
  return out;
}
