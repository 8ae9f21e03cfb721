/**
 * How a tool's input schema changed, keyword by keyword, each change classified from the client's
 * side: a client that sent arguments valid against the old schema must still be accepted. What the
 * new schema refuses that the old accepted (a removed or newly required argument, a narrowed type,
 * enum or bound, a pattern added) is breaking; what it accepts more of is compatible; a change
 * wirecase cannot order (an `anyOf` rewritten, a `$ref` pointing elsewhere) counts as breaking.
 */
import { deepEqual } from '../model/json-values.js';

export type Severity = 'breaking' | 'compatible';

/** One change found inside a schema: where (a JSON-pointer-like path), the rule that judged it, and both values. */
export interface SchemaChange {
  severity: Severity;
  rule: string;
  path: string;
  message: string;
  before?: unknown;
  after?: unknown;
}

type Schema = Record<string, unknown>;

/** Keywords that document and constrain nothing: a change is compatible. */
const DOCUMENTATION = new Set(['title', 'description', 'examples', 'default', '$comment', 'deprecated', 'readOnly', 'writeOnly', '$schema', '$id']);

/** Lower bounds: a larger value (or one added) accepts less. */
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains'];
/** Upper bounds: a smaller value (or one added) accepts less. */
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains'];
/** Keywords that only restrict: added or changed accepts less (for all wirecase can tell), removed accepts more. */
const RESTRICTIONS = ['pattern', 'format', 'multipleOf', 'const', 'contentMediaType', 'contentEncoding'];

/** The keywords this module reads itself; any other keyword that changed is "cannot order". */
const HANDLED = new Set([
  ...DOCUMENTATION,
  ...LOWER_BOUNDS,
  ...UPPER_BOUNDS,
  ...RESTRICTIONS,
  'type',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'uniqueItems',
]);

/** The changes from `before` to `after` of one input schema (or one node of it, at `path`). */
export function inputSchemaChanges(before: unknown, after: unknown, path = ''): SchemaChange[] {
  if (deepEqual(before, after)) return [];
  if (!isSchema(before) || !isSchema(after)) {
    // `true`/`false` or a missing schema: true (or none) accepts everything.
    const open = (s: unknown) => s === undefined || s === true || (isSchema(s) && Object.keys(s).length === 0);
    if (open(after)) return [change('compatible', 'schema-opened', path, 'now accepts any value', before, after)];
    return [change('breaking', 'schema-changed', path, 'changed from a schema wirecase cannot compare', before, after)];
  }
  return [
    ...typeChanges(before, after, path),
    ...enumChanges(before, after, path),
    ...boundChanges(before, after, path),
    ...restrictionChanges(before, after, path),
    ...objectChanges(before, after, path),
    ...arrayChanges(before, after, path),
    ...otherChanges(before, after, path),
  ];
}

function change(severity: Severity, rule: string, path: string, message: string, before?: unknown, after?: unknown): SchemaChange {
  return { severity, rule, path: path || '/', message, ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) };
}

function isSchema(value: unknown): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function typesOf(schema: Schema): string[] | undefined {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return undefined;
}

/** Whether a value of type `t` is still accepted by the types `list` (an integer is a number too). */
function covers(list: readonly string[], t: string): boolean {
  return list.includes(t) || (t === 'integer' && list.includes('number'));
}

function typeChanges(before: Schema, after: Schema, path: string): SchemaChange[] {
  const was = typesOf(before);
  const now = typesOf(after);
  if (deepEqual(was, now)) return [];
  const at = `${path}/type`;
  if (now === undefined) return [change('compatible', 'type-widened', at, 'no longer restricts the type', before.type)];
  if (was === undefined) return [change('breaking', 'type-narrowed', at, `now restricted to ${now.join(' or ')}`, undefined, after.type)];
  const lost = was.filter((t) => !covers(now, t));
  if (lost.length) return [change('breaking', 'type-narrowed', at, `no longer accepts ${lost.join(' or ')}`, before.type, after.type)];
  return [change('compatible', 'type-widened', at, `now also accepts ${now.filter((t) => !covers(was, t)).join(' or ')}`, before.type, after.type)];
}

function enumChanges(before: Schema, after: Schema, path: string): SchemaChange[] {
  const was = before.enum;
  const now = after.enum;
  if (deepEqual(was, now)) return [];
  const at = `${path}/enum`;
  if (!Array.isArray(now)) return [change('compatible', 'enum-widened', at, 'no longer limited to a list of values', was)];
  if (!Array.isArray(was)) return [change('breaking', 'enum-narrowed', at, `now limited to ${now.length} value(s)`, undefined, now)];
  const removed = was.filter((v) => !now.some((w) => deepEqual(v, w)));
  const added = now.filter((v) => !was.some((w) => deepEqual(v, w)));
  if (removed.length) return [change('breaking', 'enum-narrowed', at, `no longer accepts ${removed.map((v) => JSON.stringify(v)).join(', ')}`, was, now)];
  if (added.length) return [change('compatible', 'enum-widened', at, `now also accepts ${added.map((v) => JSON.stringify(v)).join(', ')}`, was, now)];
  return [change('compatible', 'doc-changed', at, 'the same values, reordered', was, now)];
}

