import { fractionalArguments, invalidArguments, nullArguments, validArguments } from '../schema-sampler/index.js';
import { xMcpHeaderFixture } from './x-mcp-header.js';

/**
 * MCP fixture pickers for expressions: a suite finds the tool, resource or prompt it needs in the
 * server's own tools/list, resources/list and prompts/list answers, instead of naming one. Pure, over
 * plain JSON; odd input (not a list, entries that are not objects) finds nothing rather than throwing.
 */

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const entries = (list: unknown): Json[] => (Array.isArray(list) ? list.filter(isObject) : []);
const field = (v: unknown, key: string): unknown => (isObject(v) && Object.hasOwn(v, key) ? v[key] : undefined);

/**
 * Destructive as the MCP annotations mean it: `destructiveHint: true`, or `readOnlyHint: false` without
 * `destructiveHint: false` (the spec's default for a tool that writes). A tool with no annotations at
 * all is not taken as destructive here; only the `callable` fallback accepts such a tool.
 */
function destructive(tool: Json): boolean {
  const a = field(tool, 'annotations');
  return field(a, 'destructiveHint') === true || (field(a, 'readOnlyHint') === false && field(a, 'destructiveHint') !== false);
}

/**
 * A tool that mirrors an argument into an `Mcp-Param-{Name}` header needs that header on every call
 * (a correct server refuses the call without it, -32020), which a generic document does not send:
 * only the `x-mcp-header` shape picks such a tool.
 */
const mirrorsHeaders = (tool: Json): boolean => JSON.stringify(field(tool, 'inputSchema') ?? null).includes('"x-mcp-header"');
const buildable = (tool: Json): boolean => !mirrorsHeaders(tool) && validArguments(field(tool, 'inputSchema')) !== undefined;
const isSafe = (tool: Json): boolean => field(field(tool, 'annotations'), 'readOnlyHint') === true && !destructive(tool) && buildable(tool);
/** Makes no claim either way: no readOnlyHint: false, no destructiveHint: true. */
const isCallable = (tool: Json): boolean =>
  isSafe(tool) || (field(field(tool, 'annotations'), 'readOnlyHint') !== false && !destructive(tool) && buildable(tool));

/** The tool's MCP Apps resource, from `_meta.ui.resourceUri` or the deprecated flat `_meta["ui/resourceUri"]`. */
function uiUri(tool: unknown): string | undefined {
  const meta = field(tool, '_meta');
  const uri = field(field(meta, 'ui'), 'resourceUri') ?? field(meta, 'ui/resourceUri');
  return typeof uri === 'string' && uri.startsWith('ui://') ? uri : undefined;
}

const visibility = (tool: Json): unknown => field(field(field(tool, '_meta'), 'ui'), 'visibility');
const visibleToModel = (tool: Json): boolean => {
  const v = visibility(tool);
  return v === undefined || (Array.isArray(v) && v.includes('model'));
};

function allowsNull(schema: unknown): boolean {
  const type = field(schema, 'type');
  if (type === 'null' || (Array.isArray(type) && type.includes('null')) || field(schema, 'nullable') === true) return true;
  return ['anyOf', 'oneOf'].some((k) => {
    const branches = field(schema, k);
    return Array.isArray(branches) && branches.some((b) => field(b, 'type') === 'null');
  });
}

/** Whether `$ref` or allOf/anyOf/oneOf appears anywhere in the schema (depth-guarded). */
function usesRefOrComposition(schema: unknown, depth = 0): boolean {
  if (depth > 64 || typeof schema !== 'object' || schema === null) return false;
  if (isObject(schema) && (typeof schema.$ref === 'string' || ['allOf', 'anyOf', 'oneOf'].some((k) => Array.isArray(schema[k])))) return true;
  return Object.values(schema).some((v) => usesRefOrComposition(v, depth + 1));
}

