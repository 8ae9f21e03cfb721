import { createRequire } from 'node:module';
import type jsep from 'jsep';
import { deepEqual } from '../model/json-values.js';
import { isKnownFunction, lazyFunctions, templateFunctions } from './functions.js';

/**
 * A small, safe expression language: literals, variable paths (`a.b[0]`), comparisons, `&& || !`,
 * `+ - * / %`, the ternary, and calls of the functions in functions.ts. Parsed by jsep, evaluated here;
 * nothing is ever handed to `eval`, and prototype properties are unreachable.
 */
export type Expression = jsep.Expression;

export class ExpressionError extends Error {
  constructor(
    readonly code: 'BAD_EXPRESSION' | 'UNDEFINED_VARIABLE',
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** Variables by name; returns undefined when the name is not defined at all. */
export interface Scope {
  has(name: string): boolean;
  get(name: string): unknown;
}

const parsed = new Map<string, Expression>();

const require = createRequire(import.meta.url);
let jsepModule: typeof jsep | undefined;
/** jsep, loaded on the first expression that is more than a name (its CommonJS build: the load is synchronous). */
function jsepParser(): typeof jsep {
  jsepModule ??= require('jsep') as typeof jsep;
  return jsepModule;
}

/** A lone name, as jsep reads it: ASCII letters, digits, `_` and `$`, within jsep's own white space. */
const LONE_NAME = /^[ \t\n\r]*([A-Za-z_$][A-Za-z0-9_$]*)[ \t\n\r]*$/;
/** Names jsep reads as something else: its literals and `this`. */
const NOT_NAMES = new Set(['true', 'false', 'null', 'this']);

/** `{{ token }}`: the tree jsep gives for a lone name, without loading jsep (most templates are one). */
function loneName(source: string): Expression | undefined {
  const name = LONE_NAME.exec(source)?.[1];
  return name === undefined || NOT_NAMES.has(name) ? undefined : { type: 'Identifier', name };
}

export function parseExpression(source: string): Expression {
  const cached = parsed.get(source);
  if (cached) return cached;
  let ast: Expression;
  try {
    ast = loneName(source) ?? jsepParser()(source);
  } catch (error) {
    throw new ExpressionError('BAD_EXPRESSION', `cannot parse expression \`${source}\`: ${(error as Error).message}`);
  }
  if (deeperThan(ast, MAX_DEPTH)) {
    throw new ExpressionError(
      'BAD_EXPRESSION',
      `expression nested more than ${MAX_DEPTH} levels deep: \`${source.length > 60 ? `${source.slice(0, 59)}…` : source}\``,
    );
  }
  checkSupported(ast);
  if (parsed.size > 10_000) parsed.clear();
  parsed.set(source, ast);
  return ast;
}

const forbiddenMembers = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Every walk over an expression (the checks here, the names the loader reads, evaluation) recurses,
 * so a deeper tree (`a+a+…+a` with thousands of terms) is refused when it is parsed, before any of
 * them could run out of stack.
 */
const MAX_DEPTH = 200;

/** Measured without recursion: the tree may be far deeper than the stack. */
function deeperThan(root: Expression, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > limit) return true;
    for (const child of childNodes(node as object)) stack.push([child, depth + 1]);
  }
  return false;
}

/** A node's object-valued fields, and the objects in its list-valued ones. */
function childNodes(node: object): object[] {
  const out: object[] = [];
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) for (const c of child) if (c !== null && typeof c === 'object') out.push(c);
    if (child !== null && typeof child === 'object' && !Array.isArray(child)) out.push(child);
  }
  return out;
}

function checkSupported(node: Expression): void {
  switch (node.type) {
    case 'Literal':
    case 'Identifier':
      return;
    case 'ArrayExpression':
      (node as jsep.ArrayExpression).elements.forEach((e) => e && checkSupported(e));
      return;
    case 'MemberExpression': {
      const m = node as jsep.MemberExpression;
      checkSupported(m.object);
      checkSupported(m.property);
      return;
    }
    case 'CallExpression': {
      const c = node as jsep.CallExpression;
      if (c.callee.type !== 'Identifier') throw new ExpressionError('BAD_EXPRESSION', 'only named functions can be called, e.g. uuid()');
      const name = (c.callee as jsep.Identifier).name;
      if (!isKnownFunction(name)) {
        throw new ExpressionError(
          'BAD_EXPRESSION',
          `unknown function \`${name}\``,
          `functions: ${[...Object.keys(templateFunctions), ...lazyFunctions].join(', ')}`,
        );
      }
      c.arguments.forEach(checkSupported);
      return;
    }
    case 'UnaryExpression':
      checkSupported((node as jsep.UnaryExpression).argument);
      return;
    case 'BinaryExpression': {
      const b = node as jsep.BinaryExpression;
      checkSupported(b.left);
      checkSupported(b.right);
      return;
    }
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      checkSupported(c.test);
      checkSupported(c.consequent);
      checkSupported(c.alternate);
      return;
    }
    default:
      throw new ExpressionError('BAD_EXPRESSION', `unsupported expression (${node.type})`);
  }
}

