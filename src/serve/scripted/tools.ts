/**
 * The sample tools `tools/list` answers. They only document the scripting
 * arguments: tools/call accepts every tool name, listed or not, and the
 * arguments alone decide the reply.
 */

import { SHAPES } from './arguments.js';
import { DEFAULT_LIMITS, MAX_RESULT_BYTES } from './constants.js';
import type { JsonObject } from './jsonrpc.js';

const SCRIPT_PROPERTIES: JsonObject = {
  text: { type: 'string', description: 'Text of the result (default "ok"); jev:<key>=<value> markers pass through untouched.' },
  repeat: {
    type: 'integer',
    minimum: 0,
    description: `How many times text is repeated (default 1); at most ${MAX_RESULT_BYTES} UTF-8 bytes in all.`,
  },
  shape: { type: 'string', enum: [...SHAPES], description: 'What the server sends (default "text").' },
  delay: { type: 'integer', minimum: 0, maximum: DEFAULT_LIMITS.maxDelayMs, description: 'Milliseconds to wait before answering.' },
  status: { type: 'integer', minimum: 200, maximum: 599, description: "HTTP status that replaces the shape's own." },
  headers: { type: 'object', additionalProperties: { type: 'string' }, description: 'Extra response headers.' },
  drop: { type: 'boolean', description: 'Close the connection after half of the body.' },
  chunks: { type: 'integer', minimum: 1, maximum: DEFAULT_LIMITS.maxChunks, description: 'Send the body in this many pieces.' },
};

function sampleTool(name: string, title: string, description: string): JsonObject {
  return {
    name,
    title,
    description: `${description} Scripted: the arguments text, repeat, shape, delay, status, headers, drop and chunks decide the reply; any other tool name works the same way.`,
    inputSchema: { type: 'object', properties: SCRIPT_PROPERTIES },
  };
}

export const SAMPLE_TOOLS: readonly JsonObject[] = [
  sampleTool('echo', 'Echo', 'Returns the text argument.'),
  sampleTool('read_document', 'Read a document', 'Stands for a tool whose result a policy screens.'),
  sampleTool('send_email', 'Send an email', 'Stands for a tool a gateway may refuse to forward.'),
];
