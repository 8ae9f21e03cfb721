import { checkGivenVariables, givenVariables, loadInputs } from '../../load/load-inputs.js';
import { UserError } from '../../source/diagnostic.js';
import type { ArgsOf } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';
import { printDiagnostics } from '../print-diagnostics.js';

/** Checks documents without touching the network: schema, templates, variables, JSONPaths, regexes, IDs. */
export async function validateCommand(args: ArgsOf<'validate'>): Promise<number> {
  const given = givenVariables(args);
  const project = await loadInputs({
    paths: args.paths,
    varNames: Object.keys(given.vars),
    cache: args.cache,
    allowOutside: args.allowOutside,
    suiteVariables: { baseUrlGiven: false },
  });
  // Warnings print first and do not fail validate; any error still does (exit 2).
  const variableWarnings = project.diagnostics.length ? [] : checkGivenVariables(given, project);
  const warnings = [...project.warnings, ...variableWarnings];
  if (warnings.length) printDiagnostics(warnings, project.sources, process.stderr.isTTY === true && !process.env.NO_COLOR, 'warning');
  if (project.diagnostics.length) throw new UserError(project.diagnostics, project.sources);
  if (args.strict && warnings.length) {
    process.stderr.write(
      `--strict: ${warnings.length === 1 ? 'the warning' : `${warnings.length} warnings`} above fail${warnings.length === 1 ? 's' : ''} validate\n`,
    );
    return ExitCode.badInput;
  }
  const files = new Set(project.documents.map((d) => d.file));
  process.stdout.write(
    `${project.documents.length} document${project.documents.length === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'}: valid\n`,
  );
  return ExitCode.passed;
}
