/**
 * The probe server for MCP Apps host-role tests: MCP tools whose View records what the host sends
 * it. See docs/host-testing.md.
 */

export { PROBE_TOOLS, PROBE_VIEW_URI, type ProbeServer, type ProbeServerOptions, startProbeServer, UI_MIME } from './server.js';
export { type ViewConfig, viewHtml } from './view-html.js';
