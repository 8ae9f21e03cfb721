// A plain application on the official MCP TypeScript SDK v2 client package (@modelcontextprotocol/client
// 2.4.0), with its defaults: connect over Streamable HTTP, list the tools, call one, close. wirecase
// judges it unmodified: `wirecase run scenarios/mcp-client --client "node test/real-clients/sdk-v2-app.mjs"`
// (the server's URL is the last argument).
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

const url = new URL(process.argv.at(-1));
const client = new Client({ name: 'sdk-v2-app', version: '1.0.0' });
const transport = new StreamableHTTPClientTransport(url);
await client.connect(transport);
const { tools } = await client.listTools();
if (tools.length) await client.callTool({ name: tools[0].name, arguments: { text: 'hello' } });
await transport.terminateSession?.();
await client.close();
