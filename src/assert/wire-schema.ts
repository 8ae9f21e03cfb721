import { parseEventJson } from '../mcp/jsonrpc.js';
import type { AssertionResult } from '../model/results.js';
import type { ResponseView } from './response-view.js';
import { SchemaRegistry } from './schema-registry.js';

/**
 * `--wire-schema FILE` (e.g. the official MCP schema.json of a revision): every JSON-RPC message a
 * response carries — the body, or each event of a stream — must be a valid `JSONRPCMessage`, and a
 * result must be valid for its method (`tools/list` → `ListToolsResult`, found through the schema's
 * own `*Request` definitions).
 */
export class WireSchema {
  private readonly resultTypes = new Map<string, string>();

  /** `json`: the file's content, as the load stage read it. */
  constructor(
    readonly file: string,
    json: unknown,
    private readonly schemas: SchemaRegistry,
  ) {
    const defs = (json as { $defs?: Record<string, { properties?: { method?: { const?: string } } }> } | null)?.$defs ?? {};
    if (!defs.JSONRPCMessage) throw new Error(`${file} has no $defs/JSONRPCMessage: is it an MCP schema.json?`);
    for (const [name, def] of Object.entries(defs)) {
      const method = def.properties?.method?.const;
      const result = name.replace(/Request$/, 'Result');
      if (method && name.endsWith('Request') && defs[result]) this.resultTypes.set(method, result);
    }
  }

  check(view: ResponseView, method: string | undefined): AssertionResult[] {
    const messages = view.events ? view.events.map(parseEventJson) : view.json.ok ? [view.json.value] : [];
    const results: AssertionResult[] = [];
    messages.forEach((message, i) => {
      if (message === null || typeof message !== 'object' || !('jsonrpc' in message)) return;
      const where = view.events ? `event [${i}]` : 'body';
      results.push(this.validate(message, 'JSONRPCMessage', where));
      const resultType = method ? this.resultTypes.get(method) : undefined;
      if (resultType && 'result' in message) results.push(this.validate((message as { result: unknown }).result, resultType, `${where} result`));
    });
    return results.filter((r) => !r.passed);
  }

  private validate(value: unknown, definition: string, where: string): AssertionResult {
    const validate = this.schemas.fromFile(`${this.file}#/$defs/${definition}`, '/');
    const passed = validate(value) === true;
    return {
      kind: 'wire-schema',
      target: definition,
      passed,
      message: passed ? `${where} is a valid ${definition}` : `${where} is not a valid ${definition}: ${SchemaRegistry.describeErrors(validate).join('; ')}`,
    };
  }
}
