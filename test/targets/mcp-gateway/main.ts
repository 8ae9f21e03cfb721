// CLI: node dist/test/targets/mcp-gateway/main.js --port N
// Starts the scripted MCP server (on a free port, tools/list in pages of 2) and the reference
// gateway in front of it on --port. Environment: FAULT=<name> (faults.ts), POLICY=screen-secrets|none.
// Exit 2 on bad input.
import { parseArgs } from 'node:util';
import { stopOnSignals } from '../stop-on-signals.js';
import { UnknownGatewayFaultError } from './faults.js';
import type { Gateway } from './gateway.js';
import { startGatewayTarget } from './target.js';

function fail(message: string): never {
  process.stderr.write(`mcp-gateway: ${message}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values: { port?: string };
  try {
    ({ values } = parseArgs({ options: { port: { type: 'string' } }, strict: true }));
  } catch (error) {
    fail((error as Error).message);
  }
  const port = Number(values.port ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`invalid --port "${values.port}"`);
  let target: Gateway;
  try {
    target = await startGatewayTarget({ port, fault: process.env.FAULT, policy: process.env.POLICY });
  } catch (error) {
    if (error instanceof UnknownGatewayFaultError || (error as Error).message.startsWith('invalid ')) fail((error as Error).message);
    throw error;
  }
  if (target.fault) process.stderr.write(`mcp-gateway: fault "${target.fault}" is on, on purpose\n`);
  process.stdout.write(`gateway on ${target.url}, back ${target.back}\n`);
  stopOnSignals(() => target.close());
}

main().catch((error: unknown) => {
  process.stderr.write(`mcp-gateway: ${(error as Error).message}\n`);
  process.exit(1);
});
