/**
 * The real MCP clients this project judges over stdio, each with the `--client` command that runs it
 * as it ships: a driver of drivers/ (stdio-*.mjs, README there) that starts the server through the
 * library's own stdio transport. `{{server_command}}` in the command is where wirecase puts the
 * command line of the server the client launches (the judging run's relay): over stdio no URL is
 * appended. Used by real-stdio-clients.test.ts, which holds each one's expected verdicts.
 */
import path from 'node:path';
import { WIDE_DIR } from './clients.js';

export interface RealStdioClient {
  /** The `--client` command, relative to the repository root, with `{{server_command}}` where the server's command goes. */
  command: string;
  description: string;
  /** How long one run of it may take, when STDIO_CLIENT_TIMEOUT_MS is too short for it. */
  timeoutMs?: number;
  /** Of the wide corpus (test/real-clients/wide, installed on demand): only `npm run real-clients -- --stdio --wide` runs it. */
  wide?: true;
  /** False for a client too costly for `npm test` (the sample of every client fits ~20 CPU-seconds): only `npm run test:faults` runs it, in full. */
  inNpmTest?: false;
}

const DRIVERS = path.join('test', 'real-clients', 'drivers');
const library = (name: string) => `node ${path.join(DRIVERS, 'stdio-library-client.mjs')} ${name} {{server_command}}`;
const wide = (name: string, description: string): RealStdioClient => ({
  command: `node ${path.join(WIDE_DIR, 'stdio-driver.mjs')} ${name} {{server_command}}`,
  description,
  wide: true,
});

export const REAL_STDIO_CLIENTS: Record<string, RealStdioClient> = {
  'stdio-sdk-v1': {
    command: library('sdk-v1'),
    description: 'official TypeScript SDK v1 Client with StdioClientTransport (@modelcontextprotocol/sdk 1.32.2)',
  },
  'stdio-sdk-v2': {
    command: library('sdk-v2'),
    description: 'SDK v2 client package with its defaults and StdioClientTransport (@modelcontextprotocol/client 2.4.0, /stdio)',
    // Its stdio transport ends a server as the SDK v1 one does, and its default era is the same: stdio-sdk-v1 covers it in npm test.
    inNpmTest: false,
  },
  'stdio-sdk-v2-auto': {
    command: library('sdk-v2-auto'),
    description: "SDK v2 client with versionNegotiation { mode: 'auto' }: a dual-era client, its server/discover probe on a disposable sibling server process",
  },
  'stdio-sdk-v2-pin': {
    command: library('sdk-v2-pin'),
    description: "SDK v2 client pinned to 2026-07-28 (versionNegotiation { mode: { pin: '2026-07-28' } }): a modern-only client",
    // The same probe and session code as stdio-sdk-v2-auto, which npm test runs.
    inNpmTest: false,
  },
  'stdio-ai-sdk': {
    command: library('ai-sdk'),
    description: "the AI SDK's MCP client with Experimental_StdioMCPTransport (@ai-sdk/mcp 1.0.102, /mcp-stdio)",
  },
  'stdio-inspector-cli': {
    command: `node ${path.join(DRIVERS, 'stdio-inspector-cli.mjs')} {{server_command}}`,
    description: "the MCP Inspector's command-line mode with a stdio server (@modelcontextprotocol/inspector-cli 0.21.2), a session per invocation",
  },
  'stdio-mcpc': {
    command: `node ${path.join(DRIVERS, 'stdio-mcpc.mjs')} {{server_command}}`,
    description: 'mcpc (@apify/mcpc 0.2.6) with a stdio server from its config file: connect, tools-list, tools-call, close',
    timeoutMs: 120_000,
    // Four mcpc processes and a bridge per document, 3 minutes and 130 CPU-seconds for its 36 stdio documents.
    inNpmTest: false,
  },
  // The wide corpus over stdio (wide/stdio-driver.mjs): each library's own stdio transport, as an
  // application of it would open a local server. jsonv-ts has no stdio client.
  'stdio-langchain': wide('langchain', 'LangChain.js MCP adapters (@langchain/mcp-adapters 1.1.4), MultiServerMCPClient with a stdio server'),
  'stdio-openai-agents': wide('openai-agents', 'OpenAI Agents SDK (@openai/agents-core 0.20.0), MCPServerStdio'),
  'stdio-mcp-use': wide('mcp-use', 'mcp-use 1.34.6, MCPClient with a command server and a session'),
  'stdio-genkit': wide('genkit', "Genkit's MCP plugin (@genkit-ai/mcp 1.42.0), createMcpClient with a command server"),
  'stdio-voltagent': wide('voltagent', 'VoltAgent (@voltagent/core 2.10.0), MCPConfiguration with a "stdio" server'),
  'stdio-llamaindex': wide('llamaindex', 'LlamaIndex tools (@llamaindex/tools 0.2.1), mcp({ command, args })'),
  'stdio-mcp-client': wide('mcp-client', 'mcp-client 1.13.1 (Glama), MCPClient over stdio'),
  'stdio-huggingface': wide('huggingface', "Hugging Face's MCP client (@huggingface/mcp-client 0.2.3), addMcpServer with a stdio server"),
};

/** How long one run of a client may take (a client's own `timeoutMs` replaces it). */
export const STDIO_CLIENT_TIMEOUT_MS = 30_000;
