// The SDK builds a fresh McpServer per HTTP exchange (stateless serving), so every tools/list
// converted every tool's zod schemas to JSON Schema again: a third of the target's CPU in a suite
// run. The tools a factory registers never change (faults act on the HTTP exchange, not on
// registration), so each conversion is done once per factory and reused. Validation stays zod's.
import type { McpServer } from '@modelcontextprotocol/server';

type JsonSchemaConverter = (options: unknown) => unknown;
interface StandardSchema {
  '~standard': { jsonSchema?: { input: JsonSchemaConverter; output: JsonSchemaConverter } };
}

/** Per factory: tool name → the schema's input/output conversions, made once. */
export type SchemaMemo = Map<string, { input?: unknown; output?: unknown }>;

/** The schema with its `~standard.jsonSchema` conversions answered from `memo[key]` after the first. */
function memoized<T extends object>(schema: T, memo: SchemaMemo, key: string): T {
  const standard = (schema as StandardSchema)['~standard'];
  const convert = standard?.jsonSchema;
  if (!convert) return schema;
  const entry = memo.get(key) ?? {};
  memo.set(key, entry);
  const jsonSchema = {
    input: (options: unknown) => (entry.input ??= convert.input(options)),
    output: (options: unknown) => (entry.output ??= convert.output(options)),
  };
  const cached = { ...standard, jsonSchema };
  return new Proxy(schema, { get: (target, property, receiver) => (property === '~standard' ? cached : Reflect.get(target, property, receiver)) });
}

/** Makes `server.registerTool` register every tool's schemas through `memo`. */
export function memoizeToolSchemas(server: McpServer, memo: SchemaMemo): void {
  const register = server.registerTool.bind(server) as (name: string, config: Record<string, unknown>, callback: unknown) => unknown;
  (server as { registerTool: unknown }).registerTool = (name: string, config: Record<string, unknown>, callback: unknown) => {
    const schemas: Record<string, unknown> = {};
    for (const field of ['inputSchema', 'outputSchema'] as const) {
      const schema = config[field];
      if (schema && typeof schema === 'object') schemas[field] = memoized(schema, memo, `${name} ${field}`);
    }
    return register(name, { ...config, ...schemas }, callback);
  };
}
