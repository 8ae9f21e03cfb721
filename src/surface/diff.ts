/**
 * The tool-surface diff: from listing A (the base) to listing B (the change), every difference in
 * tools, prompts, resources and resource templates, each classified breaking or compatible for a
 * client written against A. Pure: two listings in, a list of changes out, in a stable order.
 */
import { deepEqual } from '../model/json-values.js';
import type { Item, Surface } from './listing.js';
import { inputSchemaChanges, type Severity, withoutDocumentation } from './schema-changes.js';

export type { Severity } from './schema-changes.js';

export type SurfaceKind = 'tool' | 'prompt' | 'resource' | 'resource-template';

export interface SurfaceChange {
  severity: Severity;
  kind: SurfaceKind;
  /** The tool's or prompt's name, the resource's URI, the template's URI template. */
  name: string;
  /** The rule that judged it (stable: `tool-removed`, `required-argument-added`, `enum-narrowed`, …). */
  rule: string;
  /** Where in the item, e.g. `inputSchema/properties/limit/maximum` (empty for the item itself). */
  path: string;
  message: string;
  before?: unknown;
  after?: unknown;
}

export interface SurfaceDiff {
  changes: SurfaceChange[];
  breaking: number;
  compatible: number;
}

const KINDS: ReadonlyArray<{ kind: SurfaceKind; key: 'tools' | 'prompts' | 'resources' | 'resourceTemplates'; id: string; compare: Compare }> = [
  { kind: 'tool', key: 'tools', id: 'name', compare: toolChanges },
  { kind: 'prompt', key: 'prompts', id: 'name', compare: promptChanges },
  { kind: 'resource', key: 'resources', id: 'uri', compare: resourceChanges },
  { kind: 'resource-template', key: 'resourceTemplates', id: 'uriTemplate', compare: resourceChanges },
];

type Found = Omit<SurfaceChange, 'kind' | 'name'>;
type Compare = (before: Item, after: Item) => Found[];

export function diffSurface(a: Pick<Surface, 'tools' | 'prompts' | 'resources' | 'resourceTemplates'>, b: typeof a): SurfaceDiff {
  const changes: SurfaceChange[] = [];
  for (const { kind, key, id, compare } of KINDS) {
    const before = byId(a[key] ?? [], id);
    const after = byId(b[key] ?? [], id);
    for (const [name, item] of before) {
      const other = after.get(name);
      if (!other) changes.push({ severity: 'breaking', kind, name, rule: `${kind}-removed`, path: '', message: `${kind} removed`, before: item });
      else for (const c of compare(item, other)) changes.push({ kind, name, ...c });
    }
    for (const [name, item] of after)
      if (!before.has(name)) changes.push({ severity: 'compatible', kind, name, rule: `${kind}-added`, path: '', message: `${kind} added`, after: item });
  }
  const breaking = changes.filter((c) => c.severity === 'breaking').length;
  return { changes, breaking, compatible: changes.length - breaking };
}

function byId(items: readonly Item[], id: string): Map<string, Item> {
  return new Map(items.filter((item) => typeof item[id] === 'string').map((item) => [item[id] as string, item]));
}

