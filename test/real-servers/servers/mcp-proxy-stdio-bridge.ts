/**
 * mcp-proxy's own stdio ← Streamable HTTP bridge, as its library offers it (`startStdioServer`, no
 * command of its own): an MCP server on stdin/stdout that forwards every request to the HTTP MCP
 * server at argv[2] through the official SDK client. `mcp-proxy -- node this.js <url>` is then
 * mcp-proxy at both ends of an HTTP → HTTP gateway (test/real-servers/gateways.ts). Unmodified.
 */
import { ServerType, startStdioServer } from 'mcp-proxy';

const url = process.argv[2];
if (!url) {
  process.stderr.write('usage: node mcp-proxy-stdio-bridge.js <MCP endpoint URL>\n');
  process.exit(2);
}
await startStdioServer({ serverType: ServerType.HTTPStream, url });
