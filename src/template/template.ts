import { asExpressionError, type Expression, ExpressionError, evaluate, parseExpression, rootNames, type Scope } from './expression.js';
import { asText } from './functions.js';

/**
 * `{{ expression }}` inside YAML strings. A string that is exactly one expression keeps the value's
 * type (a captured number stays a number in a JSON body); otherwise the parts are joined as text.
 */
export interface Template {
  parts: Array<string | Expression>;
  /** The whole string is one expression. */
  single: boolean;
}

const compiled = new Map<string, Template>();

export function hasTemplate(text: string): boolean {
  return text.includes('{{');
}

export function compileTemplate(text: string): Template {
  const cached = compiled.get(text);
  if (cached) return cached;
  const parts: Template['parts'] = [];
  let rest = 0;
  while (rest < text.length) {
    const open = text.indexOf('{{', rest);
    if (open < 0) {
      parts.push(text.slice(rest));
      break;
    }
    const close = text.indexOf('}}', open + 2);
    if (close < 0) throw new ExpressionError('BAD_EXPRESSION', `\`{{\` without a closing \`}}\` in "${text}"`);
    if (open > rest) parts.push(text.slice(rest, open));
    const source = text.slice(open + 2, close).trim();
    if (!source) throw new ExpressionError('BAD_EXPRESSION', `empty \`{{ }}\` in "${text}"`);
    parts.push(parseExpression(source));
    rest = close + 2;
  }
  const template = { parts, single: parts.length === 1 && typeof parts[0] !== 'string' };
  if (compiled.size > 10_000) compiled.clear();
  compiled.set(text, template);
  return template;
}

export function renderTemplate(template: Template, scope: Scope): unknown {
  if (template.single) return evaluate(template.parts[0] as Expression, scope);
  try {
    return template.parts.map((p) => (typeof p === 'string' ? p : asText(evaluate(p, scope)))).join('');
  } catch (error) {
    // Joining, or printing a value as JSON, can pass V8's string length limit.
    throw asExpressionError(error);
  }
}

/** Renders a string, returning it untouched when it holds no `{{`. */
export function renderString(text: string, scope: Scope): unknown {
  return hasTemplate(text) ? renderTemplate(compileTemplate(text), scope) : text;
}

/** The variable names a template reads. */
export function templateNames(template: Template): Set<string> {
  const names = new Set<string>();
  for (const part of template.parts) if (typeof part !== 'string') rootNames(part, names);
  return names;
}

const plainTrees = new WeakMap<object, boolean>();

/** Whether a tree holds no template in any key or string, worked out once per tree. */
function isPlain(tree: object): boolean {
  let plain = plainTrees.get(tree);
  if (plain === undefined) {
    plain = Array.isArray(tree) ? tree.every(plainValue) : Object.entries(tree).every(([k, v]) => !hasTemplate(k) && plainValue(v));
    plainTrees.set(tree, plain);
  }
  return plain;
}

function plainValue(value: unknown): boolean {
  return typeof value === 'string' ? !hasTemplate(value) : typeof value !== 'object' || value === null || isPlain(value);
}

/** Where in a value tree rendering failed, so the caller can point at the YAML node. */
export class RenderError extends Error {
  constructor(
    readonly path: Array<string | number>,
    override readonly cause: ExpressionError,
  ) {
    super(cause.message);
  }
}

/**
 * Renders every string in a JSON-like tree (keys included). A subtree with no `{{` anywhere is
 * returned as it is, not copied: most of a step is plain, and it is rendered on every run of the step.
 * The result is therefore read-only. `path` is where the tree is; a RenderError gives the path of the
 * string that failed, worked out only then (not one path per node of every step).
 */
export function renderDeep(value: unknown, scope: Scope, path: Array<string | number> = []): unknown {
  try {
    return renderNode(value, scope);
  } catch (error) {
    if (error instanceof Trail) throw new RenderError([...path, ...error.keys.reverse()], error.cause);
    throw error;
  }
}

/** An ExpressionError on its way up from a string of the tree, collecting the keys above it (innermost first). */
class Trail {
  readonly keys: Array<string | number> = [];
  constructor(readonly cause: ExpressionError) {}
}

function renderNode(value: unknown, scope: Scope): unknown {
  if (typeof value === 'string') {
    try {
      return renderString(value, scope);
    } catch (error) {
      if (error instanceof ExpressionError) throw new Trail(error);
      throw error;
    }
  }
  if (value === null || typeof value !== 'object' || isPlain(value)) return value;
  if (Array.isArray(value)) return value.map((v, i) => renderAt(v, scope, i));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const key = hasTemplate(k) ? asText(renderAt(k, scope, k)) : k;
    const rendered = renderAt(v, scope, k);
    // `out['__proto__'] = …` would set the object's prototype instead of adding the key.
    if (key === '__proto__') Object.defineProperty(out, key, { value: rendered, enumerable: true, writable: true, configurable: true });
    else out[key] = rendered;
  }
  return out;
}

/** The child at `key`, its key added to a failure's trail. */
function renderAt(value: unknown, scope: Scope, key: string | number): unknown {
  try {
    return renderNode(value, scope);
  } catch (error) {
    if (error instanceof Trail) error.keys.push(key);
    throw error;
  }
}
