/**
 * The MCP methods and the two protocol eras. A request carrying the
 * 2026-07-28 per-request `_meta` (or that version's header) is served
 * statelessly with `resultType: "complete"`; `initialize` selects the
 * 2025-11-25 era and mints the fixed session id, which is never required.
 */

import type { IncomingHttpHeaders } from 'node:http';
import { type Faults, readScript, type Script } from './arguments.js';
import {
  INSTRUCTIONS,
  KNOWN_VERSIONS,
  LEGACY_VERSION,
  LEGACY_VERSIONS,
  type Limits,
  MODERN_VERSION,
  SERVER_INFO,
  SESSION_ID,
  SUPPORTED_VERSIONS,
  toolsCursor,
  toolsCursorOffset,
} from './constants.js';
import { NO_FAULTS } from './faults.js';
import {
  errorResponse,
  HEADER_MISMATCH,
  INVALID_PARAMS,
  INVALID_REQUEST,
  isObject,
  type JsonObject,
  METHOD_NOT_FOUND,
  type RequestId,
  RpcError,
  resultResponse,
  UNSUPPORTED_PROTOCOL_VERSION,
} from './jsonrpc.js';
import { jsonReply, type Reply } from './reply.js';
import type { ServerFault } from './server-faults.js';
import { shapeReply } from './shapes.js';
import { SAMPLE_TOOLS } from './tools.js';

const META_VERSION = 'io.modelcontextprotocol/protocolVersion';
const META_SERVER_INFO = 'io.modelcontextprotocol/serverInfo';

