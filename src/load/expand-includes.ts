import path from 'node:path';
import type { FragmentFile } from '../model/generated/fragment.js';
import type { LoadedDocument, Locate, NodePath, Step } from '../model/scenario.js';
import { type Diagnostic, UserError } from '../source/diagnostic.js';
import { displayPath } from '../source/display-path.js';
import { makeLocate } from '../source/locate.js';
import { readSourceFile, type SourceFile } from '../source/source-file.js';
import { documentData } from '../source/yaml-data.js';
import { validateAgainstSchema } from './validate-schema.js';

interface Fragment {
  data: FragmentFile;
  locate: Locate;
}

/** Reads each fragment file once per run, with its own located diagnostics. */
export class FragmentLoader {
  private readonly cache = new Map<string, Fragment | Diagnostic[]>();
  readonly sources: SourceFile[] = [];

  constructor(private readonly cwd: string) {}

  load(absolute: string, includedFrom: Diagnostic['span']): Fragment | Diagnostic[] {
    const cached = this.cache.get(absolute);
    if (cached) return cached;
    const display = displayPath(absolute, this.cwd);
    let result: Fragment | Diagnostic[];
    let source: SourceFile;
    try {
      source = readSourceFile(display, absolute);
    } catch (error) {
      const tooLarge = error instanceof UserError && error.diagnostics[0]?.code === 'YAML_LIMIT';
      result = tooLarge ? error.diagnostics : [{ code: 'BAD_INCLUDE', message: `fragment not found: ${display}`, span: includedFrom }];
      this.cache.set(absolute, result);
      return result;
    }
    this.sources.push(source);
    const doc = source.documents[0];
    if (!doc) result = [{ code: 'BAD_INCLUDE', message: `${display} holds no fragment`, span: includedFrom }];
    else {
      const read = documentData(source, doc);
      const locate = makeLocate(source, doc);
      const problems = read.ok ? validateAgainstSchema('fragment', read.data, locate) : read.diagnostics;
      result = read.ok && !problems.length ? { data: read.data as FragmentFile, locate } : problems;
    }
    this.cache.set(absolute, result);
    return result;
  }
}

/**
 * Replaces every `include:` step by the fragment's steps (recursively), giving them the `with`
 * values as step variables. Paths are relative to the suite folder and may not leave it; a cycle is
 * an error. The document's `locate` keeps pointing into the fragment file for included steps.
 */
export function expandIncludes(doc: LoadedDocument, loader: FragmentLoader): { doc: LoadedDocument; diagnostics: Diagnostic[] } {
  if (!doc.data.steps.some((s) => s.include !== undefined)) return { doc, diagnostics: [] };
  const root = doc.suite.dir;
  const diagnostics: Diagnostic[] = [];
  const origins: Array<{ locate: Locate; index: number }> = [];
  const steps: Step[] = [];

  const expand = (list: Step[], locate: Locate, stack: string[], inherited: Record<string, unknown>) => {
    list.forEach((step, index) => {
      if (step.include === undefined) {
        steps.push(Object.keys(inherited).length ? { ...step, vars: { ...inherited, ...step.vars } } : step);
        origins.push({ locate, index });
        return;
      }
      const at = locate(['steps', index, 'include']);
      const target = path.resolve(root, step.include);
      if (!target.startsWith(root + path.sep)) {
        diagnostics.push({
          code: 'BAD_INCLUDE',
          message: `\`${step.include}\` is outside the suite folder (${displayPath(root)})`,
          span: at,
          hint: 'fragments live in the suite folder, e.g. fragments/initialize.yaml',
        });
        return;
      }
      if (stack.includes(target)) {
        diagnostics.push({ code: 'BAD_INCLUDE', message: `include cycle: ${[...stack, target].map((f) => path.relative(root, f)).join(' → ')}`, span: at });
        return;
      }
      const fragment = loader.load(target, at);
      if (Array.isArray(fragment)) return void diagnostics.push(...fragment);
      expand(fragment.data.steps, fragment.locate, [...stack, target], { ...inherited, ...fragment.data.vars, ...step.with });
    });
  };
  expand(doc.data.steps, doc.locate, [], {});

  const locate: Locate = (where: NodePath, part) => {
    const origin = where[0] === 'steps' && typeof where[1] === 'number' ? origins[where[1]] : undefined;
    return origin ? origin.locate(['steps', origin.index, ...where.slice(2)], part) : doc.locate(where, part);
  };
  return { doc: { ...doc, data: { ...doc.data, steps }, locate }, diagnostics };
}
