// CLI: node dist/test/targets/mcp-reference/main.js --port N [--host 127.0.0.1]
//      node dist/test/targets/mcp-reference/main.js --stdio   (the stdio transport: stdio.ts, STDIO_FAULT=<name>)
// Environment: AUTH=none|oauth, MCP=on|off, LEGACY=reject|stateless|session|session-sse, FAULT=<name>. Exit 2 on bad input.
import { parseArgs } from 'node:util';
import { stopOnSignals } from '../stop-on-signals.js';
import { UnknownFaultError } from './faults.js';
import { startReferenceTarget } from './server.js';
import { serveStdio } from './stdio.js';

function fail(message: string): never {
  process.stderr.write(`mcp-reference: ${message}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values: { port?: string; host?: string; stdio?: boolean };
  try {
    ({ values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' }, stdio: { type: 'boolean' } }, strict: true }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.stdio) {
    try {
      await serveStdio(process.env.STDIO_FAULT);
    } catch (error) {
      fail((error as Error).message);
    }
    return;
  }
  const port = Number(values.port ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`invalid --port "${values.port}"`);

  let target: Awaited<ReturnType<typeof startReferenceTarget>>;
  try {
    target = await startReferenceTarget({
      host: values.host ?? '127.0.0.1',
      port,
      auth: process.env.AUTH as 'none' | 'oauth' | undefined,
      mcp: process.env.MCP as 'on' | 'off' | undefined,
      legacy: process.env.LEGACY as 'reject' | 'stateless' | 'session' | 'session-sse' | undefined,
      fault: process.env.FAULT,
    });
  } catch (error) {
    if (error instanceof UnknownFaultError || (error as Error).message.startsWith('invalid ')) fail((error as Error).message);
    throw error;
  }
  process.stdout.write(`listening on ${target.url}\n`);
  stopOnSignals(() => target.close());
}

main().catch((error: unknown) => {
  process.stderr.write(`mcp-reference: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
