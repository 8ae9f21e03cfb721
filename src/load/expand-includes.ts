import path from 'node:path';
import type { FragmentFile } from '../model/generated/fragment.js';
import type { ClientCheck as WrittenCheck } from '../model/generated/scenario.js';
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

/** The lists of a document whose items may include a fragment: its steps hold steps, a client document's `checks` checks. */
const INCLUDING_LISTS = ['steps', 'teardown', 'checks'] as const;
type ListKey = (typeof INCLUDING_LISTS)[number];
/** An item of one of those lists: a step, or a check on a client's requests; either may be an `include:`. */
type Item = Step | WrittenCheck;

/** The list of a fragment that a document's list takes in: a check includes a fragment's `checks`, a step its `steps`. */
const fragmentList = (key: ListKey) => (key === 'checks' ? 'checks' : 'steps');

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
 * (recursively), giving them the `with` values as step variables and the include's `guard`, if any;
 * and every `include:` check of a client document's `checks` by the fragment's checks. Paths are
 * relative to the suite folder and may not leave it; a cycle is an error, and so is a fragment
 * without the list the include takes in. The document's `locate` keeps pointing into the fragment
 * file for included steps and checks.
 */
export function expandIncludes(doc: LoadedDocument, loader: FragmentLoader): { doc: LoadedDocument; diagnostics: Diagnostic[] } {
  const lists = doc.data as unknown as Partial<Record<ListKey, Item[]>>;
  if (!INCLUDING_LISTS.some((key) => lists[key]?.some((item) => item.include !== undefined))) return { doc, diagnostics: [] };
  const root = doc.suite.dir;
  const diagnostics: Diagnostic[] = [];
  const origins = new Map<string, Array<{ locate: Locate; index: number }>>();
  const data: Record<string, unknown> = { ...doc.data };

  for (const key of INCLUDING_LISTS) {
    const written = lists[key];
    if (!written) continue;
    const items: Item[] = [];
    const from: Array<{ locate: Locate; index: number }> = [];
    origins.set(key, from);
    const wanted = fragmentList(key);
    // `guard` on an include step guards every step of the fragment that has none of its own.
    const expand = (list: Item[], locate: Locate, listKey: string, stack: string[], inherited: Record<string, unknown>, guard?: string) => {
      list.forEach((item, index) => {
        if (item.include === undefined) {
          items.push(key === 'checks' ? item : withInherited(item as Step, inherited, guard));
          from.push({ locate, index });
          return;
        }
        const found = fragmentOf({ ...item, include: item.include }, key, locate, [listKey, index], { root, stack, loader });
        if (Array.isArray(found)) return void diagnostics.push(...found);
        const { fragment, included, target } = found;
        const step = item as Step;
        expand(included, fragment.locate, wanted, [...stack, target], { ...inherited, ...fragment.data.vars, ...step.with }, step.guard ?? guard);
      });
    };
    expand(written, doc.locate, key, [], {});
    data[key] = items;
  }

  const locate: Locate = (where: NodePath, part) => {
    const origin = typeof where[0] === 'string' && typeof where[1] === 'number' ? origins.get(where[0])?.[where[1]] : undefined;
    if (!origin) return doc.locate(where, part);
    // A fragment's items are its `steps` (or `checks`), wherever the document includes them.
    const listKey = origin.locate === doc.locate ? where[0]! : fragmentList(where[0] as ListKey);
    return origin.locate([listKey, origin.index, ...where.slice(2)], part);
  };
  return { doc: { ...doc, data: data as LoadedDocument['data'], locate }, diagnostics };
}

/** Where an include is read from: the suite folder, the fragments that include it, the loader. */
interface IncludeContext {
  root: string;
  stack: readonly string[];
  loader: FragmentLoader;
}

/** The fragment an `include:` item names, with the list of it that the item's list takes in; or what is wrong with the include. */
function fragmentOf(
  item: Item & { include: string },
  key: ListKey,
  locate: Locate,
  where: NodePath,
  { root, stack, loader }: IncludeContext,
): { fragment: Fragment; included: Item[]; target: string } | Diagnostic[] {
  const at = locate([...where, 'include']);
  const beside = key === 'checks' ? Object.keys(item).filter((k) => k !== 'include') : [];
  if (beside.length) return [besideInclude(beside, locate([...where, beside[0]!], 'key'))];
  const target = path.resolve(root, item.include);
  const problem = includeProblem(item.include, target, root, stack, at, loader.allowOutside);
  if (problem) return [problem];
  const fragment = loader.load(target, at);
  if (Array.isArray(fragment)) return fragment;
  const wanted = fragmentList(key);
  const included = fragment.data[wanted];
  if (!included) return [wrongList(item.include, wanted, at)];
  return { fragment, included, target };
}

/** A check that includes a fragment's checks and says more: what it says would belong to no check. */
function besideInclude(keys: string[], at: Span): Diagnostic {
  return {
    code: 'BAD_INCLUDE',
    message: `a check with \`include:\` takes nothing else, and this one has ${keys.map((k) => `\`${k}\``).join(', ')}`,
    span: at,
    hint: 'write the checks of the fragment in the fragment, or this check as one of its own after the include',
  };
}

/** A step that includes a fragment of checks, or a check one of steps. */
function wrongList(include: string, wanted: 'steps' | 'checks', at: Span): Diagnostic {
  const other = wanted === 'checks' ? 'steps' : 'checks';
  return {
    code: 'BAD_INCLUDE',
    message: `\`${include}\` holds no ${wanted}: ${wanted === 'checks' ? 'a check' : 'a step'} includes a fragment of ${wanted}`,
    span: at,
    hint: `a fragment holds either \`steps:\` (included by a step) or \`checks:\` (included by a check of a client document), here it holds ${other}`,
  };
}
