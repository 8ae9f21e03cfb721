import { parseEnv } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { UserError } from '../source/diagnostic.js';
import { readText } from '../source/read-text.js';

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
      throw new UserError({ code: 'BAD_ARGUMENT', message: `--var ${option}: expected name=value (text) or name:=JSON (typed), with a name of letters, digits and underscores` });
    }
    const text = option.slice(eq + 1);
    if (!typed) {
      vars[name] = text;
      continue;
    }
    try {
      vars[name] = JSON.parse(text);
    } catch (error) {
      throw new UserError({
        code: 'BAD_ARGUMENT',
        message: `--var ${name}:=${text}: the value after := must be JSON (${(error as Error).message})`,
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
    let value: unknown;
    try {
      value = parseYaml(text);
    } catch (error) {
      throw new UserError({ code: 'BAD_ENV_FILE', message: `env file ${file}: ${(error as Error).message.split('\n')[0]}` });
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new UserError({ code: 'BAD_ENV_FILE', message: `env file ${file} must be a mapping of variable names to values` });
    }
    return value as Record<string, unknown>;
  }
  return parseEnv(text) as Record<string, string>;
}
