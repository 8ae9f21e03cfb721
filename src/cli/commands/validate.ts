import { ExitCode } from '../exit-codes.js';
import { parseVarOptions } from '../variables.js';
import { loadOrFail } from './load.js';

/** Checks documents without touching the network: schema, templates, variables, JSONPaths, regexes, IDs. */
export function validateCommand(args: { paths: string[]; var: string[] }): number {
  const project = loadOrFail(args.paths, Object.keys(parseVarOptions(args.var)));
  const files = new Set(project.documents.map((d) => d.file));
  process.stdout.write(`${project.documents.length} document${project.documents.length === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'}: valid\n`);
  return ExitCode.passed;
}