/** A tool: its input schema, its output schema, its annotations, and what only describes it. */
function toolChanges(before: Item, after: Item): Found[] {
  const input = inputSchemaChanges(before.inputSchema, after.inputSchema).map((c) => ({ ...c, path: `inputSchema${c.path === '/' ? '' : c.path}` }));
  return [
    ...input,
    ...outputSchemaChanges(before.outputSchema, after.outputSchema),
    ...annotationChanges(before, after),
    ...describedChanges(before, after, ['title', 'description']),
    ...otherFieldChanges(before, after, ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations']),
  ];
}

/**
 * The output schema is what a client reads results by: added, it promises more (compatible); removed
 * or changed beyond its documentation, a client that validated or read by the old one may break.
 */
function outputSchemaChanges(was: unknown, now: unknown): Found[] {
  if (deepEqual(was, now)) return [];
  if (was === undefined) return [{ severity: 'compatible', rule: 'output-schema-added', path: 'outputSchema', message: 'output schema added', after: now }];
  if (now === undefined) return [{ severity: 'breaking', rule: 'output-schema-removed', path: 'outputSchema', message: 'output schema removed', before: was }];
  if (deepEqual(withoutDocumentation(was), withoutDocumentation(now)))
    return [{ severity: 'compatible', rule: 'doc-changed', path: 'outputSchema', message: 'output schema documentation changed', before: was, after: now }];
  return [{ severity: 'breaking', rule: 'output-schema-changed', path: 'outputSchema', message: 'output schema changed', before: was, after: now }];
}

/**
 * Tool annotations, compared by what they mean with the spec's defaults (readOnlyHint false;
 * destructiveHint true, idempotentHint false and openWorldHint true, the first two meaningful only
 * when not read-only): a tool that now may do more than a client was told is breaking.
 */
const HINTS = [
  { hint: 'readOnlyHint', riskier: false, breaking: 'annotation-no-longer-read-only', relaxed: 'annotation-now-read-only' },
  { hint: 'destructiveHint', riskier: true, breaking: 'annotation-now-destructive', relaxed: 'annotation-no-longer-destructive' },
  { hint: 'idempotentHint', riskier: false, breaking: 'annotation-no-longer-idempotent', relaxed: 'annotation-now-idempotent' },
  { hint: 'openWorldHint', riskier: true, breaking: 'annotation-now-open-world', relaxed: 'annotation-now-closed-world' },
] as const;

function meaning(annotations: unknown): Record<string, boolean> {
  const a = annotations && typeof annotations === 'object' ? (annotations as Record<string, unknown>) : {};
  const flag = (name: string, fallback: boolean) => (typeof a[name] === 'boolean' ? (a[name] as boolean) : fallback);
  const readOnly = flag('readOnlyHint', false);
  return {
    readOnlyHint: readOnly,
    destructiveHint: readOnly ? false : flag('destructiveHint', true),
    idempotentHint: readOnly ? true : flag('idempotentHint', false),
    openWorldHint: flag('openWorldHint', true),
  };
}

function annotationChanges(before: Item, after: Item): Found[] {
  if (deepEqual(before.annotations, after.annotations)) return [];
  const [was, now] = [meaning(before.annotations), meaning(after.annotations)];
  const out: Found[] = [];
  for (const h of HINTS) {
    if (was[h.hint] === now[h.hint]) continue;
    const riskier = now[h.hint] === h.riskier;
    out.push({
      severity: riskier ? 'breaking' : 'compatible',
      rule: riskier ? h.breaking : h.relaxed,
      path: `annotations/${h.hint}`,
      message: `${h.hint} ${was[h.hint]} → ${now[h.hint]}${raw(before.annotations, h.hint) === undefined || raw(after.annotations, h.hint) === undefined ? ' (with the spec default for an absent hint)' : ''}`,
      before: raw(before.annotations, h.hint),
      after: raw(after.annotations, h.hint),
    });
  }
  if (!out.length)
    out.push({
      severity: 'compatible',
      rule: 'annotation-restated',
      path: 'annotations',
      message: 'annotations rewritten, the same in meaning',
      before: before.annotations,
      after: after.annotations,
    });
  return out;
}

function raw(annotations: unknown, hint: string): unknown {
  return annotations && typeof annotations === 'object' ? (annotations as Record<string, unknown>)[hint] : undefined;
}

/** A prompt: its arguments (a removed or newly required one is breaking). */
function promptChanges(before: Item, after: Item): Found[] {
  const args = (item: Item) =>
    new Map(
      (Array.isArray(item.arguments) ? item.arguments : [])
        .filter((a): a is Item => !!a && typeof a === 'object' && typeof (a as Item).name === 'string')
        .map((a) => [a.name as string, a]),
    );
  const [was, now] = [args(before), args(after)];
  const out: Found[] = [];
  for (const [name, arg] of was) {
    const other = now.get(name);
    const at = `arguments/${name}`;
    if (!other) out.push({ severity: 'breaking', rule: 'argument-removed', path: at, message: `argument \`${name}\` removed`, before: arg });
    else if (other.required === true && arg.required !== true)
      out.push({ severity: 'breaking', rule: 'argument-now-required', path: at, message: `argument \`${name}\` is now required` });
    else if (arg.required === true && other.required !== true)
      out.push({ severity: 'compatible', rule: 'argument-now-optional', path: at, message: `argument \`${name}\` is now optional` });
    else if (!deepEqual(arg, other))
      out.push({ severity: 'compatible', rule: 'doc-changed', path: at, message: `argument \`${name}\` described anew`, before: arg, after: other });
  }
  for (const [name, arg] of now) {
    if (was.has(name)) continue;
    const required = arg.required === true;
    out.push({
      severity: required ? 'breaking' : 'compatible',
      rule: required ? 'required-argument-added' : 'optional-argument-added',
      path: `arguments/${name}`,
      message: `new ${required ? 'required' : 'optional'} argument \`${name}\``,
      after: arg,
    });
  }
  return [
    ...out,
    ...describedChanges(before, after, ['title', 'description']),
    ...otherFieldChanges(before, after, ['name', 'title', 'description', 'arguments']),
  ];
}

/** A resource or a template: its media type (a client parses by it) and what describes it. */
function resourceChanges(before: Item, after: Item): Found[] {
  const out: Found[] = [];
  if (!deepEqual(before.mimeType, after.mimeType))
    out.push({
      severity: 'breaking',
      rule: 'mime-type-changed',
      path: 'mimeType',
      message: `media type ${String(before.mimeType)} → ${String(after.mimeType)}`,
      before: before.mimeType,
      after: after.mimeType,
    });
  return [
    ...out,
    ...describedChanges(before, after, ['name', 'title', 'description']),
    ...otherFieldChanges(before, after, ['uri', 'uriTemplate', 'mimeType', 'name', 'title', 'description']),
  ];
}

function describedChanges(before: Item, after: Item, keys: readonly string[]): Found[] {
  return keys
    .filter((key) => !deepEqual(before[key], after[key]))
    .map((key) => ({ severity: 'compatible' as const, rule: 'doc-changed', path: key, message: `${key} changed`, before: before[key], after: after[key] }));
}

/** Any other field (`_meta`, `icons`, `size`, `execution`): a change a client may not rely on, noted as compatible. */
function otherFieldChanges(before: Item, after: Item, known: readonly string[]): Found[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((k) => !known.includes(k)));
  return [...keys]
    .filter((key) => !deepEqual(before[key], after[key]))
    .sort()
    .map((key) => ({ severity: 'compatible' as const, rule: 'field-changed', path: key, message: `${key} changed`, before: before[key], after: after[key] }));
}
