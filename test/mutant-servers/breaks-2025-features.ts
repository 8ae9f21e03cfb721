/**
 * Breaks of the 2025-11-25 server features (tools, resources, pagination), each injected into the
 * SDK v1 base (servers/sdk-v1-base.ts); part of BREAKS_2025 (breaks-2025.ts), chosen the same way.
 */
import type { Break } from './break.js';
import { type JsonObject, methodOf } from './mutation.js';
import { isError, isResult, onResult, resultOf, structuredNumbersAsStrings } from './rewrites.js';

export const FEATURE_BREAKS_2025: Break[] = [
  {
    name: 'input-schema-missing',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'MUST',
      quote: '`inputSchema`: JSON Schema defining expected parameters […] MUST be a valid JSON Schema object (not `null`)',
      source: '2025-11-25/server/tools.mdx:201',
    },
    seen: 'servers that leave out inputSchema for a tool without arguments',
    injection: 'tools/list lists a tool without arguments (note_stats) without its inputSchema',
    // Setup then finds no tool with an outputSchema it can call: tool-04 and tool-08 are not applicable.
    caughtBy: { fail: ['tool-02'] },
    mutation: () => ({
      message: onResult('tools/list', (r) => ({
        ...r,
        tools: (r.tools as JsonObject[]).map((tool) => {
          if (Object.keys(((tool.inputSchema as JsonObject | undefined)?.properties as JsonObject | undefined) ?? {}).length) return tool;
          const { inputSchema: _inputSchema, ...rest } = tool;
          return rest;
        }),
      })),
    }),
  },
  {
    name: 'tool-error-as-protocol-error',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'descriptive (no BCP 14 keyword)',
      quote:
        'Tool Execution Errors: Reported in tool results with `isError: true`: API failures, Input validation errors (e.g., date in wrong format, value out of range), Business logic errors',
      source: '2025-11-25/server/tools.mdx:469',
    },
    seen: 'issue 24: protocol errors and tool errors mixed up',
    injection: 'a tools/call result with isError: true is sent as a JSON-RPC error -32603 with its text',
    caughtBy: { warn: ['tool-06'] },
    mutation: () => ({
      message: (m, exchange) => {
        if (!isResult(m) || methodOf(exchange) !== 'tools/call' || resultOf(m).isError !== true) return m;
        const text = ((resultOf(m).content as JsonObject[] | undefined) ?? []).map((c) => c.text).join(' ');
        return { jsonrpc: '2.0', id: m.id, error: { code: -32603, message: text || 'tool failed' } };
      },
    }),
  },
  {
    name: 'protocol-error-as-tool-error',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'descriptive (no BCP 14 keyword)',
      quote:
        'Protocol Errors: Standard JSON-RPC errors for issues like: Unknown tools, Malformed requests (requests that fail to satisfy CallToolRequest schema), Server errors',
      source: '2025-11-25/server/tools.mdx:464',
    },
    seen: 'issue 24: protocol errors and tool errors mixed up',
    injection: 'a JSON-RPC error answering tools/call is sent as a result with isError: true and the error message',
    missed:
      'tool-07 passes a JSON-RPC error and a result with isError: true alike, as the sentence listing unknown tools among protocol errors has no BCP 14 keyword; no test looks at the form at all (not even as a warning)',
    mutation: () => ({
      message: (m, exchange) =>
        isError(m) && methodOf(exchange) === 'tools/call'
          ? { jsonrpc: '2.0', id: m.id, result: { content: [{ type: 'text', text: String((m.error as JsonObject).message) }], isError: true } }
          : m,
    }),
  },
  {
    name: 'tool-arguments-unchecked',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: { level: 'MUST', quote: 'Servers MUST: Validate all tool inputs', source: '2025-11-25/server/tools.mdx:512' },
    seen: 'servers that pass arguments to the tool unchecked',
    injection: 'a tools/call whose arguments fail the tool\'s inputSchema (the SDK\'s "Input validation error") is answered as a success',
    caughtBy: { fail: ['tool-05'], warn: ['tool-06'] },
    mutation: () => ({
      message: onResult('tools/call', (r) =>
        r.isError === true && JSON.stringify(r.content).includes('Input validation error') ? { content: [{ type: 'text', text: 'done' }] } : r,
      ),
    }),
  },
  {
    name: 'structured-content-off-schema',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: { level: 'MUST', quote: 'Servers MUST provide structured results that conform to this schema.', source: '2025-11-25/server/tools.mdx:340' },
    seen: 'issue 24: structuredContent not matching outputSchema',
    injection: 'every structuredContent of a tools/call result has its numbers as strings (note_stats declares integers)',
    caughtBy: { fail: ['tool-04'] },
    mutation: () => ({ message: structuredNumbersAsStrings }),
  },
  {
    name: 'tool-result-without-content',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'MUST',
      quote:
        'CallToolResult: `content: ContentBlock[]` ("A list of content objects that represent the unstructured result of the tool call"), a required member',
      source: 'schema/2025-11-25/schema.ts:1108',
    },
    seen: 'issue 24: a tool result missing `content` (servers returning only structuredContent)',
    injection: 'every tools/call result goes without its content array',
    caughtBy: { fail: ['tool-09'], warn: ['tool-06', 'tool-08'] },
    mutation: () => ({
      message: onResult('tools/call', (r) => {
        const { content: _content, ...rest } = r;
        return rest;
      }),
    }),
  },
  {
    name: 'resource-read-wrong-uri',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'descriptive (no BCP 14 keyword)',
      quote: 'ResourceContents: `uri`: "The URI of this resource."',
      source: 'schema/2025-11-25/schema.ts:883',
    },
    seen: 'issue 24: a resource read returning the wrong uri',
    injection: 'resources/read answers contents whose uri is another one (file:///notes/OTHER.txt)',
    missed: 'no test compares the uri of what resources/read answers with the uri asked for',
    mutation: () => ({
      message: onResult('resources/read', (r) => ({ ...r, contents: (r.contents as JsonObject[]).map((c) => ({ ...c, uri: 'file:///notes/OTHER.txt' })) })),
    }),
  },
  {
    name: 'cursor-never-ends',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: { level: 'SHOULD', quote: 'Servers SHOULD: Provide stable cursors', source: '2025-11-25/server/utilities/pagination.mdx:83' },
    seen: 'issue 24: pagination cursor bugs (a nextCursor on every page, the same page again)',
    injection: 'every tools/list result carries nextCursor "next", and the next page is the first again',
    // Every test that reads every page of tools/list fails with "pagination loop"; the setup finds no tools, so the tool tests are not applicable.
    caughtBy: { fail: ['metakey-01', 'schema-01', 'tool-02'] },
    mutation: () => ({ message: onResult('tools/list', (r) => ({ ...r, nextCursor: 'next' })) }),
  },
];
