/**
 * Calling a tool the way 2026-07-28 asks of a client over Streamable HTTP (streamable-http.mdx,
 * "Custom Headers from Tool Parameters"): arguments from the inputSchema's defaults; each parameter
 * marked `x-mcp-header` mirrored into `Mcp-Param-{Name}` (omitted when its value is null or absent),
 * its value encoded (plain, else the Base64 sentinel); a tool whose annotations break the rules is left
 * out of the tool list. Faults (faults.ts) break one rule each.
 */

import type { ClientFault } from './faults.js';

interface Schema {
  type?: unknown;
  properties?: Record<string, Schema>;
  default?: unknown;
  'x-mcp-header'?: unknown;
  [keyword: string]: unknown;
}

export interface Tool {
  name: string;
  inputSchema?: Schema;
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const PRIMITIVE = new Set(['integer', 'string', 'boolean']);

/** A value as a header carries it: plain when it is visible ASCII (inner spaces and tabs allowed), else the Base64 sentinel. */
export function headerValue(value: string, fault: ClientFault | '' = ''): string {
  const plain = /^[\x21-\x7e]([\x20-\x7e\t]*[\x21-\x7e])?$/.test(value);
  const sentinel = value.startsWith('=?base64?') && value.endsWith('?=');
  if (fault === 'param-raw' || (plain && (!sentinel || fault === 'sentinel-not-encoded'))) return value;
  // Raw UTF-8: the bytes as they are, each one header octet.
  if (fault === 'param-raw-utf8' && !plain && !sentinel) return Buffer.from(value, 'utf8').toString('latin1');
  const encoded = Buffer.from(value, 'utf8').toString('base64');
  return fault === 'base64-marker-upper' ? `=?BASE64?${encoded}?=` : `=?base64?${encoded}?=`;
}

/** Is an annotation valid where it stands: statically reachable (a chain of `properties` only), a token, on a primitive other than number? */
function validAnnotation(s: Schema, path: string[] | undefined): boolean {
  const header = s['x-mcp-header'];
  return Boolean(path?.length) && typeof header === 'string' && TOKEN.test(header) && PRIMITIVE.has(s.type as string);
}

/** The subschemas of a node other than its `properties`: reached through them, an annotation is invalid. */
function otherSubschemas(s: Schema): object[] {
  const values = Object.entries(s)
    .filter(([keyword]) => !['properties', 'x-mcp-header', 'default', 'examples', 'const', 'enum'].includes(keyword))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]));
  return values.filter((v): v is object => v !== null && typeof v === 'object');
}

/** The annotated parameters of a schema: their property paths and header names, or undefined when an annotation is invalid. */
export function headerParams(schema: Schema | undefined): Array<{ path: string[]; header: string }> | undefined {
  const found: Array<{ path: string[]; header: string }> = [];
  let valid = true;
  const walk = (s: Schema, path: string[] | undefined): void => {
    if (s['x-mcp-header'] !== undefined) {
      if (validAnnotation(s, path)) found.push({ path: path!, header: s['x-mcp-header'] as string });
      else valid = false;
    }
    const properties = s.properties && typeof s.properties === 'object' && !Array.isArray(s.properties) ? s.properties : {};
    for (const [name, sub] of Object.entries(properties)) if (sub && typeof sub === 'object') walk(sub, path ? [...path, name] : undefined);
    for (const sub of otherSubschemas(s)) walk(sub as Schema, undefined);
  };
  if (schema && typeof schema === 'object') walk(schema, []);
  const names = found.map((f) => f.header.toLowerCase());
  if (new Set(names).size !== names.length) valid = false;
  return valid ? found : undefined;
}

/** The tools a client may use: those whose x-mcp-header annotations are all valid (unless the keeps-invalid-tools fault). */
export function usableTools(tools: unknown[], fault: ClientFault | ''): Tool[] {
  return tools.filter(
    (t): t is Tool =>
      t !== null &&
      typeof t === 'object' &&
      typeof (t as Tool).name === 'string' &&
      (fault === 'keeps-invalid-tools' || headerParams((t as Tool).inputSchema) !== undefined),
  );
}

/** Arguments from the inputSchema's top-level defaults (a null default is sent as null). */
export function defaultArguments(tool: Tool): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(tool.inputSchema?.properties ?? {})) if ('default' in schema) args[name] = schema.default;
  return args;
}

/** The `Mcp-Param-*` headers of a call: each annotated parameter with a value, converted and encoded. */
export function paramHeaders(tool: Tool, args: Record<string, unknown>, fault: ClientFault | ''): Record<string, string> {
  const headers: Record<string, string> = {};
  if (fault === 'no-param-headers') return headers;
  for (const { path, header } of headerParams(tool.inputSchema) ?? []) {
    let value: unknown = args;
    for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    const name = `mcp-param-${header}`;
    if (value === undefined) {
      if (fault === 'absent-param-header') headers[name] = '';
    } else if (value === null) {
      if (fault === 'null-param-header') headers[name] = 'null';
    } else if (typeof value === 'number') {
      headers[name] = fault === 'integer-as-float' ? value.toFixed(1) : String(value);
    } else {
      headers[name] = headerValue(String(value), fault);
    }
  }
  return headers;
}