const toolShapes: Record<string, (tool: Json) => boolean> = {
  safe: isSafe,
  callable: isCallable,
  'optional-nullable': (tool) => {
    const schema = field(tool, 'inputSchema');
    const props = field(schema, 'properties');
    if (!isObject(props) || destructive(tool) || !buildable(tool)) return false;
    const required = field(schema, 'required');
    const names = Object.keys(props);
    return names.some((n) => !(Array.isArray(required) && required.includes(n))) && names.some((n) => allowsNull(props[n]));
  },
  // tools-05: an argument that may be left out; tools-06: one that may be null (a separate pick each).
  optional: (tool) => {
    const schema = field(tool, 'inputSchema');
    const props = field(schema, 'properties');
    const required = field(schema, 'required');
    return isObject(props) && !destructive(tool) && buildable(tool) && Object.keys(props).some((n) => !(Array.isArray(required) && required.includes(n)));
  },
  nullable: (tool) => !destructive(tool) && buildable(tool) && nullArguments(field(tool, 'inputSchema')) !== undefined,
  fractional: (tool) => !destructive(tool) && !mirrorsHeaders(tool) && fractionalArguments(field(tool, 'inputSchema')) !== undefined,
  ref: (tool) => {
    const schema = field(tool, 'inputSchema');
    return (
      !destructive(tool) &&
      !mirrorsHeaders(tool) &&
      usesRefOrComposition(schema) &&
      validArguments(schema) !== undefined &&
      invalidArguments(schema) !== undefined
    );
  },
  'output-schema': (tool) => isObject(field(tool, 'outputSchema')) && !destructive(tool) && buildable(tool),
  ui: (tool) => uiUri(tool) !== undefined && visibleToModel(tool) && !destructive(tool),
  'ui-default-visibility': (tool) => uiUri(tool) !== undefined && visibility(tool) === undefined && !destructive(tool),
  'app-only': (tool) => {
    const v = visibility(tool);
    return uiUri(tool) !== undefined && Array.isArray(v) && v.includes('app') && !v.includes('model') && !destructive(tool);
  },
  plain: (tool) => uiUri(tool) === undefined && isSafe(tool),
  // A top-level string argument mirrored into an Mcp-Param-{Name} header (x-mcp-header.ts).
  'x-mcp-header': (tool) => !destructive(tool) && xMcpHeaderFixture(tool) !== undefined,
};

/** Shapes whose strict form may find nothing; then this looser one is taken (never a destructive tool). */
const fallbacks: Record<string, (tool: Json) => boolean> = {
  callable: isCallable,
  plain: (tool) => uiUri(tool) === undefined && isCallable(tool),
};

/**
 * The first tool (in list order) of a shape, or null. Shapes: safe, callable, optional-nullable, optional, nullable,
 * fractional, ref, output-schema, ui, ui-default-visibility, app-only, plain, x-mcp-header. No shape ever picks a
 * destructive tool. `callable` is a fallback: the first `safe` tool if there is one, else the first
 * that makes no claim of writing (no annotations, or no readOnlyHint: false / destructiveHint: true)
 * and whose arguments can be built. `plain` (no UI) falls back the same way.
 */
export function findTool(tools: unknown, shape: unknown): Json | null {
  const list = entries(tools).filter((t) => typeof t.name === 'string');
  const strict = typeof shape === 'string' && Object.hasOwn(toolShapes, shape) ? toolShapes[shape]! : undefined;
  if (!strict) return null;
  const pick = (test: (tool: Json) => boolean) => list.find((t) => safely(() => test(t))) ?? null;
  const preferred = shape === 'callable' ? isSafe : strict;
  const fallback = fallbacks[shape as string];
  return pick(preferred) ?? (fallback ? pick(fallback) : null);
}

/**
 * Every tool (in list order) of a shape, for a matrix that runs a test once per tool (`each:`);
 * [] for none or an unknown shape. The same shapes as `findTool`; `callable` here is every tool
 * `findTool`'s fallback would accept. Never a destructive tool.
 */
export function findTools(tools: unknown, shape: unknown): Json[] {
  const test = typeof shape === 'string' && Object.hasOwn(toolShapes, shape) ? toolShapes[shape]! : undefined;
  if (!test) return [];
  return entries(tools).filter((t) => typeof t.name === 'string' && safely(() => test(t)));
}

