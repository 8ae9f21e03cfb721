/**
 * JSON-RPC 2.0 parsing and answers. Classifies a request body into a request,
 * a notification, or an error to answer, without any MCP knowledge.
 */

export type JsonObject = { [key: string]: unknown };
export type RequestId = string | number;

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
export const HEADER_MISMATCH = -32020;
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;

export interface RpcErrorBody {
  code: number;
  message: string;
  data?: unknown;
}

/** A JSON-RPC request (has an id) or notification (has none). */
export interface RpcMessage {
  kind: 'request' | 'notification';
  id: RequestId | undefined;
  method: string;
  params: JsonObject | undefined;
}

/** A body that could not be taken as a message: what to answer instead. */
export interface RpcRejection {
  kind: 'rejection';
  id: RequestId | null;
  /** The method, when the body named one (for the request log). */
  method: string | undefined;
  params: JsonObject | undefined;
  error: RpcErrorBody;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRequestId(value: unknown): value is RequestId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value));
}

/** Parses one POST body into a message or the error to answer. */
export function parseMessage(body: string): RpcMessage | RpcRejection {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    return reject(null, undefined, undefined, PARSE_ERROR, `Parse error: ${detail}`);
  }
  if (!isObject(value)) {
    const what = Array.isArray(value) ? 'a batch (array); batches are not supported' : 'not an object';
    return reject(null, undefined, undefined, INVALID_REQUEST, `Invalid Request: the body is ${what}`);
  }
  const id = isRequestId(value.id) ? value.id : null;
  if (value.jsonrpc !== '2.0') {
    return reject(id, undefined, undefined, INVALID_REQUEST, 'Invalid Request: "jsonrpc" must be "2.0"');
  }
  if (typeof value.method !== 'string') {
    const why = 'result' in value || 'error' in value ? 'the server does not accept JSON-RPC responses' : '"method" must be a string';
    return reject(id, undefined, undefined, INVALID_REQUEST, `Invalid Request: ${why}`);
  }
  const method = value.method;
  const hasId = 'id' in value;
  if (hasId && !isRequestId(value.id)) {
    return reject(null, method, undefined, INVALID_REQUEST, 'Invalid Request: "id" must be a string or an integer');
  }
  if ('params' in value && !isObject(value.params)) {
    return reject(id, method, undefined, INVALID_PARAMS, 'Invalid params: "params" must be an object');
  }
  const params = isObject(value.params) ? value.params : undefined;
  return hasId ? { kind: 'request', id: value.id as RequestId, method, params } : { kind: 'notification', id: undefined, method, params };
}

function reject(id: RequestId | null, method: string | undefined, params: JsonObject | undefined, code: number, message: string): RpcRejection {
  return { kind: 'rejection', id, method, params, error: { code, message } };
}

export function resultResponse(id: RequestId, result: JsonObject): JsonObject {
  return { jsonrpc: '2.0', id, result };
}

/** An error response; `id` null when the request id could not be read. */
export function errorResponse(id: RequestId | null, error: RpcErrorBody): JsonObject {
  return { jsonrpc: '2.0', id, error };
}

export function notification(method: string, params: JsonObject): JsonObject {
  return { jsonrpc: '2.0', method, params };
}

/** An error a handler throws to answer with a JSON-RPC error and an HTTP status. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  toBody(): RpcErrorBody {
    return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data };
  }
}
