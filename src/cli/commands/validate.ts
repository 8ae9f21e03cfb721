import type { ArgsOf } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';
import { checkGivenVariables, loadOrFail } from '../load-inputs.js';
import { parseVarOptions } from '../variables.js';

/** Checks documents without touching the network: schema, templates, variables, JSONPaths, regexes, IDs. */
export function validateCommand(args: ArgsOf<'validate'>): number {
  const given = Object.keys(parseVarOptions(args.var));
  const project = loadOrFail(args.paths, given);
  checkGivenVariables(given, project, (name) => `--var ${name}`);
  const files = new Set(project.documents.map((d) => d.file));
  process.stdout.write(
    `${project.documents.length} document${project.documents.length === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'}: valid\n`,
  );
  return ExitCode.passed;
}