export interface Answer {
  reply: Reply;
  faults: Faults;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Decodes the `=?base64?…?=` sentinel of Mcp-Name / Mcp-Param-* values. */
export function decodeHeaderValue(value: string): string {
  const match = /^=\?base64\?(.*)\?=$/.exec(value);
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : value;
}

/** True when the request is served in the 2026-07-28 era; throws on version or header errors. */
export function checkProtocol(method: string, params: JsonObject | undefined, headers: IncomingHttpHeaders): boolean {
  const meta = isObject(params?._meta) ? params._meta : undefined;
  const metaVersion = meta?.[META_VERSION];
  const headerVersion = header(headers, 'mcp-protocol-version');
  if (metaVersion !== undefined && typeof metaVersion !== 'string') {
    throw new RpcError(INVALID_PARAMS, `Invalid params: _meta "${META_VERSION}" must be a string`, 400);
  }
  if (headerVersion !== undefined && metaVersion !== undefined && headerVersion !== metaVersion) {
    throw new RpcError(
      HEADER_MISMATCH,
      `Header mismatch: MCP-Protocol-Version header value '${headerVersion}' does not match body value '${metaVersion}'`,
      400,
    );
  }
  const version = metaVersion ?? headerVersion;
  if (version !== undefined && !KNOWN_VERSIONS.includes(version)) {
    throw new RpcError(UNSUPPORTED_PROTOCOL_VERSION, 'Unsupported protocol version', 400, {
      supported: [...SUPPORTED_VERSIONS],
      requested: version,
    });
  }
  const mcpMethod = header(headers, 'mcp-method');
  if (mcpMethod !== undefined && mcpMethod !== method) {
    throw new RpcError(HEADER_MISMATCH, `Header mismatch: Mcp-Method header value '${mcpMethod}' does not match body value '${method}'`, 400);
  }
  const mcpName = header(headers, 'mcp-name');
  const bodyName = typeof params?.name === 'string' ? params.name : typeof params?.uri === 'string' ? params.uri : undefined;
  if (mcpName !== undefined && decodeHeaderValue(mcpName) !== bodyName) {
    throw new RpcError(HEADER_MISMATCH, `Header mismatch: Mcp-Name header value '${mcpName}' does not match body value '${bodyName ?? ''}'`, 400);
  }
  if (method === 'initialize') return false;
  if (headerVersion === MODERN_VERSION && metaVersion === undefined) {
    throw new RpcError(INVALID_PARAMS, `Invalid params: _meta "${META_VERSION}" is required by ${MODERN_VERSION}`, 400);
  }
  return version === MODERN_VERSION;
}

function modernResult(result: JsonObject): JsonObject {
  const meta = isObject(result._meta) ? result._meta : {};
  return { resultType: 'complete', ...result, _meta: { ...meta, [META_SERVER_INFO]: { ...SERVER_INFO } } };
}

function progressTokenOf(params: JsonObject | undefined): string | number | undefined {
  const token = isObject(params?._meta) ? params._meta.progressToken : undefined;
  return typeof token === 'string' || typeof token === 'number' ? token : undefined;
}

function initializeResult(params: JsonObject | undefined): JsonObject {
  const requested = params?.protocolVersion;
  const protocolVersion = typeof requested === 'string' && LEGACY_VERSIONS.includes(requested) ? requested : LEGACY_VERSION;
  return {
    protocolVersion,
    capabilities: { tools: { listChanged: false } },
    serverInfo: { ...SERVER_INFO },
    instructions: INSTRUCTIONS,
  };
}

/** One page of the sample tools: all of them with `pageSize` 0, else `pageSize` from the cursor's offset. */
function toolsPage(params: JsonObject | undefined, pageSize: number): JsonObject {
  const tools = SAMPLE_TOOLS.map((tool) => ({ ...tool }));
  if (pageSize === 0) return { tools };
  const cursor = params?.cursor;
  const offset = cursor === undefined ? 0 : typeof cursor === 'string' ? toolsCursorOffset(cursor) : undefined;
  if (offset === undefined || offset >= tools.length) {
    throw new RpcError(INVALID_PARAMS, `Invalid params: unknown cursor ${JSON.stringify(cursor)}`, 200, { argument: 'cursor' });
  }
  const end = offset + pageSize;
  return end < tools.length ? { tools: tools.slice(offset, end), nextCursor: toolsCursor(end) } : { tools: tools.slice(offset) };
}

/** Answers one JSON-RPC request. */
export function answerRequest(
  id: RequestId,
  method: string,
  params: JsonObject | undefined,
  headers: IncomingHttpHeaders,
  limits: Limits,
  fault?: ServerFault,
): Answer {
  let modern = false;
  try {
    modern = checkProtocol(method, params, headers);
    const finish = modern ? modernResult : (result: JsonObject) => result;
    const ok = (result: JsonObject, extraHeaders: Record<string, string> = {}): Answer => ({
      reply: jsonReply(200, resultResponse(id, result), extraHeaders),
      faults: NO_FAULTS,
    });
    switch (method) {
      case 'initialize':
        return ok(initializeResult(params), fault === 'no-session-id' ? {} : { 'mcp-session-id': SESSION_ID });
      case 'server/discover':
        return ok(
          modernResult({
            supportedVersions: [...SUPPORTED_VERSIONS],
            capabilities: { tools: {} },
            instructions: INSTRUCTIONS,
          }),
        );
      case 'ping':
        return ok(finish({}));
      case 'tools/list':
        return ok(finish(toolsPage(params, limits.toolsPageSize)));
      case 'tools/call': {
        if (typeof params?.name !== 'string') {
          throw new RpcError(INVALID_PARAMS, 'Invalid params: "name" must be a string (any tool name is accepted)', 200, {
            argument: 'name',
          });
        }
        const script: Script = readScript(params.arguments, limits, fault);
        const reply = shapeReply(script, { id, progressToken: progressTokenOf(params), finish, fault });
        return { reply, faults: script.faults };
      }
      default:
        throw new RpcError(fault === 'wrong-error-code' ? INVALID_REQUEST : METHOD_NOT_FOUND, `Method not found: ${method}`, modern ? 404 : 200);
    }
  } catch (err) {
    if (!(err instanceof RpcError)) throw err;
    return { reply: jsonReply(err.httpStatus, errorResponse(id, err.toBody())), faults: NO_FAULTS };
  }
}
