import type { ArgsOf } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';
import { checkGivenVariables, givenVariables, loadOrFail } from '../load-inputs.js';

/** Checks documents without touching the network: schema, templates, variables, JSONPaths, regexes, IDs. */
export function validateCommand(args: ArgsOf<'validate'>): number {
  const { vars, source } = givenVariables(args);
  const given = Object.keys(vars);
  const project = loadOrFail(args.paths, given);
  checkGivenVariables(given, project, source);
  const files = new Set(project.documents.map((d) => d.file));
  process.stdout.write(
    `${project.documents.length} document${project.documents.length === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'}: valid\n`,
  );
  return ExitCode.passed;
}
