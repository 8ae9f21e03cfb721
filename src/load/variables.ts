import { parseEnv } from 'node:util';
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
    if (!read.ok) throw new UserError(read.diagnostics.map((d) => ({ ...d, code: 'BAD_ENV_FILE', message: `env file: ${d.message}` })));
    const value = read.data;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new UserError({ code: 'BAD_ENV_FILE', message: `env file ${file} must be a mapping of variable names to values` });
    }
    return value as Record<string, unknown>;
  }
  return parseEnv(text) as Record<string, string>;
}
