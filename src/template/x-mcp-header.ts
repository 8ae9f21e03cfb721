import { validArguments } from '../schema-sampler/index.js';

/**
 * The `x-mcp-header` fixture of a tool (Streamable HTTP "Custom Headers from Tool Parameters"): its
 * first top-level string property that is mirrored into an `Mcp-Param-{Name}` header, with
 * arguments to send. Pure, over plain JSON; a tool without one (or whose arguments cannot be built)
 * gives undefined.
 */
export interface XMcpHeaderFixture {
  /** The header to send, `Mcp-Param-{Name}`. */
  header: string;
  /** The mirrored property (top level of the input schema). */
  property: string;
  /** The property's value in `arguments`, as sent in the header. */
  value: string;
  /** Valid arguments, the property included. */
  arguments: Record<string, unknown>;
  /** The same arguments with the property null. */
  nullArguments: Record<string, unknown>;
  /** The same arguments without the property. */
  omittedArguments: Record<string, unknown>;
  /** The same arguments with a value that is not header-safe (non-ASCII), for the invalid-character check. */
  unsafeArguments: Record<string, unknown>;
  /** That value. */
  unsafeValue: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** RFC 9110 token: what a header name is made of. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** The first top-level string property declaring a well-formed x-mcp-header, or undefined. */
export function xMcpHeaderDeclaration(schema: unknown): { property: string; name: string } | undefined {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : undefined;
  if (!properties) return undefined;
  for (const [property, sub] of Object.entries(properties)) {
    if (!isObject(sub) || sub.type !== 'string') continue;
    const name = sub['x-mcp-header'];
    if (typeof name === 'string' && TOKEN.test(name)) return { property, name };
  }
  return undefined;
}

export function xMcpHeaderFixture(tool: unknown): XMcpHeaderFixture | undefined {
  const schema = isObject(tool) ? tool.inputSchema : undefined;
  const declaration = xMcpHeaderDeclaration(schema);
  const args = validArguments(schema);
  if (!declaration || !args) return undefined;
  const { property, name } = declaration;
  const value = typeof args[property] === 'string' && args[property] !== '' ? (args[property] as string) : 'wirecase';
  const rest = Object.fromEntries(Object.entries(args).filter(([key]) => key !== property));
  const unsafeValue = `${value}-caf\u00e9`;
  return {
    header: `Mcp-Param-${name}`,
    property,
    value,
    arguments: { ...rest, [property]: value },
    nullArguments: { ...rest, [property]: null },
    omittedArguments: rest,
    unsafeArguments: { ...rest, [property]: unsafeValue },
    unsafeValue,
  };
}
