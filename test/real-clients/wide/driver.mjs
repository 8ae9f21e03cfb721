#!/usr/bin/env node
// One ordinary session of an MCP client of an agent framework or LLM toolkit, as an application
// written from the library's README opens it: connect to the server, list its tools, call the first
// one with { text: 'hello' }, close. No model is asked anything (no network): the tool is called the
// way the framework's tool object is called when a model picks it. Nothing here is adapted to a test
// scenario: wirecase judges what the library sends, whatever the document's server answers.
//
//   node test/real-clients/wide/driver.mjs <library> <server URL>
//
// The libraries are installed in this folder (package.json, exact versions) by
// `npm run real-clients -- --wide`, not by the project's npm ci. Exits 0 when the session went
// through, 1 when the library gave up (what it said goes to stderr).
import { runDriver } from '../drivers/run-driver.mjs';
const ARGS = { text: 'hello' };

const LIBRARIES = {
  // LangChain.js MCP adapters: MultiServerMCPClient → LangChain StructuredTools.
  langchain: async (url) => {
    const { MultiServerMCPClient } = await import('@langchain/mcp-adapters');
    const client = new MultiServerMCPClient({ mcpServers: { judge: { url, transport: 'http' } }, throwOnLoadError: true });
    try {
      const tools = await client.getTools();
      if (tools[0]) await tools[0].invoke(ARGS);
    } finally {
      await client.close();
    }
  },
  // OpenAI Agents SDK: MCPServerStreamableHttp, the class an Agent's mcpServers takes.
  'openai-agents': async (url) => {
    const { MCPServerStreamableHttp } = await import('@openai/agents-core');
    const server = new MCPServerStreamableHttp({ url, name: 'judge' });
    await server.connect();
    try {
      const tools = await server.listTools();
      if (tools[0]) await server.callTool(tools[0].name, ARGS);
    } finally {
      await server.close();
    }
  },
  // mcp-use (1.x, the last line that runs on Node 20): MCPClient and a session.
  'mcp-use': async (url) => {
    const { MCPClient } = await import('mcp-use');
    const client = new MCPClient({ mcpServers: { judge: { url } } });
    try {
      const session = await client.createSession('judge');
      const tools = await session.listTools();
      if (tools[0]) await session.callTool(tools[0].name, ARGS);
    } finally {
      await client.closeAllSessions();
    }
  },
  // Genkit's MCP plugin: createMcpClient, its tools as Genkit tool actions.
  genkit: async (url) => {
    const { genkit } = await import('genkit');
    const { createMcpClient } = await import('@genkit-ai/mcp');
    const ai = genkit({});
    const client = createMcpClient({ name: 'judge', mcpServer: { url } });
    try {
      await client.ready();
      const tools = await client.getActiveTools(ai);
      if (tools[0]) await tools[0](ARGS);
    } finally {
      await client.disable();
    }
  },
  // VoltAgent: MCPConfiguration with an "http" server, its tools as agent tools.
  voltagent: async (url) => {
    const { MCPConfiguration } = await import('@voltagent/core');
    const mcp = new MCPConfiguration({ servers: { judge: { type: 'http', url } } });
    try {
      const tools = await mcp.getTools();
      if (tools[0]) await tools[0].execute(ARGS);
    } finally {
      await mcp.disconnect();
    }
  },
  // LlamaIndex tools: mcp({ url }), its tools as LlamaIndex tools.
  llamaindex: async (url) => {
    const { mcp } = await import('@llamaindex/tools');
    const server = mcp({ url, verbose: false });
    try {
      const tools = await server.tools();
      if (tools[0]) await tools[0].call(ARGS);
    } finally {
      await server.cleanup();
    }
  },
  // mcp-client (punkpeye, Glama): MCPClient over HTTP streaming.
  'mcp-client': async (url) => {
    const { MCPClient } = await import('mcp-client');
    const client = new MCPClient({ name: 'wirecase-driver-mcp-client', version: '1.0.0' });
    await client.connect({ type: 'httpStream', url });
    try {
      const tools = await client.getAllTools();
      if (tools[0]) await client.callTool({ name: tools[0].name, arguments: ARGS });
    } finally {
      await client.close();
    }
  },
  // Hugging Face's MCP client: addMcpServer connects and lists the tools; it calls a tool only when
  // the model's answer names one (processSingleTurnWithTools), so this session lists and closes.
  huggingface: async (url) => {
    const { McpClient } = await import('@huggingface/mcp-client');
    const client = new McpClient({ provider: 'nebius', model: 'wirecase/no-model', apiKey: 'unused' });
    try {
      await client.addMcpServer({ type: 'http', config: { url } });
      if (!client.availableTools.length) throw new Error('no tools listed');
    } finally {
      await client.cleanup();
    }
  },
  // jsonv-ts: its own MCP client (no SDK): McpClient over Streamable HTTP.
  'jsonv-ts': async (url) => {
    const { McpClient } = await import('jsonv-ts/mcp');
    const client = new McpClient({ url, name: 'wirecase-driver-jsonv-ts', version: '1.0.0' });
    await client.connect();
    const listed = await client.listTools();
    const tool = listed?.tools?.[0];
    if (tool) await client.callTool({ name: tool.name, arguments: ARGS });
  },
};

await runDriver('driver.mjs', LIBRARIES);
