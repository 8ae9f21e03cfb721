// An application on the official MCP TypeScript SDK v2 client package (@modelcontextprotocol/client
// 2.4.0) with version negotiation on (`versionNegotiation: { mode: 'auto' }`: it probes server/discover
// and speaks 2026-07-28 to a server that answers it); otherwise as sdk-v2-app.mjs: connect, list the
// tools, call one, close. wirecase judges it unmodified:
// `wirecase run scenarios/mcp-client --client "node test/real-clients/sdk-v2-auto-app.mjs"`.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

const url = new URL(process.argv.at(-1));
const client = new Client({ name: 'sdk-v2-auto-app', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
const transport = new StreamableHTTPClientTransport(url);
await client.connect(transport);
const { tools } = await client.listTools();
if (tools.length) await client.callTool({ name: tools[0].name, arguments: { text: 'hello' } });
await transport.terminateSession?.();
await client.close();
