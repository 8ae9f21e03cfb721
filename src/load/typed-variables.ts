import type { LoadedSuite } from '../model/scenario.js';
import type { Diagnostic } from '../source/diagnostic.js';

type Kind = 'boolean' | 'number';

/**
 * `--var` and `--env-file` values typed by the suite defaults they replace. A variable whose default in
 * its suite's `vars` is a boolean takes `true` or `false` only, one whose default is a number a number:
 * the text becomes that value (`--var oauth=false` is false, not the text "false", which counts as
 * true). Anything else is a problem naming the fix. A variable whose suites disagree on its type, or
 * whose default is a template or text, keeps the value given. Changes `vars` in place.
 */
export function typeGivenVariables(vars: Record<string, unknown>, suites: readonly LoadedSuite[], source: (name: string) => string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const [name, value] of Object.entries(vars)) {
    const declared = kindOf(name, suites);
    if (!declared || value === null) continue;
    const typed = asKind(value, declared.kind);
    if (typed !== undefined) vars[name] = typed;
    else problems.push(problem(name, value, declared, source));
  }
  return problems;
}

/** The one kind of the variable's literal defaults across the suites, and where one is written; undefined when none or they disagree. */
function kindOf(name: string, suites: readonly LoadedSuite[]): { kind: Kind; written: unknown; suite: LoadedSuite } | undefined {
  let found: { kind: Kind; written: unknown; suite: LoadedSuite } | undefined;
  for (const suite of suites) {
    const vars = suite.data.vars ?? {};
    if (!Object.hasOwn(vars, name)) continue;
    const written = (vars as Record<string, unknown>)[name];
    const kind = typeof written === 'boolean' ? 'boolean' : typeof written === 'number' ? 'number' : undefined;
    if (!kind || (found && found.kind !== kind)) return undefined;
    found ??= { kind, written, suite };
  }
  return found;
}

/** The value as the kind: text read as it ("false" → false, "3" → 3), a value of the kind kept; undefined when it is not one. */
function asKind(value: unknown, kind: Kind): boolean | number | undefined {
  if (typeof value === kind) return value as boolean | number;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  return /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : undefined;
}

function problem(name: string, value: unknown, declared: { kind: Kind; written: unknown; suite: LoadedSuite }, source: (name: string) => string): Diagnostic {
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  const where = declared.suite.locate?.(['vars', name]);
  const accepted = declared.kind === 'boolean' ? 'true or false' : 'a number';
  const example = declared.kind === 'boolean' ? `${name}=${declared.written === true ? 'false' : 'true'}` : `${name}=${String(declared.written)}`;
  return {
    code: 'BAD_ARGUMENT',
    message: `${source(name)}: \`${name}\` is a ${declared.kind} (its default in ${declared.suite.name} is ${String(declared.written)}), and ${JSON.stringify(shown)} is not ${accepted}`,
    hint: `give ${accepted}, e.g. --var ${example}`,
    ...(where ? { span: where } : {}),
  };
}
