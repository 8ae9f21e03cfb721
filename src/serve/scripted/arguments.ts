/**
 * Validation of a tools/call's arguments into a script: the result text, the
 * shape, and the fault options. Every failure is an invalid-params error that
 * names the argument; the byte bound is checked before any text is built.
 */

import { type Limits, MAX_RESULT_BYTES } from './constants.js';
import { INVALID_PARAMS, isObject, RpcError } from './jsonrpc.js';
import type { ServerFault } from './server-faults.js';

export const SHAPES = ['text', 'structured', 'resource', 'image', 'rpc-error', 'http-error', 'not-jsonrpc', 'events'] as const;

export type Shape = (typeof SHAPES)[number];

/** Fault options: how the reply is delivered, whatever its shape. */
export interface Faults {
  /** Milliseconds to wait before answering. */
  delay: number;
  /** HTTP status that replaces the shape's own. */
  status: number | undefined;
  /** Extra response headers (replace the shape's own of the same name). */
  headers: Record<string, string>;
  /** Close the connection after half of the body. */
  drop: boolean;
  /** Send the body in this many pieces (chunked transfer encoding). */
  chunks: number | undefined;
}

export interface Script {
  /** The repeated text, at most MAX_RESULT_BYTES UTF-8 bytes. */
  text: string;
  shape: Shape;
  faults: Faults;
}

/** Headers a script may not set: they frame the message, the server owns them. */
const RESERVED_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade', 'trailer', 'te']);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const FIELD_VALUE = /^[\t\x20-\x7e]*$/;
const MAX_EXTRA_HEADERS = 64;
const MAX_HEADER_VALUE = 8192;

export function invalidArgument(name: string, problem: string): RpcError {
  return new RpcError(INVALID_PARAMS, `Invalid params: argument "${name}" ${problem}`, 200, { argument: name });
}

function integerIn(args: Record<string, unknown>, name: string, min: number, max: number): number | undefined {
  const value = args[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalidArgument(name, `must be an integer from ${min} to ${max}, got ${describe(value)}`);
  }
  return value;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/** Reads the script from `params.arguments`; throws RpcError on bad arguments. */
export function readScript(rawArguments: unknown, limits: Limits, fault?: ServerFault): Script {
  if (rawArguments !== undefined && !isObject(rawArguments)) {
    throw invalidArgument('arguments', `must be an object, got ${describe(rawArguments)}`);
  }
  const args: Record<string, unknown> = rawArguments ?? {};

  const text = args.text ?? 'ok';
  if (typeof text !== 'string') throw invalidArgument('text', `must be a string, got ${describe(text)}`);

  const repeat = args.repeat ?? 1;
  if (typeof repeat !== 'number' || !Number.isSafeInteger(repeat) || repeat < 0) {
    throw invalidArgument('repeat', `must be a non-negative integer, got ${describe(repeat)}`);
  }
  // Size first, allocation after: repeat may be huge.
  const bytes = Buffer.byteLength(text, 'utf8') * repeat;
  if (bytes > MAX_RESULT_BYTES || (fault === 'byte-bound-off-by-one' && bytes === MAX_RESULT_BYTES)) {
    throw invalidArgument('repeat', `asks for ${bytes} bytes of text (text × repeat), more than MaxResultBytes (${MAX_RESULT_BYTES})`);
  }

  const shape = args.shape ?? 'text';
  if (typeof shape !== 'string' || !(SHAPES as readonly string[]).includes(shape)) {
    throw invalidArgument('shape', `must be one of ${SHAPES.join(', ')}; got ${describe(shape)}`);
  }

  const delay = integerIn(args, 'delay', 0, limits.maxDelayMs) ?? 0;
  const status = integerIn(args, 'status', 200, 599);
  const chunks = integerIn(args, 'chunks', 1, limits.maxChunks);
  const drop = args.drop ?? false;
  if (typeof drop !== 'boolean') throw invalidArgument('drop', `must be a boolean, got ${describe(drop)}`);
  const headers = readHeaders(args.headers);

  return {
    text: text.repeat(repeat),
    shape: shape as Shape,
    faults: { delay, status, headers, drop, chunks },
  };
}

function readHeaders(value: unknown): Record<string, string> {
  if (value === undefined) return {};
  if (!isObject(value)) throw invalidArgument('headers', `must be an object of strings, got ${describe(value)}`);
  const entries = Object.entries(value);
  if (entries.length > MAX_EXTRA_HEADERS) {
    throw invalidArgument('headers', `may set at most ${MAX_EXTRA_HEADERS} headers`);
  }
  const headers: Record<string, string> = {};
  for (const [name, headerValue] of entries) {
    if (!TOKEN.test(name)) throw invalidArgument('headers', `has an invalid header name ${JSON.stringify(name)}`);
    if (RESERVED_HEADERS.has(name.toLowerCase())) {
      throw invalidArgument('headers', `may not set ${name}: the server frames the message itself`);
    }
    if (typeof headerValue !== 'string') {
      throw invalidArgument('headers', `value of ${name} must be a string, got ${describe(headerValue)}`);
    }
    if (headerValue.length > MAX_HEADER_VALUE || !FIELD_VALUE.test(headerValue)) {
      throw invalidArgument('headers', `value of ${name} must be visible ASCII, spaces or tabs (at most ${MAX_HEADER_VALUE})`);
    }
    headers[name.toLowerCase()] = headerValue;
  }
  return headers;
}
