import { type ParseArgsConfig, parseArgs } from 'node:util';
import { COMMAND_SPECS, type CommandSpec, camelCase, commandLine, type OptionSpec, type ParsedCommandLine } from './command-table.js';

/**
 * Reads a well-formed command line from the command table with Node's own parser, giving what yargs
 * would give. Loading yargs costs about 110 ms, most of a short run's start-up. Anything this reader
 * does not fully understand — help, a misspelt option, a missing value, `--no-x` of anything but a
 * boolean option, `--`, an option given twice — returns undefined, and yargs reads the line, with its
 * help and error messages.
 * test/unit/cli/quick-parse.test.ts checks both readers agree.
 */
export function quickParse(argv: readonly string[]): ParsedCommandLine | undefined {
  const spec = COMMAND_SPECS.find((c) => c.name === argv[0]);
  if (!spec) return undefined;
  const split = negatedOptions(spec, argv.slice(1));
  if (!split) return undefined;
  const { negated, rest } = split;
  if (rest.some((a) => a === '--' || a === '--help' || a === '--version')) return undefined;
  let parsed: Parsed;
  try {
    parsed = parseArgs({ args: rest, options: parserOptions(spec), strict: true, allowPositionals: true, tokens: true });
  } catch {
    return undefined;
  }
  const counts = optionCounts(spec, parsed);
  if (!counts) return undefined;
  const args: Record<string, unknown> = { _: [spec.name] };
  if (!readOptions(spec, parsed, negated, counts, args) || !readPositional(spec, parsed, args)) return undefined;
  return commandLine(spec.name, args);
}

type Parsed = ReturnType<typeof parseArgs>;

/** `--no-cache`: a boolean option set to false, as yargs reads it; undefined for `--no-` of anything else, or twice. */
function negatedOptions(spec: CommandSpec, words: readonly string[]): { negated: Set<string>; rest: string[] } | undefined {
  const negated = new Set<string>();
  const rest: string[] = [];
  for (const a of words) {
    const name = /^--no-(.+)$/.exec(a)?.[1];
    if (name === undefined) rest.push(a);
    else if (spec.options[name]?.type !== 'boolean' || negated.has(name)) return undefined;
    else negated.add(name);
  }
  return { negated, rest };
}

/** How often each option is given; undefined when a list option is followed by a word. */
function optionCounts(spec: CommandSpec, parsed: Parsed): Map<string, number> | undefined {
  const counts = new Map<string, number>();
  const tokens = parsed.tokens ?? [];
  for (const [i, token] of tokens.entries()) {
    if (token.kind !== 'option') continue;
    counts.set(token.name, (counts.get(token.name) ?? 0) + 1);
    // yargs lets a list option take the words after it too (`--var a=1 b.yaml`): leave that to yargs.
    if (spec.options[token.name]?.array && tokens[i + 1]?.kind === 'positional') return undefined;
  }
  return counts;
}

/** Every option's value into `args`; false when yargs should read the line. */
function readOptions(
  spec: CommandSpec,
  parsed: Parsed,
  negated: ReadonlySet<string>,
  counts: ReadonlyMap<string, number>,
  args: Record<string, unknown>,
): boolean {
  for (const [name, option] of Object.entries(spec.options)) {
    if (!option.array && (counts.get(name) ?? 0) > 1) return false;
    if (negated.has(name)) {
      if (counts.has(name)) return false;
      args[camelCase(name)] = false;
      continue;
    }
    const value = typed(option, parsed.values[name]);
    if (value === INVALID) return false;
    if (value !== undefined) args[camelCase(name)] = value;
  }
  return true;
}

/** The positional argument into `args`; false when yargs should read the line. */
function readPositional(spec: CommandSpec, parsed: Parsed, args: Record<string, unknown>): boolean {
  const positional = spec.positional;
  if (!positional) return parsed.positionals.length === 0;
  if (!positional.array && parsed.positionals.length > 1) return false;
  const value = typed(positional, positional.array ? (parsed.positionals.length ? parsed.positionals : undefined) : parsed.positionals[0]);
  if (value === INVALID) return false;
  if (value !== undefined) args[positional.name] = value;
  return true;
}

const INVALID = Symbol('invalid');

/** The value as yargs types it, the default when absent, or INVALID when yargs should judge. */
function typed(option: OptionSpec, raw: unknown): unknown {
  if (raw === undefined) return option.demandOption ? INVALID : copyDefault(option.default);
  const values = (Array.isArray(raw) ? raw : [raw]) as Array<string | boolean>;
  const converted: unknown[] = [];
  for (const v of values) {
    if (option.type === 'number') {
      if (typeof v !== 'string' || !/^-?\d+(\.\d+)?$/.test(v)) return INVALID;
      converted.push(Number(v));
    } else {
      if (option.choices && !option.choices.includes(String(v))) return INVALID;
      converted.push(v);
    }
  }
  return option.array ? converted : converted[0];
}

/** Defaults are copied, so a command that changes its arguments cannot change the table. */
function copyDefault(value: OptionSpec['default']): unknown {
  return Array.isArray(value) ? [...value] : value;
}

function parserOptions(spec: CommandSpec): NonNullable<ParseArgsConfig['options']> {
  const out: NonNullable<ParseArgsConfig['options']> = {};
  for (const [name, option] of Object.entries(spec.options)) {
    out[name] = { type: option.type === 'boolean' ? 'boolean' : 'string', ...(option.array ? { multiple: true } : {}) };
  }
  return out;
}
