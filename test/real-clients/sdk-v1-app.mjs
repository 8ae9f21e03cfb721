// A plain application on the official MCP TypeScript SDK v1 (@modelcontextprotocol/sdk 1.32.2), as its
// README shows one: connect over Streamable HTTP, list the tools, call one, close. wirecase judges it
// unmodified: `wirecase run scenarios/mcp-client --client "node test/real-clients/sdk-v1-app.mjs"`
// (the server's URL is the last argument).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const url = new URL(process.argv.at(-1));
const client = new Client({ name: 'sdk-v1-app', version: '1.0.0' });
const transport = new StreamableHTTPClientTransport(url);
await client.connect(transport);
const { tools } = await client.listTools();
if (tools.length) await client.callTool({ name: tools[0].name, arguments: { text: 'hello' } });
await transport.terminateSession();
await client.close();
