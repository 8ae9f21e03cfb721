#!/usr/bin/env node
// One ordinary session of an MCP client library over stdio, as an application opens it from the
// library's README: start the server as a subprocess through the library's own stdio transport,
// connect, list the tools, call the first one with { text: 'hello' }, close the client the library's
// way. Every byte on the server's stdin is the library's; this script only names the server command.
//
//   node stdio-library-client.mjs <library> <server command and arguments...>
//   node stdio-library-client.mjs <library>        (the command line in WIRECASE_SERVER_COMMAND, run by sh -c)
//
// wirecase runs it as `--client "node test/real-clients/drivers/stdio-library-client.mjs sdk-v1 {{server_command}}"`.
//
//   sdk-v1       the official TypeScript SDK v1: Client + StdioClientTransport (@modelcontextprotocol/sdk)
//   sdk-v2       the SDK v2 client package with its defaults: Client + StdioClientTransport (@modelcontextprotocol/client/stdio)
//   sdk-v2-auto  the SDK v2 client with versionNegotiation { mode: 'auto' }: a dual-era client (server/discover first)
//   sdk-v2-pin   the SDK v2 client pinned to 2026-07-28 (versionNegotiation { mode: { pin } }): a modern-only client
//   ai-sdk       the AI SDK's MCP client, createMCPClient with Experimental_StdioMCPTransport (@ai-sdk/mcp/mcp-stdio)
//
// Exits 0 when the session went through, 1 when the library threw (what it said goes to stderr), 2 on a bad call.
import { aiSdkSession, sdkSession } from './sessions.mjs';
import { runStdioDriver } from './run-driver.mjs';

const ARGS = { text: 'hello' };

const sdkV2 = (name, options) => async (server) => {
  const { Client } = await import('@modelcontextprotocol/client');
  const { StdioClientTransport } = await import('@modelcontextprotocol/client/stdio');
  return sdkSession(new Client({ name, version: '1.0.0' }, options), new StdioClientTransport(server), ARGS);
};

const LIBRARIES = {
  'sdk-v1': async (server) => {
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
    return sdkSession(new Client({ name: 'wirecase-stdio-sdk-v1', version: '1.0.0' }), new StdioClientTransport(server), ARGS);
  },
  'sdk-v2': sdkV2('wirecase-stdio-sdk-v2'),
  'sdk-v2-auto': sdkV2('wirecase-stdio-sdk-v2-auto', { versionNegotiation: { mode: 'auto' } }),
  'sdk-v2-pin': sdkV2('wirecase-stdio-sdk-v2-pin', { versionNegotiation: { mode: { pin: '2026-07-28' } } }),
  'ai-sdk': async (server) => {
    const { createMCPClient } = await import('@ai-sdk/mcp');
    const { Experimental_StdioMCPTransport } = await import('@ai-sdk/mcp/mcp-stdio');
    const client = await createMCPClient({ transport: new Experimental_StdioMCPTransport(server) });
    return aiSdkSession(client, ARGS);
  },
};

await runStdioDriver('stdio-library-client.mjs', LIBRARIES);
