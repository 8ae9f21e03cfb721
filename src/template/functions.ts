import { randomUUID } from 'node:crypto';
import { deepEqual } from '../model/json-values.js';
import {
  ampleArguments,
  completedArguments,
  fractionalArguments,
  fullArguments,
  invalidArguments,
  invalidArgumentsExplained,
  nullArguments,
  validArguments,
} from '../schema-sampler/index.js';
import { parseJson } from '../source/json-text.js';
import { findPrompt, findPrompts, findResource, findResources, findTool, findTools, probeTools, promptArguments, uiResourceUris } from './mcp-fixtures.js';
import { xMcpHeaderFixture } from './x-mcp-header.js';

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
  validArguments: (schema) => validArguments(schema) ?? null,
  invalidArguments: (schema) => invalidArguments(schema) ?? null,
  invalidArgumentsExplained: (schema) => invalidArgumentsExplained(schema) ?? null,
  fractionalArguments: (schema) => fractionalArguments(schema) ?? null,
  ampleArguments: (schema) => ampleArguments(schema) ?? null,
  completedArguments: (schema, given) => completedArguments(schema, given) ?? null,
  nullArguments: (schema) => nullArguments(schema) ?? null,
  fullArguments: (schema) => fullArguments(schema) ?? null,
  probeTools: (tools, max, need) => probeTools(tools, max, need),
  findTool: (tools, shape) => findTool(tools, shape),
  findResource: (resources, shape) => findResource(resources, shape),
  findPrompt: (prompts, shape) => findPrompt(prompts, shape),
  findTools: (tools, shape) => findTools(tools, shape),
  findResources: (resources, shape) => findResources(resources, shape),
  findPrompts: (prompts, shape) => findPrompts(prompts, shape),
  promptArguments: (prompt) => promptArguments(prompt),
  uiResourceUris: (tools, resources) => uiResourceUris(tools, resources),
  xMcpHeaderFixture: (tool) => xMcpHeaderFixture(tool) ?? null,
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