function boundChanges(before: Schema, after: Schema, path: string): SchemaChange[] {
  const out: SchemaChange[] = [];
  const bound = (key: string, tighter: (was: number, now: number) => boolean) => {
    const was = before[key];
    const now = after[key];
    if (deepEqual(was, now)) return;
    const at = `${path}/${key}`;
    const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
    const [w, n] = [num(was), num(now)];
    if (n === undefined && now === undefined) out.push(change('compatible', 'bound-widened', at, `${key} removed`, was));
    else if (w === undefined && was === undefined) out.push(change('breaking', 'bound-narrowed', at, `${key} ${JSON.stringify(now)} added`, undefined, now));
    else if (w !== undefined && n !== undefined && !tighter(w, n)) out.push(change('compatible', 'bound-widened', at, `${key} ${w} → ${n}`, was, now));
    else out.push(change('breaking', 'bound-narrowed', at, `${key} ${JSON.stringify(was)} → ${JSON.stringify(now)}`, was, now));
  };
  for (const key of LOWER_BOUNDS) bound(key, (w, n) => n > w);
  for (const key of UPPER_BOUNDS) bound(key, (w, n) => n < w);
  return out;
}

function restrictionChanges(before: Schema, after: Schema, path: string): SchemaChange[] {
  const out: SchemaChange[] = [];
  for (const key of RESTRICTIONS) {
    const was = before[key];
    const now = after[key];
    if (deepEqual(was, now)) continue;
    const at = `${path}/${key}`;
    if (now === undefined) out.push(change('compatible', `${key}-removed`, at, `${key} removed`, was));
    else out.push(change('breaking', `${key}-${was === undefined ? 'added' : 'changed'}`, at, `${key} ${was === undefined ? 'added' : 'changed'}`, was, now));
  }
  return out;
}

function requiredOf(schema: Schema): string[] {
  return Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
}

function propertiesOf(schema: Schema): Record<string, unknown> {
  return isSchema(schema.properties) ? schema.properties : {};
}

function objectChanges(before: Schema, after: Schema, path: string): SchemaChange[] {
  const out: SchemaChange[] = [];
  const [wasProps, nowProps] = [propertiesOf(before), propertiesOf(after)];
  const [wasRequired, nowRequired] = [requiredOf(before), requiredOf(after)];
  for (const name of Object.keys(wasProps)) {
    const at = `${path}/properties/${name}`;
    if (!(name in nowProps)) out.push(change('breaking', 'argument-removed', at, `argument \`${name}\` removed`, wasProps[name]));
    else out.push(...inputSchemaChanges(wasProps[name], nowProps[name], at));
  }
  for (const name of Object.keys(nowProps)) {
    if (name in wasProps) continue;
    const at = `${path}/properties/${name}`;
    if (nowRequired.includes(name)) out.push(change('breaking', 'required-argument-added', at, `new required argument \`${name}\``, undefined, nowProps[name]));
    else out.push(change('compatible', 'optional-argument-added', at, `new optional argument \`${name}\``, undefined, nowProps[name]));
  }
  for (const name of nowRequired) {
    if (wasRequired.includes(name) || (name in nowProps && !(name in wasProps))) continue;
    out.push(change('breaking', 'argument-now-required', `${path}/required`, `argument \`${name}\` is now required`));
  }
  for (const name of wasRequired) {
    if (!nowRequired.includes(name) && name in nowProps)
      out.push(change('compatible', 'argument-now-optional', `${path}/required`, `argument \`${name}\` is now optional`));
  }
  out.push(...additionalChanges(before.additionalProperties, after.additionalProperties, `${path}/additionalProperties`));
  return out;
}

function additionalChanges(was: unknown, now: unknown, at: string): SchemaChange[] {
  if (deepEqual(was, now)) return [];
  const open = (v: unknown) => v === undefined || v === true;
  if (open(was) && open(now)) return [];
  if (open(now)) return [change('compatible', 'schema-opened', at, 'now accepts other arguments too', was, now)];
  if (now === false) return [change('breaking', 'schema-closed', at, 'no longer accepts arguments it does not name', was, now)];
  return inputSchemaChanges(open(was) ? {} : was, now, at);
}

function arrayChanges(before: Schema, after: Schema, path: string): SchemaChange[] {
  const out: SchemaChange[] = [];
  if (!deepEqual(before.items, after.items)) out.push(...inputSchemaChanges(before.items, after.items, `${path}/items`));
  if (before.uniqueItems !== after.uniqueItems) {
    const now = after.uniqueItems === true;
    out.push(
      change(
        now ? 'breaking' : 'compatible',
        now ? 'unique-items-added' : 'unique-items-removed',
        `${path}/uniqueItems`,
        now ? 'items must now be unique' : 'items may now repeat',
        before.uniqueItems,
        after.uniqueItems,
      ),
    );
  }
  return out;
}

function otherChanges(before: Schema, after: Schema, path: string): SchemaChange[] {
  const out: SchemaChange[] = [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (deepEqual(before[key], after[key])) continue;
    const at = `${path}/${key}`;
    if (DOCUMENTATION.has(key)) out.push(change('compatible', 'doc-changed', at, `${key} changed`, before[key], after[key]));
    else if (!HANDLED.has(key))
      out.push(change('breaking', 'schema-changed', at, `${key} changed in a way wirecase cannot order: counted as breaking`, before[key], after[key]));
  }
  return out;
}

/** The schema without what only documents it, for "did the output schema change?". */
export function withoutDocumentation(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDocumentation);
  if (!isSchema(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => !(DOCUMENTATION.has(key) && !isSchema(v)))
      .map(([key, v]) => [key, withoutDocumentation(v)]),
  );
}
