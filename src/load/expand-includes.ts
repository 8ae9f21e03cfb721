import path from 'node:path';
import type { FragmentFile } from '../model/generated/fragment.js';
import type { LoadedDocument, Locate, NodePath, Step } from '../model/scenario.js';
import { type Diagnostic, UserError } from '../source/diagnostic.js';
import { displayPath } from '../source/display-path.js';
import { makeLocate } from '../source/locate.js';
import { readPlainSource } from '../source/plain-source.js';
import { parseSource, readSourceText, type SourceText } from '../source/source-file.js';
import type { Span } from '../source/span.js';
import { documentData } from '../source/yaml-data.js';
import { OUTSIDE_HINT, outsideAfterLinks } from './inside-folder.js';
import { needValidators, validateAgainstSchema } from './validate-schema.js';

interface Fragment {
  data: FragmentFile;
  locate: Locate;
}

/** Reads each fragment file once per run, with its own located diagnostics. */
export class FragmentLoader {
  private readonly cache = new Map<string, Fragment | Diagnostic[]>();
  readonly sources: SourceText[] = [];

  constructor(
    private readonly cwd: string,
    /** `--allow-outside`: a fragment may resolve, through a symbolic link, outside the suite folder. */
    readonly allowOutside = false,
  ) {}

  load(absolute: string, includedFrom: Diagnostic['span']): Fragment | Diagnostic[] {
    const cached = this.cache.get(absolute);
    if (cached) return cached;
    const display = displayPath(absolute, this.cwd);
    let result: Fragment | Diagnostic[];
    let text: string;
    needValidators(); // before parsing: a load that must start again should not have parsed first
    try {
      text = readSourceText(display, absolute);
    } catch (error) {
      const tooLarge = error instanceof UserError && error.diagnostics[0]?.code === 'YAML_LIMIT';
      result = tooLarge ? error.diagnostics : [{ code: 'BAD_INCLUDE', message: `fragment not found: ${display}`, span: includedFrom }];
      this.cache.set(absolute, result);
      return result;
    }
    // Plain YAML without a problem needs no YAML library; anything else is read (and said) by it.
    const plain = readPlainSource(display, text);
    const only = plain?.documents.length === 1 ? plain.documents[0]! : undefined;
    if (plain && only && validateAgainstSchema('fragment', only.data, only.locate).length === 0) {
      this.sources.push(plain.source);
      result = { data: only.data as FragmentFile, locate: only.locate };
      this.cache.set(absolute, result);
      return result;
    }
    const source = parseSource(display, text);
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

/** The lists of a document that hold steps, each of which may include fragments. */
const STEP_LISTS = ['steps', 'teardown'] as const;

/** A fragment's step with the include's `with` values under its own `vars`, and the include's guard when it has none. */
function withInherited(step: Step, inherited: Record<string, unknown>, guard: string | undefined): Step {
  const withVars = Object.keys(inherited).length ? { ...step, vars: { ...inherited, ...step.vars } } : step;
  return guard !== undefined && step.guard === undefined ? { ...withVars, guard } : withVars;
}

/** An include outside the suite folder (as written, or once links are followed), or one that includes itself again. */
function includeProblem(include: string, target: string, root: string, stack: readonly string[], at: Span, allowOutside: boolean): Diagnostic | undefined {
  if (!target.startsWith(root + path.sep)) {
    return {
      code: 'BAD_INCLUDE',
      message: `\`${include}\` is outside the suite folder (${displayPath(root)})`,
      span: at,
      hint: 'fragments live in the suite folder, e.g. fragments/initialize.yaml',
    };
  }
  const outside = allowOutside ? undefined : outsideAfterLinks(target, root);
  if (outside)
    return { code: 'BAD_INCLUDE', message: `\`${include}\` is outside the suite folder (${displayPath(root)}): ${outside}`, span: at, hint: OUTSIDE_HINT };
  if (stack.includes(target)) {
    return { code: 'BAD_INCLUDE', message: `include cycle: ${[...stack, target].map((f) => path.relative(root, f)).join(' → ')}`, span: at };
  }
  return undefined;
}

/**
 * Replaces every `include:` step (of `steps` and of `teardown`) by the fragment's steps
 * (recursively), giving them the `with` values as step variables and the include's `guard`, if any. Paths are relative to the suite
 * folder and may not leave it; a cycle is an error. The document's `locate` keeps pointing into the
 * fragment file for included steps.
 */
export function expandIncludes(doc: LoadedDocument, loader: FragmentLoader): { doc: LoadedDocument; diagnostics: Diagnostic[] } {
  if (!STEP_LISTS.some((key) => doc.data[key]?.some((s) => s.include !== undefined))) return { doc, diagnostics: [] };
  const root = doc.suite.dir;
  const diagnostics: Diagnostic[] = [];
  const origins = new Map<string, Array<{ locate: Locate; index: number }>>();
  const data = { ...doc.data };

  for (const key of STEP_LISTS) {
    const written = doc.data[key];
    if (!written) continue;
    const steps: Step[] = [];
    const from: Array<{ locate: Locate; index: number }> = [];
    origins.set(key, from);
    // `guard` on an include step guards every step of the fragment that has none of its own.
    const expand = (list: Step[], locate: Locate, listKey: string, stack: string[], inherited: Record<string, unknown>, guard?: string) => {
      list.forEach((step, index) => {
        if (step.include === undefined) {
          steps.push(withInherited(step, inherited, guard));
          from.push({ locate, index });
          return;
        }
        const at = locate([listKey, index, 'include']);
        const target = path.resolve(root, step.include);
        const problem = includeProblem(step.include, target, root, stack, at, loader.allowOutside);
        if (problem) return void diagnostics.push(problem);
        const fragment = loader.load(target, at);
        if (Array.isArray(fragment)) return void diagnostics.push(...fragment);
        expand(fragment.data.steps, fragment.locate, 'steps', [...stack, target], { ...inherited, ...fragment.data.vars, ...step.with }, step.guard ?? guard);
      });
    };
    expand(written, doc.locate, key, [], {});
    data[key] = steps;
  }

  const locate: Locate = (where: NodePath, part) => {
    const origin = typeof where[0] === 'string' && typeof where[1] === 'number' ? origins.get(where[0])?.[where[1]] : undefined;
    if (!origin) return doc.locate(where, part);
    // A fragment's steps are its `steps`, wherever the document includes them.
    const listKey = origin.locate === doc.locate ? where[0]! : 'steps';
    return origin.locate([listKey, origin.index, ...where.slice(2)], part);
  };
  return { doc: { ...doc, data, locate }, diagnostics };
}
