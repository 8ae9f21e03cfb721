import { UserError } from '../../source/diagnostic.js';
import type { ArgsOf } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';
import { checkGivenVariables, givenVariables, loadInputs } from '../load-inputs.js';
import { printDiagnostics } from '../print-diagnostics.js';

/** Checks documents without touching the network: schema, templates, variables, JSONPaths, regexes, IDs. */
export async function validateCommand(args: ArgsOf<'validate'>): Promise<number> {
  const { vars, source } = givenVariables(args);
  const given = Object.keys(vars);
  const project = await loadInputs(args.paths, given, args.cache, args.allowOutside);
  // Warnings print first and do not fail validate; any error still does (exit 2).
  if (project.warnings.length) printDiagnostics(project.warnings, project.sources, process.stderr.isTTY === true && !process.env.NO_COLOR, 'warning');
  if (project.diagnostics.length) throw new UserError(project.diagnostics, project.sources);
  checkGivenVariables(given, project, source);
  const files = new Set(project.documents.map((d) => d.file));
  process.stdout.write(
    `${project.documents.length} document${project.documents.length === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'}: valid\n`,
  );
  return ExitCode.passed;
}