/**
 * A resource of a shape: `ui` (a ui:// URI), `plain` (any other URI) or `binary` (not ui://, with a
 * mimeType that is not text/*: likely served as a base64 blob); null if none.
 */
export function findResource(resources: unknown, shape: unknown): Json | null {
  return findResources(resources, shape)[0] ?? null;
}

/** Every resource (in list order) of a shape (as `findResource`); [] for none. */
export function findResources(resources: unknown, shape: unknown): Json[] {
  const list = entries(resources).filter((r) => typeof r.uri === 'string');
  const isUi = (r: Json) => (r.uri as string).startsWith('ui://');
  if (shape === 'ui') return list.filter(isUi);
  if (shape === 'plain') return list.filter((r) => !isUi(r));
  if (shape === 'binary') return list.filter((r) => !isUi(r) && typeof r.mimeType === 'string' && !/^text\//i.test(r.mimeType));
  return [];
}

/**
 * A prompt of a shape: `no-required-arguments` (none with `required: true`) or `required-arguments`
 * (at least one with `required: true`); null if none.
 */
export function findPrompt(prompts: unknown, shape: unknown): Json | null {
  return findPrompts(prompts, shape)[0] ?? null;
}

/** Every prompt (in list order) of a shape (as `findPrompt`); [] for none. */
export function findPrompts(prompts: unknown, shape: unknown): Json[] {
  const list = entries(prompts).filter((p) => typeof p.name === 'string');
  const requires = (p: Json) => Array.isArray(p.arguments) && p.arguments.some((a) => field(a, 'required') === true);
  if (shape === 'no-required-arguments') return list.filter((p) => (p.arguments === undefined || Array.isArray(p.arguments)) && !requires(p));
  if (shape === 'required-arguments') return list.filter(requires);
  return [];
}

/**
 * Arguments for prompts/get of a listed prompt: each argument its listing marks `required: true`
 * gets a plain word (prompt arguments are strings, and a listing says nothing more about them);
 * optional ones are left out. {} for a prompt without required arguments or for odd input, so a
 * document can get any listed prompt, the one with required arguments included.
 */
export function promptArguments(prompt: unknown): Record<string, string> {
  const args = field(prompt, 'arguments');
  const out: Record<string, string> = {};
  for (const arg of entries(args)) if (field(arg, 'required') === true && typeof arg.name === 'string') out[arg.name] = 'example';
  return out;
}

/**
 * The tools setup may call to watch what they do (progress, logs, tool errors, requests for input):
 * the `callable` ones (never destructive, arguments buildable), read-only first, at most `max`. With
 * `'invalid-arguments'`, only those for which arguments breaking one schema constraint can be built.
 */
export function probeTools(tools: unknown, max: unknown, need?: unknown): Json[] {
  const list = entries(tools).filter((t) => typeof t.name === 'string');
  const limit = typeof max === 'number' && max > 0 ? Math.floor(max) : 0;
  const fits = (t: Json) => need !== 'invalid-arguments' || invalidArguments(field(t, 'inputSchema')) !== undefined;
  const safe = list.filter((t) => safely(() => isSafe(t) && fits(t)));
  const rest = list.filter((t) => !safe.includes(t) && safely(() => isCallable(t) && fits(t)));
  return [...safe, ...rest].slice(0, limit);
}

/** Every distinct ui:// URI: the tools' `_meta.ui.resourceUri` first, then the resources list's, in order. */
export function uiResourceUris(tools: unknown, resources: unknown): string[] {
  const fromTools = entries(tools).map(uiUri);
  const fromResources = entries(resources).map((r) => r.uri);
  const uris = [...fromTools, ...fromResources].filter((u): u is string => typeof u === 'string' && u.startsWith('ui://'));
  return [...new Set(uris)];
}

function safely(test: () => boolean): boolean {
  try {
    return test();
  } catch {
    return false;
  }
}
