import type { LoadedDocument, MatrixEach } from '../model/scenario.js';
import type { LayeredScope } from '../template/scope.js';
import { renderDeep } from '../template/template.js';

/**
 * The legs of a `matrix` document: one test per combination of its axes, `id[name=value,...]`.
 * A literal axis is known when the file loads; an `each:` axis only once the suite's setup has run
 * (the list is a suite variable), so such a document stays whole until then (`expandLegs`).
 */

type Label = string | number | boolean;
type Axis = { name: string; values: Array<{ value: unknown; label: Label }> };

/** Whether a document ranges over a list found at setup (an `each:` axis). */
export function hasDataAxis(doc: LoadedDocument): boolean {
  return Object.values(doc.data.matrix ?? {}).some((axis) => !Array.isArray(axis));
}

/** At load: a document with only literal axes becomes its legs; one with an `each:` axis stays whole. */
export function expandLiteralMatrix(doc: LoadedDocument): LoadedDocument[] {
  const matrix = doc.data.matrix;
  if (!matrix || hasDataAxis(doc)) return [doc];
  const axes = Object.entries(matrix).map(([name, values]) => ({
    name,
    values: (values as Label[]).map((value) => ({ value, label: value })),
  }));
  return combine(doc, axes);
}

/** Why a document's legs could not be worked out: a located message for a failed test. */
export class LegsError extends Error {
  constructor(
    message: string,
    readonly path: Array<string | number>,
  ) {
    super(message);
  }
}

/**
 * After setup: a document with an `each:` axis becomes one document per leg, rendered in the suite's
 * scope (literal axes combine with it as at load). An empty list gives one document marked `noLegs`,
 * with the reason naming the empty set: the test is not applicable, never passed. `legFilter` (from
 * `--id`) keeps only the legs it names. Throws `LegsError` for a value that is not a list.
 */
export function expandLegs(doc: LoadedDocument, scope: LayeredScope): LoadedDocument[] {
  if (!hasDataAxis(doc)) return [doc];
  const axes: Axis[] = [];
  for (const [name, axis] of Object.entries(doc.data.matrix!)) {
    if (Array.isArray(axis)) {
      axes.push({ name, values: (axis as Label[]).map((value) => ({ value, label: value })) });
      continue;
    }
    const list = renderDeep(axis.each, scope, ['matrix', name, 'each']);
    if (list === null || list === undefined || list === '' || (Array.isArray(list) && list.length === 0)) {
      return [{ ...doc, noLegs: axis.empty ?? `no ${name} to run a leg for: ${axis.each.replace(/^\{\{\s*|\s*\}\}$/g, '')} is empty` }];
    }
    if (!Array.isArray(list)) throw new LegsError(`matrix ${name}: \`each\` must give a list, got ${kindOf(list)}`, ['matrix', name, 'each']);
    axes.push({ name, values: labelled(name, axis, list, scope) });
  }
  const legs = combine(doc, axes);
  if (!doc.legFilter?.length) return legs;
  const picked = legs.filter((leg) => doc.legFilter!.some((id) => idMatches(id, leg.data.id)));
  if (picked.length) return picked;
  const known = legs.map((l) => l.data.id).join(', ');
  return [{ ...doc, noLegs: `--id ${doc.legFilter.join(', ')} names no leg of this run (its legs: ${known})` }];
}

/** Each item with the name its leg shows in the test ID; a name used twice gets `#2`, `#3`, ... */
function labelled(name: string, axis: MatrixEach, list: unknown[], scope: LayeredScope): Axis['values'] {
  const seen = new Map<string, number>();
  return list.map((item, i) => {
    const written = axis.as === undefined ? defaultLabel(item, i) : renderDeep(axis.as, scope.with({ item, [name]: item }), ['matrix', name, 'as']);
    let label = typeof written === 'string' || typeof written === 'number' || typeof written === 'boolean' ? written : JSON.stringify(written);
    if (label === '' || label === undefined) label = i + 1;
    const key = String(label);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return { value: item, label: count > 1 ? `${key}#${count}` : label };
  });
}

function defaultLabel(item: unknown, index: number): Label {
  if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') return item;
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    for (const key of ['name', 'uri', 'id']) {
      const v = (item as Record<string, unknown>)[key];
      if (typeof v === 'string' && v !== '') return v;
    }
  }
  return index + 1;
}

function combine(doc: LoadedDocument, axes: Axis[]): LoadedDocument[] {
  let combinations: Array<{ vars: Record<string, unknown>; labels: Record<string, Label> }> = [{ vars: {}, labels: {} }];
  for (const axis of axes) {
    combinations = combinations.flatMap((c) =>
      axis.values.map((v) => ({ vars: { ...c.vars, [axis.name]: v.value }, labels: { ...c.labels, [axis.name]: v.label } })),
    );
  }
  return combinations.map(({ vars, labels }) => {
    const { legFilter: _, ...rest } = doc;
    return { ...rest, data: { ...doc.data, id: legId(doc.data.id, labels) }, matrix: vars, legLabels: labels };
  });
}

/** `id[name=value,...]`. */
export function legId(id: string, labels: Record<string, Label>): string {
  const suffix = Object.entries(labels)
    .map(([k, v]) => `${k}=${v}`)
    .join(',');
  return `${id}[${suffix}]`;
}

/** An `--id` value against a test ID: exact, or a prefix ending in `*`. */
export function idMatches(pattern: string, id: string): boolean {
  return pattern.endsWith('*') ? id.startsWith(pattern.slice(0, -1)) : id === pattern;
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value)}`.slice(0, 80);
}
