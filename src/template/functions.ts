import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { deepEqual } from '../model/json-values.js';
import { parseJson } from '../source/json-text.js';

const require = createRequire(import.meta.url);
type Sampler = typeof import('../schema-sampler/index.js');
type Fixtures = typeof import('./mcp-fixtures.js');
type Header = typeof import('./x-mcp-header.js');
let samplerModule: Sampler | undefined;
let fixturesModule: Fixtures | undefined;
let headerModule: Header | undefined;
// The MCP fixture functions and the schema sampler behind them (ten modules) load on their first call:
// a run whose templates call none of them (any plain HTTP document) does not compile them at start.
// `require` of these ES modules is synchronous (Node 20.19 and later), as a template's call is.
const sampler = (): Sampler => (samplerModule ??= require('../schema-sampler/index.js') as Sampler);
const fixtures = (): Fixtures => (fixturesModule ??= require('./mcp-fixtures.js') as Fixtures);
const header = (): Header => (headerModule ??= require('./x-mcp-header.js') as Header);

/**
 * The functions a template or expression may call. A fixed list: YAML never supplies code.
 * `defined` and `empty` are handled by the evaluator itself because they must see an undefined name.
 */
export const templateFunctions: Record<string, (...args: unknown[]) => unknown> = {
  uuid: () => randomUUID(),
  now: () => new Date().toISOString(),
  timestamp: () => Date.now(),
  base64: (value) => Buffer.from(asText(value), 'utf8').toString('base64'),
  base64url: (value) => Buffer.from(asText(value), 'utf8').toString('base64url'),
  unbase64: (value) => Buffer.from(asText(value), 'base64').toString('utf8'),
  json: (value) => JSON.stringify(value),
  parseJson: (value) => {
    const parsed = parseJson(asText(value));
    if (!parsed.ok) throw new Error(`the text is ${parsed.error}`);
    return parsed.value;
  },
  urlencode: (value) => encodeURIComponent(asText(value)),
  // The parts of an absolute URL ('' for text that is not one): origin `http://h:1`, path `/mcp`.
  urlOrigin: (value) => URL.parse(asText(value))?.origin ?? '',
  urlPath: (value) => URL.parse(asText(value))?.pathname ?? '',
  lower: (value) => asText(value).toLowerCase(),
  upper: (value) => asText(value).toUpperCase(),
  length: (value) => (typeof value === 'string' || Array.isArray(value) ? value.length : value && typeof value === 'object' ? Object.keys(value).length : 0),
  string: (value) => asText(value),
  number: (value) => Number(value),
  repeat: (value, count) => asText(value).repeat(Math.max(0, Math.min(Number(count) || 0, 10_000_000))),
  first: (list) => (Array.isArray(list) && list.length > 0 ? list[0] : null),
  keys: (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : []),
  contains: (haystack, needle) =>
    Array.isArray(haystack) ? haystack.some((item) => deepEqual(item, needle)) : typeof haystack === 'string' ? haystack.includes(asText(needle)) : false,
  // Objects without the key are left out, so `contains(pluck(tools, 'name'), 'echo')` reads naturally.
  pluck: (list, key) =>
    Array.isArray(list)
      ? list
          .filter((item) => item !== null && typeof item === 'object' && Object.hasOwn(item, asText(key)))
          .map((item) => (item as Record<string, unknown>)[asText(key)])
      : [],
  // The first object of a list whose `name` is the given one (a tool, a prompt), or null.
  named: (list, name) =>
    (Array.isArray(list) ? list.find((item) => item !== null && typeof item === 'object' && (item as Record<string, unknown>).name === name) : undefined) ??
    null,
  join: (list, separator) => (Array.isArray(list) ? list.map(asText).join(separator === undefined ? ',' : asText(separator)) : ''),
  // Fixtures from a server's own lists (mcp-fixtures.ts, schema-arguments.ts). "Nothing fits" is null,
  // so an expression can test it with `== null` or empty().
  validArguments: (schema) => sampler().validArguments(schema) ?? null,
  invalidArguments: (schema) => sampler().invalidArguments(schema) ?? null,
  invalidArgumentsExplained: (schema) => sampler().invalidArgumentsExplained(schema) ?? null,
  fractionalArguments: (schema) => sampler().fractionalArguments(schema) ?? null,
  ampleArguments: (schema) => sampler().ampleArguments(schema) ?? null,
  completedArguments: (schema, given) => sampler().completedArguments(schema, given) ?? null,
  nullArguments: (schema) => sampler().nullArguments(schema) ?? null,
  fullArguments: (schema) => sampler().fullArguments(schema) ?? null,
  probeTools: (tools, max, need) => fixtures().probeTools(tools, max, need),
  findTool: (tools, shape) => fixtures().findTool(tools, shape),
  findResource: (resources, shape) => fixtures().findResource(resources, shape),
  findPrompt: (prompts, shape) => fixtures().findPrompt(prompts, shape),
  findTools: (tools, shape) => fixtures().findTools(tools, shape),
  findResources: (resources, shape) => fixtures().findResources(resources, shape),
  findPrompts: (prompts, shape) => fixtures().findPrompts(prompts, shape),
  promptArguments: (prompt) => fixtures().promptArguments(prompt),
  uiResourceUris: (tools, resources) => fixtures().uiResourceUris(tools, resources),
  xMcpHeaderFixture: (tool) => header().xMcpHeaderFixture(tool) ?? null,
};

export const lazyFunctions = new Set(['defined', 'empty']);

/** Own entries only: `constructor`, `valueOf` and the rest of Object.prototype are not functions of the language. */
export function isKnownFunction(name: string): boolean {
  return Object.hasOwn(templateFunctions, name) || lazyFunctions.has(name);
}

export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
