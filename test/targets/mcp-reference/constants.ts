// Fixed identities of the reference target, shared by the server, its token helper and its tests.

export const SERVER_NAME = 'wirecase-mcp-reference';
export const SERVER_VERSION = '1.0.0';

export const MODERN_VERSION = '2026-07-28';
export const MCP_PATH = '/mcp';

/** Fixed OAuth issuer; never resolved over the network (the target only verifies tokens). */
export const ISSUER = 'https://auth.wirecase.test';
/** Tenant claim name and the only tenant this resource serves. */
export const TENANT_CLAIM = 'tid';
export const TENANT = 'tenant-wirecase';
/** Scope every tools/call needs; other methods need only a valid access token. */
export const TOOLS_SCOPE = 'mcp:tools';
export const SCOPES_SUPPORTED = [TOOLS_SCOPE];

export const UI_EXTENSION = 'io.modelcontextprotocol/ui';
export const UI_MIME_TYPE = 'text/html;profile=mcp-app';

/** Small on purpose so tools/list always spans more than one page. */
export const TOOLS_PAGE_SIZE = 5;
