#!/usr/bin/env node
// One ordinary session of an MCP client library, as an application opens it: connect, list the
// tools, call the first one with no arguments, close. Nothing in it is adapted to a test scenario:
// wirecase judges what the library sends, whatever the document's server answers.
//
//   node library-client.mjs <library> <server URL>
//
//   sdk-v1   the official TypeScript SDK v1: Client + StreamableHTTPClientTransport (@modelcontextprotocol/sdk)
//   sdk-v2   the official TypeScript SDK v2 client package (@modelcontextprotocol/client)
//   sdk-v2-pin  the SDK v2 client pinned to 2026-07-28 (versionNegotiation { mode: { pin } }): a modern-only client
//   ai-sdk   the AI SDK's own MCP client, createMCPClient with its HTTP transport (@ai-sdk/mcp)
//
// Exits 0 when the session went through, 1 when the library gave up (what it said goes to stderr).
import { runDriver } from './run-driver.mjs';
import { aiSdkSession, sdkSession } from './sessions.mjs';
const LIBRARIES = {
  'sdk-v1': async (url) => {
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    return sdkSession(new Client({ name: 'wirecase-driver-sdk-v1', version: '1.0.0' }), new StreamableHTTPClientTransport(new URL(url)), {});
  },
  'sdk-v2': async (url) => {
    const { Client, StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
    return sdkSession(new Client({ name: 'wirecase-driver-sdk-v2', version: '1.0.0' }), new StreamableHTTPClientTransport(new URL(url)), {});
  },
  'sdk-v2-pin': async (url) => {
    const { Client, StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
    const client = new Client({ name: 'wirecase-driver-sdk-v2-pin', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    return sdkSession(client, new StreamableHTTPClientTransport(new URL(url)), {});
  },
  'ai-sdk': async (url) => {
    const { createMCPClient } = await import('@ai-sdk/mcp');
    const client = await createMCPClient({ transport: { type: 'http', url } });
    return aiSdkSession(client, {});
  },
};

await runDriver('library-client.mjs', LIBRARIES);
