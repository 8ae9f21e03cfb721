#!/usr/bin/env node
// One ordinary session of an MCP client of an agent framework or LLM toolkit over stdio, as an
// application written from the library's README opens it: the library starts the server as a
// subprocess through its own stdio transport, lists its tools, calls the first one with
// { text: 'hello' }, and closes. No model is asked anything. As driver.mjs, over stdio: every byte on
// the server's stdin, and how the server process is ended, is the library's.
//
//   node test/real-clients/wide/stdio-driver.mjs <library> <server command and arguments...>
//
// wirecase runs it as `--client "node test/real-clients/wide/stdio-driver.mjs langchain {{server_command}}"`
// (`npm run real-clients -- --stdio --wide`). jsonv-ts has no stdio client, so it is not here.
// Exits 0 when the session went through, 1 when the library gave up (what it said goes to stderr).
import { runStdioDriver } from '../drivers/run-driver.mjs';

const ARGS = { text: 'hello' };

const LIBRARIES = {
  // LangChain.js MCP adapters: MultiServerMCPClient with a stdio server → LangChain StructuredTools.
  langchain: async ({ command, args }) => {
    const { MultiServerMCPClient } = await import('@langchain/mcp-adapters');
    const client = new MultiServerMCPClient({ mcpServers: { judge: { transport: 'stdio', command, args } }, throwOnLoadError: true });
    try {
      const tools = await client.getTools();
      if (tools[0]) await tools[0].invoke(ARGS);
    } finally {
      await client.close();
    }
  },
  // OpenAI Agents SDK: MCPServerStdio, the class an Agent's mcpServers takes for a local server.
  'openai-agents': async ({ command, args }) => {
    const { MCPServerStdio } = await import('@openai/agents-core');
    const server = new MCPServerStdio({ command, args, name: 'judge' });
    await server.connect();
    try {
      const tools = await server.listTools();
      if (tools[0]) await server.callTool(tools[0].name, ARGS);
    } finally {
      await server.close();
    }
  },
  // mcp-use (1.x): MCPClient with a command server, and a session.
  'mcp-use': async ({ command, args }) => {
    const { MCPClient } = await import('mcp-use');
    const client = new MCPClient({ mcpServers: { judge: { command, args } } });
    try {
      const session = await client.createSession('judge');
      const tools = await session.listTools();
      if (tools[0]) await session.callTool(tools[0].name, ARGS);
    } finally {
      await client.closeAllSessions();
    }
  },
  // Genkit's MCP plugin: createMcpClient with a command server, its tools as Genkit tool actions.
  genkit: async ({ command, args }) => {
    const { genkit } = await import('genkit');
    const { createMcpClient } = await import('@genkit-ai/mcp');
    const ai = genkit({});
    const client = createMcpClient({ name: 'judge', mcpServer: { command, args } });
    try {
      await client.ready();
      const tools = await client.getActiveTools(ai);
      if (tools[0]) await tools[0](ARGS);
    } finally {
      await client.disable();
    }
  },
  // VoltAgent: MCPConfiguration with a "stdio" server, its tools as agent tools.
  voltagent: async ({ command, args }) => {
    const { MCPConfiguration } = await import('@voltagent/core');
    const mcp = new MCPConfiguration({ servers: { judge: { type: 'stdio', command, args } } });
    try {
      const tools = await mcp.getTools();
      if (tools[0]) await tools[0].execute(ARGS);
    } finally {
      await mcp.disconnect();
    }
  },
  // LlamaIndex tools: mcp({ command, args }), its tools as LlamaIndex tools.
  llamaindex: async ({ command, args }) => {
    const { mcp } = await import('@llamaindex/tools');
    const server = mcp({ command, args, verbose: false });
    try {
      const tools = await server.tools();
      if (tools[0]) await tools[0].call(ARGS);
    } finally {
      await server.cleanup();
    }
  },
  // mcp-client (punkpeye, Glama): MCPClient over stdio.
  'mcp-client': async ({ command, args }) => {
    const { MCPClient } = await import('mcp-client');
    const client = new MCPClient({ name: 'wirecase-driver-mcp-client', version: '1.0.0' });
    await client.connect({ type: 'stdio', command, args });
    try {
      const tools = await client.getAllTools();
      if (tools[0]) await client.callTool({ name: tools[0].name, arguments: ARGS });
    } finally {
      await client.close();
    }
  },
  // Hugging Face's MCP client: addMcpServer with a stdio server connects and lists the tools (a tool
  // is called only when a model's answer names one), then cleanup.
  huggingface: async (config) => {
    const { McpClient } = await import('@huggingface/mcp-client');
    const client = new McpClient({ provider: 'nebius', model: 'wirecase/no-model', apiKey: 'unused' });
    try {
      await client.addMcpServer({ type: 'stdio', config });
      if (!client.availableTools.length) throw new Error('no tools listed');
    } finally {
      await client.cleanup();
    }
  },
};

await runStdioDriver('stdio-driver.mjs', LIBRARIES);