/** The root variable names an expression reads, for checking at load time that they exist. */
export function rootNames(node: Expression, out: Set<string> = new Set()): Set<string> {
  switch (node.type) {
    case 'Identifier':
      out.add((node as jsep.Identifier).name);
      break;
    case 'MemberExpression': {
      const m = node as jsep.MemberExpression;
      rootNames(m.object, out);
      if (m.computed) rootNames(m.property, out);
      break;
    }
    case 'CallExpression': {
      const c = node as jsep.CallExpression;
      if (!lazyFunctions.has((c.callee as jsep.Identifier).name)) c.arguments.forEach((a) => rootNames(a, out));
      break;
    }
    case 'ArrayExpression':
      (node as jsep.ArrayExpression).elements.forEach((e) => e && rootNames(e, out));
      break;
    case 'UnaryExpression':
      rootNames((node as jsep.UnaryExpression).argument, out);
      break;
    case 'BinaryExpression':
      rootNames((node as jsep.BinaryExpression).left, out);
      rootNames((node as jsep.BinaryExpression).right, out);
      break;
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      [c.test, c.consequent, c.alternate].forEach((n) => rootNames(n, out));
      break;
    }
  }
  return out;
}

/** Names an expression tests with defined() / empty(): a document guarded this way may use them. */
export function guardedNames(node: Expression, out: Set<string> = new Set()): Set<string> {
  if (node.type === 'CallExpression') {
    const c = node as jsep.CallExpression;
    if (lazyFunctions.has((c.callee as jsep.Identifier).name) && c.arguments[0]) rootNames(c.arguments[0], out);
    else c.arguments.forEach((a) => guardedNames(a, out));
  } else if (node.type === 'UnaryExpression') guardedNames((node as jsep.UnaryExpression).argument, out);
  else if (node.type === 'BinaryExpression') {
    guardedNames((node as jsep.BinaryExpression).left, out);
    guardedNames((node as jsep.BinaryExpression).right, out);
  }
  return out;
}

/** Sentinel for "this path does not exist", distinct from a present undefined/null. */
const MISSING = Symbol('missing');

export function evaluate(node: Expression, scope: Scope): unknown {
  let value: unknown;
  try {
    value = evaluateNode(node, scope, false);
  } catch (error) {
    throw asExpressionError(error);
  }
  return value === MISSING ? undefined : value;
}

/**
 * What JavaScript refuses while an expression works on its values is a bad expression, not a crash:
 * a value too large (`a + b` of two strings past V8's length limit) or too deep to compare or print
 * (RangeError), and an operand with no primitive value (`o < 1`, `o + 'x'` or `list[o]` where o is
 * JSON such as `{"toString": "x"}`: TypeError). Other errors pass through unchanged.
 */
export function asExpressionError(error: unknown): unknown {
  return error instanceof RangeError || error instanceof TypeError
    ? new ExpressionError('BAD_EXPRESSION', `cannot evaluate the expression: ${error.message}`)
    : error;
}

/** `lenient`: a missing variable or member is MISSING instead of an error (inside defined() / empty()). */
function evaluateNode(node: Expression, scope: Scope, lenient: boolean): unknown {
  switch (node.type) {
    case 'Literal':
      return (node as jsep.Literal).value;
    case 'Identifier':
      return identifierValue((node as jsep.Identifier).name, scope, lenient);
    case 'MemberExpression':
      return memberValue(node as jsep.MemberExpression, scope, lenient);
    case 'CallExpression':
      return callValue(node as jsep.CallExpression, scope);
    case 'ArrayExpression':
      return (node as jsep.ArrayExpression).elements.map((e) => (e ? evaluate(e, scope) : null));
    case 'UnaryExpression':
      return unaryValue(node as jsep.UnaryExpression, scope);
    case 'BinaryExpression': {
      const b = node as jsep.BinaryExpression;
      if (b.operator === '&&') return evaluate(b.left, scope) && evaluate(b.right, scope);
      if (b.operator === '||') return evaluate(b.left, scope) || evaluate(b.right, scope);
      return binary(b.operator, evaluate(b.left, scope), evaluate(b.right, scope));
    }
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      return evaluate(c.test, scope) ? evaluate(c.consequent, scope) : evaluate(c.alternate, scope);
    }
    default:
      throw new ExpressionError('BAD_EXPRESSION', `unsupported expression (${node.type})`);
  }
}

