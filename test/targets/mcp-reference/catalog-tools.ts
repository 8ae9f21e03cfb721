// Plain (non-UI) tools: one per behaviour the scenario suites need to observe.

import type { McpServer, ScopeChallengeHandler } from '@modelcontextprotocol/server';
import * as z from 'zod';

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

// zod schemas built once: the factory registers the tools again for every HTTP exchange.
const echoInput = z.object({ text: z.string() });
const getWeatherInput = z.object({ city: z.string() });
const getWeatherOutput = z.object({ city: z.string(), temperatureC: z.number(), conditions: z.string() });
const alwaysFailsInput = z.object({});
const searchNotesInput = z.object({
  query: z.string(),
  limit: z.number().int().min(1).max(50).optional(),
  tag: z.string().nullable().optional(),
});
const setDoseInput = z.object({ amount: z.number().min(0.5).max(7.5).multipleOf(0.25) });
const addInput = z.object({ a: z.number(), b: z.number() });
const addOutput = z.object({ sum: z.number() });
const reverseInput = z.object({ text: z.string() });

export function registerPlainTools(server: McpServer, scopeChallenge: ScopeChallengeHandler | undefined): void {
  const guard = scopeChallenge ? { scopeChallenge } : {};

  server.registerTool(
    'echo',
    { title: 'Echo', description: 'Returns its text argument unchanged.', inputSchema: echoInput, ...guard },
    async ({ text: value }, ctx) => {
      // Per-request logging (logging.mdx): the SDK sends these only when the request's _meta asks
      // for io.modelcontextprotocol/logLevel, and only at or above that level.
      for (const level of ['debug', 'info', 'warning'] as const) await ctx.mcpReq.log(level, { tool: 'echo', length: value.length }, 'echo');
      return text(value);
    },
  );

  server.registerTool(
    'get_weather',
    {
      title: 'Weather',
      description: 'Returns a fixed forecast as structuredContent.',
      inputSchema: getWeatherInput,
      outputSchema: getWeatherOutput,
      ...guard,
    },
    async ({ city }) => {
      const forecast = { city, temperatureC: 21.5, conditions: 'partly cloudy' };
      return { ...text(JSON.stringify(forecast)), structuredContent: forecast };
    },
  );

  server.registerTool(
    'always_fails',
    { title: 'Always fails', description: 'Returns a tool error (isError: true), never a JSON-RPC error.', inputSchema: alwaysFailsInput, ...guard },
    async () => ({ ...text('this tool always fails'), isError: true }),
  );

  server.registerTool(
    'search_notes',
    {
      title: 'Search notes',
      description: 'Optional and nullable arguments: limit may be omitted, tag may be null.',
      inputSchema: searchNotesInput,
      ...guard,
    },
    async ({ query, limit, tag }) => text(JSON.stringify({ query, limit: limit ?? 'default', tag: tag === undefined ? 'absent' : tag })),
  );

  server.registerTool(
    'set_dose',
    {
      title: 'Set dose',
      description: 'Fractional schema numbers: minimum 0.5, maximum 7.5, multipleOf 0.25.',
      inputSchema: setDoseInput,
      ...guard,
    },
    async ({ amount }) => text(`dose set to ${amount}`),
  );

  server.registerTool(
    'add',
    {
      title: 'Add',
      description: 'Adds two numbers; the sum as structuredContent too (a second tool with an outputSchema, for the legs of feat-tools-01).',
      inputSchema: addInput,
      outputSchema: addOutput,
      ...guard,
    },
    async ({ a, b }) => ({ ...text(String(a + b)), structuredContent: { sum: a + b } }),
  );

  server.registerTool('reverse', { title: 'Reverse', description: 'Reverses a string.', inputSchema: reverseInput, ...guard }, async ({ text: value }) =>
    text([...value].reverse().join('')),
  );
}
