// One ordinary session of each MCP client of an agent framework or LLM toolkit, as an application
// written from the library's README opens it: connect to the server, list its tools, call the first
// one with { text: 'hello' }, close. No model is asked anything (no network): the tool is called the
// way the framework's tool object is called when a model picks it. Nothing here is adapted to a test
// scenario: wirecase judges what the library sends, whatever the document's server answers.
//
// Each session takes its server as the library's configuration names one: `{ url }` (Streamable
// HTTP, driver.mjs) or `{ command, args }` (a local server over stdio, stdio-driver.mjs), through
// the library's own transport for it. The libraries are installed in this folder (package.json, exact
// versions) by `npm run real-clients -- --wide`, not by the project's npm ci.

const ARGS = { text: 'hello' };

export const LIBRARIES = {
  // LangChain.js MCP adapters: MultiServerMCPClient → LangChain StructuredTools.
  langchain: async (server) => {
    const { MultiServerMCPClient } = await import('@langchain/mcp-adapters');
    const judge = server.url ? { url: server.url, transport: 'http' } : { transport: 'stdio', ...server };
    const client = new MultiServerMCPClient({ mcpServers: { judge }, throwOnLoadError: true });
    try {
      const tools = await client.getTools();
      if (tools[0]) await tools[0].invoke(ARGS);
    } finally {
      await client.close();
    }
  },
  // OpenAI Agents SDK: MCPServerStreamableHttp or MCPServerStdio, the classes an Agent's mcpServers takes.
  'openai-agents': async (server) => {
    const { MCPServerStreamableHttp, MCPServerStdio } = await import('@openai/agents-core');
    const mcp = server.url ? new MCPServerStreamableHttp({ url: server.url, name: 'judge' }) : new MCPServerStdio({ ...server, name: 'judge' });
    await mcp.connect();
    try {
      const tools = await mcp.listTools();
      if (tools[0]) await mcp.callTool(tools[0].name, ARGS);
    } finally {
      await mcp.close();
    }
  },
  // mcp-use (1.x, the last line that runs on Node 20): MCPClient and a session.
  'mcp-use': async (server) => {
    const { MCPClient } = await import('mcp-use');
    const client = new MCPClient({ mcpServers: { judge: server } });
    try {
      const session = await client.createSession('judge');
      const tools = await session.listTools();
      if (tools[0]) await session.callTool(tools[0].name, ARGS);
    } finally {
      await client.closeAllSessions();
    }
  },
  // Genkit's MCP plugin: createMcpClient, its tools as Genkit tool actions.
  genkit: async (server) => {
    const { genkit } = await import('genkit');
    const { createMcpClient } = await import('@genkit-ai/mcp');
    const ai = genkit({});
    const client = createMcpClient({ name: 'judge', mcpServer: server });
    try {
      await client.ready();
      const tools = await client.getActiveTools(ai);
      if (tools[0]) await tools[0](ARGS);
    } finally {
      await client.disable();
    }
  },
  // VoltAgent: MCPConfiguration with an "http" or a "stdio" server, its tools as agent tools.
  voltagent: async (server) => {
    const { MCPConfiguration } = await import('@voltagent/core');
    const mcp = new MCPConfiguration({ servers: { judge: { type: server.url ? 'http' : 'stdio', ...server } } });
    try {
      const tools = await mcp.getTools();
      if (tools[0]) await tools[0].execute(ARGS);
    } finally {
      await mcp.disconnect();
    }
  },
  // LlamaIndex tools: mcp({ url }) or mcp({ command, args }), its tools as LlamaIndex tools.
  llamaindex: async (server) => {
    const { mcp } = await import('@llamaindex/tools');
    const client = mcp({ ...server, verbose: false });
    try {
      const tools = await client.tools();
      if (tools[0]) await tools[0].call(ARGS);
    } finally {
      await client.cleanup();
    }
  },
  // mcp-client (punkpeye, Glama): MCPClient over HTTP streaming or stdio.
  'mcp-client': async (server) => {
    const { MCPClient } = await import('mcp-client');
    const client = new MCPClient({ name: 'wirecase-driver-mcp-client', version: '1.0.0' });
    await client.connect(server.url ? { type: 'httpStream', url: server.url } : { type: 'stdio', ...server });
    try {
      const tools = await client.getAllTools();
      if (tools[0]) await client.callTool({ name: tools[0].name, arguments: ARGS });
    } finally {
      await client.close();
    }
  },
  // Hugging Face's MCP client: addMcpServer connects and lists the tools; it calls a tool only when
  // the model's answer names one (processSingleTurnWithTools), so this session lists and closes.
  huggingface: async (server) => {
    const { McpClient } = await import('@huggingface/mcp-client');
    const client = new McpClient({ provider: 'nebius', model: 'wirecase/no-model', apiKey: 'unused' });
    try {
      await client.addMcpServer(server.url ? { type: 'http', config: { url: server.url } } : { type: 'stdio', config: server });
      if (!client.availableTools.length) throw new Error('no tools listed');
    } finally {
      await client.cleanup();
    }
  },
  // jsonv-ts: its own MCP client (no SDK): McpClient over Streamable HTTP (it has no stdio client).
  'jsonv-ts': async (server) => {
    const { McpClient } = await import('jsonv-ts/mcp');
    const client = new McpClient({ url: server.url, name: 'wirecase-driver-jsonv-ts', version: '1.0.0' });
    await client.connect();
    const listed = await client.listTools();
    const tool = listed?.tools?.[0];
    if (tool) await client.callTool({ name: tool.name, arguments: ARGS });
  },
};

/** The libraries with a client for a local server over stdio. */
export const STDIO_LIBRARIES = Object.fromEntries(Object.entries(LIBRARIES).filter(([name]) => name !== 'jsonv-ts'));