function identifierValue(name: string, scope: Scope, lenient: boolean): unknown {
  if (name === 'true') return true;
  if (name === 'false') return false;
  if (name === 'null') return null;
  if (!scope.has(name)) {
    if (lenient) return MISSING;
    throw new ExpressionError('UNDEFINED_VARIABLE', `undefined variable \`${name}\``);
  }
  return scope.get(name);
}

function memberValue(m: jsep.MemberExpression, scope: Scope, lenient: boolean): unknown {
  const object = evaluateNode(m.object, scope, lenient);
  const key = m.computed ? evaluateNode(m.property, scope, lenient) : (m.property as jsep.Identifier).name;
  if (object === MISSING) return MISSING;
  const found = readMember(object, key);
  if (found === MISSING && !lenient) {
    throw new ExpressionError('UNDEFINED_VARIABLE', `\`${describe(m)}\` is not defined (no \`${String(key)}\` in ${kindOf(object)})`);
  }
  return found;
}

/** defined() and empty() read their argument leniently; every other function gets values. */
function callValue(c: jsep.CallExpression, scope: Scope): unknown {
  const name = (c.callee as jsep.Identifier).name;
  if (lazyFunctions.has(name)) {
    const arg = c.arguments[0] ? evaluateNode(c.arguments[0], scope, true) : MISSING;
    const defined = arg !== MISSING && arg !== undefined;
    if (name === 'defined') return defined;
    return !defined || arg === null || arg === '' || (Array.isArray(arg) && arg.length === 0);
  }
  const args = c.arguments.map((a) => evaluate(a, scope));
  try {
    return templateFunctions[name]!(...args);
  } catch (error) {
    throw new ExpressionError('BAD_EXPRESSION', `${name}() failed: ${(error as Error).message}`);
  }
}

function unaryValue(u: jsep.UnaryExpression, scope: Scope): unknown {
  const v = evaluate(u.argument, scope);
  if (u.operator === '!') return !v;
  if (u.operator === '-') return -(v as number);
  if (u.operator === '+') return +(v as number);
  throw new ExpressionError('BAD_EXPRESSION', `unsupported operator \`${u.operator}\``);
}

function readMember(object: unknown, key: unknown): unknown {
  if (object === null || object === undefined) return MISSING;
  const k = String(key);
  if (forbiddenMembers.has(k)) return MISSING;
  if (typeof object === 'string' && k === 'length') return object.length;
  if (typeof object !== 'object') return MISSING;
  if (Array.isArray(object) && k === 'length') return object.length;
  return Object.hasOwn(object, k) ? (object as Record<string, unknown>)[k] : MISSING;
}

function binary(op: string, l: unknown, r: unknown): unknown {
  switch (op) {
    // `==` compares structurally, without JavaScript's coercions.
    case '==':
      return deepEqual(l, r);
    case '!=':
      return !deepEqual(l, r);
    case '===':
      return l === r;
    case '!==':
      return l !== r;
    case '<':
      return (l as number) < (r as number);
    case '<=':
      return (l as number) <= (r as number);
    case '>':
      return (l as number) > (r as number);
    case '>=':
      return (l as number) >= (r as number);
    case '+':
      return typeof l === 'number' && typeof r === 'number' ? l + r : String(l) + String(r);
    case '-':
      return (l as number) - (r as number);
    case '*':
      return (l as number) * (r as number);
    case '/':
      return (l as number) / (r as number);
    case '%':
      return (l as number) % (r as number);
    default:
      throw new ExpressionError('BAD_EXPRESSION', `unsupported operator \`${op}\``);
  }
}

function describe(node: Expression): string {
  if (node.type === 'Identifier') return (node as jsep.Identifier).name;
  if (node.type === 'MemberExpression') {
    const m = node as jsep.MemberExpression;
    const prop = m.computed
      ? `[${m.property.type === 'Literal' ? JSON.stringify((m.property as jsep.Literal).value) : '…'}]`
      : `.${(m.property as jsep.Identifier).name}`;
    return describe(m.object) + prop;
  }
  return 'value';
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return typeof value === 'object' ? 'the object' : `a ${typeof value}`;
}
