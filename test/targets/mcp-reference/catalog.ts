// The per-request server factory: one fresh McpServer per HTTP exchange (stateless serving).
import { type CacheHint, McpServer, type McpServerFactory, requireScopes } from '@modelcontextprotocol/server';
import { registerApps } from './catalog-apps.js';
import { registerContent } from './catalog-content.js';
import { registerPatternTools } from './catalog-patterns.js';
import { registerPlainTools } from './catalog-tools.js';
import { registerWireTools } from './catalog-wire.js';
import { SERVER_NAME, SERVER_VERSION, TOOLS_PAGE_SIZE, TOOLS_SCOPE, UI_EXTENSION, UI_MIME_TYPE } from './constants.js';
import { installListViews } from './list-views.js';
import { memoizeToolSchemas, type SchemaMemo } from './schema-memo.js';
import type { AppsPolicy } from './ui-view.js';

export interface CatalogOptions {
  /** OAuth mode: tools/call needs TOOLS_SCOPE and every cacheable result is private. */
  oauth: boolean;
  /** Apps fault switches (none on the normal path). */
  apps?: AppsPolicy;
}

export function createCatalogFactory(options: CatalogOptions): McpServerFactory {
  // Results never vary per caller without OAuth; with OAuth they are scoped to the token.
  const scope = options.oauth ? 'private' : 'public';
  const list: CacheHint = { ttlMs: 60_000, cacheScope: scope };
  const scopeChallenge = options.oauth ? requireScopes(TOOLS_SCOPE) : undefined;
  const schemaMemo: SchemaMemo = new Map();

  return () => {
    const server = new McpServer(
      { name: SERVER_NAME, version: SERVER_VERSION },
      {
        // listChanged stays false: the catalog is static, so no change events are promised.
        capabilities: {
          tools: { listChanged: false },
          resources: { listChanged: false },
          prompts: { listChanged: false },
          // Deprecated in 2026-07-28 but still specified: echo logs when a request asks for it.
          logging: {},
          extensions: { [UI_EXTENSION]: { mimeTypes: [UI_MIME_TYPE] } },
        },
        instructions: 'Reference MCP target for wirecase scenario suites.',
        cacheHints: {
          'server/discover': { ttlMs: 300_000, cacheScope: scope },
          'tools/list': list,
          'prompts/list': list,
          'resources/list': list,
          'resources/templates/list': list,
          'resources/read': { ttlMs: 10_000, cacheScope: scope },
        },
      },
    );
    memoizeToolSchemas(server, schemaMemo);
    registerPlainTools(server, scopeChallenge);
    registerApps(server, scopeChallenge);
    registerContent(server);
    registerPatternTools(server, scopeChallenge);
    registerWireTools(server, scopeChallenge);
    installListViews(server, TOOLS_PAGE_SIZE, options.apps);
    return server;
  };
}
