// The session every library driver opens, over either transport: connect, list the tools, call the
// first one with `args`, close, as an application does (library-client.mjs, stdio-library-client.mjs).

/** An SDK `Client` (v1 or v2) on its transport. */
export async function sdkSession(client, transport, args) {
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    if (tools[0]) await client.callTool({ name: tools[0].name, arguments: args });
  } finally {
    await client.close();
  }
}

/** The AI SDK's MCP client, its first tool run as an agent would run it. */
export async function aiSdkSession(client, args) {
  try {
    const tools = await client.tools();
    const [name, tool] = Object.entries(tools)[0] ?? [];
    if (name) await tool.execute(args, { toolCallId: 'wirecase-1', messages: [] });
  } finally {
    await client.close();
  }
}
