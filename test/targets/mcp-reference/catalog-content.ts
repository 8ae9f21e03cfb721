// Plain resources, a resource template and prompts.

import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/server';
import * as z from 'zod';

export const README_URI = 'file:///wirecase/readme.txt';
export const LOGO_URI = 'file:///wirecase/logo.png';
export const NOTE_TEMPLATE = 'notes://{id}';

// 1x1 transparent PNG.
const LOGO_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export function registerContent(server: McpServer): void {
  server.registerResource('readme', README_URI, { title: 'Readme', description: 'A text resource.', mimeType: 'text/plain' }, async () => ({
    contents: [{ uri: README_URI, mimeType: 'text/plain', text: 'wirecase reference target' }],
  }));

  server.registerResource('logo', LOGO_URI, { title: 'Logo', description: 'A blob resource.', mimeType: 'image/png' }, async () => ({
    contents: [{ uri: LOGO_URI, mimeType: 'image/png', blob: LOGO_PNG_BASE64 }],
  }));

  server.registerResource(
    'note',
    new ResourceTemplate(NOTE_TEMPLATE, { list: undefined }),
    { title: 'Note', description: 'A note by id.', mimeType: 'text/plain' },
    async (uri, variables) => ({ contents: [{ uri: uri.href, mimeType: 'text/plain', text: `note ${String(variables.id)}` }] }),
  );

  server.registerPrompt('greeting', { title: 'Greeting', description: 'A prompt without arguments.' }, () => ({
    messages: [{ role: 'user', content: { type: 'text', text: 'Say hello to the wirecase team.' } }],
  }));

  server.registerPrompt(
    'summarize',
    {
      title: 'Summarize',
      description: 'A prompt with a required and an optional argument.',
      argsSchema: z.object({ topic: z.string(), style: z.string().optional() }),
    },
    ({ topic, style }) => ({
      messages: [{ role: 'user', content: { type: 'text', text: `Summarize ${topic} in a ${style ?? 'plain'} style.` } }],
    }),
  );
}
