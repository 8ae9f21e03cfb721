/**
 * The scripted MCP server: an MCP server whose tool results the caller
 * scripts through tools/call arguments. See docs/scripted-server.md.
 */

export {
  startScriptedServer,
  endpointUrl,
  requestLogUrl,
  type ScriptedServer,
  type ScriptedServerOptions,
} from "./server.js";
export {
  MAX_RESULT_BYTES,
  SESSION_ID,
  DEFAULT_PORT,
  DEFAULT_HOST,
  DEFAULT_LIMITS,
  SUPPORTED_VERSIONS,
  MODERN_VERSION,
  LEGACY_VERSION,
  SERVER_INFO,
  type Limits,
} from "./constants.js";
export {
  SERVER_FAULTS,
  SERVER_FAULT_NAMES,
  FAULT_ENV,
  UnknownServerFaultError,
  resolveServerFault,
  type ServerFault,
} from "./server-faults.js";
export { SHAPES, type Shape, type Faults, type Script } from "./arguments.js";
export { SAMPLE_TOOLS } from "./tools.js";
export { IMAGE_PNG_BASE64, RESOURCE_URI, RPC_ERROR_CODE } from "./shapes.js";
export type { RecordedRequest, RequestLogSnapshot } from "./request-log.js";
