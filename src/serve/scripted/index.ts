/**
 * The scripted MCP server: an MCP server whose tool results the caller
 * scripts through tools/call arguments. See docs/scripted-server.md.
 */

export { type Faults, type Script, SHAPES, type Shape } from './arguments.js';
export {
  DEFAULT_HOST,
  DEFAULT_LIMITS,
  DEFAULT_PORT,
  LEGACY_VERSION,
  type Limits,
  MAX_RESULT_BYTES,
  MODERN_VERSION,
  SERVER_INFO,
  SESSION_ID,
  SUPPORTED_VERSIONS,
} from './constants.js';
export type { RecordedRequest, RequestLogSnapshot } from './request-log.js';
export {
  endpointUrl,
  requestLogUrl,
  type ScriptedServer,
  type ScriptedServerOptions,
  startScriptedServer,
} from './server.js';
export {
  FAULT_ENV,
  resolveServerFault,
  SERVER_FAULT_NAMES,
  SERVER_FAULTS,
  type ServerFault,
  UnknownServerFaultError,
} from './server-faults.js';
export { IMAGE_PNG_BASE64, RESOURCE_URI, RPC_ERROR_CODE } from './shapes.js';
export { SAMPLE_TOOLS } from './tools.js';
