// MCP Apps (io.modelcontextprotocol/ui) surface: ui:// resources and tools linked to them,
// registered through the ext-apps server helpers.

import { registerAppResource, registerAppTool } from '@modelcontextprotocol/ext-apps/server';
import type { McpServer, ScopeChallengeHandler } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { UI_MIME_TYPE } from './constants.js';

export const DASHBOARD_URI = 'ui://wirecase/dashboard.html';
export const CHART_URI = 'ui://wirecase/chart.html';

const DASHBOARD_HTML = '<!DOCTYPE html><html><head><title>Dashboard</title></head><body><h1>Dashboard</h1></body></html>';
const CHART_HTML = '<!DOCTYPE html><html><head><title>Chart</title></head><body><canvas id="c"></canvas></body></html>';

/** Every field the Apps spec defines, so suites can check each one. */
export const DASHBOARD_UI_META = {
  csp: {
    connectDomains: ['https://api.wirecase.test'],
    resourceDomains: ['https://cdn.wirecase.test'],
    frameDomains: ['https://embed.wirecase.test'],
    baseUriDomains: ['https://base.wirecase.test'],
  },
  permissions: { camera: {}, microphone: {}, geolocation: {}, clipboardWrite: {} },
  domain: 'dashboard.apps.wirecase.test',
  prefersBorder: true,
};

/** Registered as is; "hologram" is not a visibility SEP-1865 defines. */
export const INVALID_VISIBILITY = ['model', 'hologram'];

const CHART_UI_META = { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: false };

export function registerApps(server: McpServer, scopeChallenge: ScopeChallengeHandler | undefined): void {
  const guard = scopeChallenge ? { scopeChallenge } : {};

  registerAppResource(
    server,
    'Dashboard view',
    DASHBOARD_URI,
    { description: 'HTML dashboard delivered as text.', mimeType: UI_MIME_TYPE, _meta: { ui: DASHBOARD_UI_META } },
    async () => ({ contents: [{ uri: DASHBOARD_URI, mimeType: UI_MIME_TYPE, text: DASHBOARD_HTML, _meta: { ui: DASHBOARD_UI_META } }] }),
  );

  registerAppResource(
    server,
    'Chart view',
    CHART_URI,
    { description: 'HTML chart delivered as a base64 blob.', mimeType: UI_MIME_TYPE, _meta: { ui: CHART_UI_META } },
    async () => ({
      contents: [{ uri: CHART_URI, mimeType: UI_MIME_TYPE, blob: Buffer.from(CHART_HTML, 'utf8').toString('base64'), _meta: { ui: CHART_UI_META } }],
    }),
  );

  registerAppTool(
    server,
    'show_dashboard',
    {
      title: 'Show dashboard',
      description: 'Renders the dashboard app; text fallback for hosts without MCP Apps.',
      inputSchema: z.object({ period: z.string().optional() }),
      _meta: { ui: { resourceUri: DASHBOARD_URI, visibility: ['model', 'app'] } },
      ...guard,
    },
    async ({ period }) => ({ content: [{ type: 'text', text: `dashboard for ${period ?? 'today'}` }] }),
  );

  registerAppTool(
    server,
    'show_chart',
    {
      title: 'Show chart',
      description: 'Model-only app tool.',
      inputSchema: z.object({}),
      _meta: { ui: { resourceUri: CHART_URI, visibility: ['model'] } },
      ...guard,
    },
    async () => ({ content: [{ type: 'text', text: 'chart: 1, 2, 3' }] }),
  );

  registerAppTool(
    server,
    'refresh_dashboard',
    {
      title: 'Refresh dashboard',
      description: 'App-only tool (visibility ["app"]): hidden from clients without MCP Apps.',
      inputSchema: z.object({}),
      _meta: { ui: { resourceUri: DASHBOARD_URI, visibility: ['app'] } },
      ...guard,
    },
    async () => ({ content: [{ type: 'text', text: 'refreshed' }] }),
  );

  registerAppTool(
    server,
    'show_summary',
    {
      title: 'Show summary',
      description: 'UI tool without an explicit visibility: the default ["model", "app"] applies.',
      inputSchema: z.object({}),
      _meta: { ui: { resourceUri: DASHBOARD_URI } },
      ...guard,
    },
    async () => ({ content: [{ type: 'text', text: 'summary: all systems normal' }] }),
  );

  registerAppTool(
    server,
    'show_status',
    {
      title: 'Show status',
      description: 'UI tool registered with an invalid visibility value ("hologram"); tools/list drops it.',
      inputSchema: z.object({}),
      _meta: { ui: { resourceUri: CHART_URI, visibility: INVALID_VISIBILITY as never } },
      ...guard,
    },
    async () => ({ content: [{ type: 'text', text: 'status: green' }] }),
  );
}
