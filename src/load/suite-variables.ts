import type { LoadedSuite, NodePath } from '../model/scenario.js';
import type { Diagnostic } from '../source/diagnostic.js';
import { didYouMean } from '../source/did-you-mean.js';
import { ExpressionError } from '../template/expression.js';
import { compileTemplate, hasTemplate, templateNames } from '../template/template.js';

/**
 * What a suite works out as it starts reads only names that exist then: its `vars` read `env` and
 * `target`; its `baseUrl` also the suite's `vars` and what the command line gives (`--var`,
 * `--env-file`). A name nothing defines would stop the run after it started; here it is exit 2 before
 * anything is sent. (`tokens` are left out: a token whose variable is missing is not minted, by design.)
 */
export function suiteVariableProblems(suite: LoadedSuite, given: readonly string[], baseUrlGiven: boolean): Diagnostic[] {
  if (!suite.locate) return []; // the default suite: no file, nothing written
  const out: Diagnostic[] = [];
  const builtins = ['env', 'target'];
  for (const [name, value] of Object.entries(suite.data.vars ?? {})) check(suite, value, ['vars', name], new Set(builtins), out);
  // With --base-url, the suite's own is never read.
  if (!baseUrlGiven && suite.data.baseUrl !== undefined)
    check(suite, suite.data.baseUrl, ['baseUrl'], new Set([...builtins, ...Object.keys(suite.data.vars ?? {}), ...given]), out);
  return out;
}

function check(suite: LoadedSuite, value: unknown, at: NodePath, names: ReadonlySet<string>, out: Diagnostic[]): void {
  if (typeof value === 'string') {
    if (!hasTemplate(value)) return;
    try {
      for (const name of templateNames(compileTemplate(value))) if (!names.has(name)) out.push(undefinedInSuite(suite, name, at, names));
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      out.push({ code: 'BAD_TEMPLATE', message: error.message, span: suite.locate!(at), hint: error.hint });
    }
  } else if (Array.isArray(value)) value.forEach((v, i) => check(suite, v, [...at, i], names, out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) check(suite, v, [...at, k], names, out);
}

function undefinedInSuite(suite: LoadedSuite, name: string, at: NodePath, names: ReadonlySet<string>): Diagnostic {
  const guess = didYouMean(name, names);
  const where = at[0] === 'baseUrl' ? 'the base URL' : `the suite variable \`${String(at[1])}\``;
  const give =
    at[0] === 'baseUrl'
      ? `give it when you run: \`--var ${name}=…\`, a line \`${name}: …\` in a file passed with \`--env-file\`, or the whole URL with \`--base-url\``
      : `a suite variable reads only \`env\` and \`target\`: write the value, or \`{{ env.${name.toUpperCase()} }}\` for an environment variable`;
  return {
    code: 'UNDEFINED_VARIABLE',
    message: `undefined variable \`${name}\` in ${where}: nothing defines it`,
    span: suite.locate!(at),
    hint: guess ? `did you mean \`${guess}\`?` : give,
  };
}
