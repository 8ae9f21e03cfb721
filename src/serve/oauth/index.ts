/**
 * The scripted OAuth authorization server and the protected MCP server it guards, for judging the
 * OAuth flow of MCP clients. See docs/oauth-server.md.
 */

export { writeBrowserShims } from './browser-env.js';
export { followToCallback } from './browser-stand-in.js';
export { ALL_SCOPES, BASE_SCOPE, OAuthOptionError, type PreRegisteredClient, type ScriptedAuthServerOptions } from './options.js';
export type { Endpoint, OAuthLogEntry, OAuthLogSnapshot, OAuthRequestLog, TokenCheck } from './request-log.js';
export { type ScriptedAuthServer, startScriptedAuthServer } from './server.js';
