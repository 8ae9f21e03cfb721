import { loadProject, type LoadedProject } from '../../load/load-project.js';
import type { LoadedDocument } from '../../model/scenario.js';
import { UserError } from '../../source/diagnostic.js';
import { didYouMean } from '../../source/did-you-mean.js';
import { knownVariableNames } from '../../load/variable-names.js';

export interface Selection {
  id?: string[];
  tag?: string[];
  grep?: string;
}

/** Loads the given paths; any diagnostic stops the command (exit 2) with everything that is wrong. */
export function loadOrFail(paths: string[], extraVarNames: Iterable<string> = []): LoadedProject {
  const project = loadProject({ paths, cwd: process.cwd(), extraVarNames });
  if (project.diagnostics.length) throw new LoadFailed(project);
  return project;
}

export class LoadFailed extends UserError {
  constructor(readonly project: LoadedProject) {
    super(project.diagnostics);
  }
}

/** --id (exact, or a prefix ending in *), --tag (any of), --grep (id or title, case-insensitive). */
export function select(documents: LoadedDocument[], selection: Selection): LoadedDocument[] {
  const ids = selection.id ?? [];
  const tags = selection.tag ?? [];
  const grep = selection.grep?.toLowerCase();
  return documents.filter((doc) => {
    const data = doc.data;
    if (ids.length && !ids.some((id) => (id.endsWith('*') ? data.id.startsWith(id.slice(0, -1)) : data.id === id))) return false;
    if (tags.length && !tags.some((t) => data.tags?.includes(t))) return false;
    if (grep && !`${data.id} ${data.title}`.toLowerCase().includes(grep)) return false;
    return true;
  });
}

/**
 * A variable given with --var or --env-file that no loaded document or suite knows is a typo: exit 2
 * with "did you mean", instead of a setting silently ignored while the real name keeps its default.
 */
export function checkGivenVariables(given: Iterable<string>, project: LoadedProject, source: (name: string) => string): void {
  const known = knownVariableNames(project.documents);
  const unknown = [...given].filter((name) => !known.has(name));
  if (!unknown.length) return;
  throw new UserError(
    unknown.map((name) => {
      const guess = didYouMean(name, known);
      return {
        code: 'BAD_ARGUMENT' as const,
        message: `${source(name)}: no document or suite of this run uses a variable \`${name}\``,
        hint: guess ? `did you mean \`${guess}\`?` : 'check the spelling against the suite\'s `vars` (suite.yaml)',
      };
    }),
  );
}
