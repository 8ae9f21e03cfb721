import { claimStop } from '../../run/interrupt.js';
import { UserError } from '../../source/diagnostic.js';
import type { ArgsOf } from '../command-table.js';

/** Built-in servers: `demo` (the examples' target), `scripted` (the scripted MCP server) and `probe` (MCP Apps host tests). */
export async function serveCommand(args: ArgsOf<'serve'>): Promise<void> {
  const started =
    args.server === 'demo'
      ? await (await import('../../serve/demo/demo-server.js')).startDemoServer({ host: args.host, port: args.port ?? 3020 })
      : args.server === 'scripted'
        ? await startScripted(args.host, args.port ?? 3021)
        : args.server === 'probe'
          ? await (await import('../../serve/probe/index.js')).startProbeServer({ host: args.host, port: args.port ?? 3030, corsOrigins: args.corsOrigin })
          : undefined;
  if (!started) throw new UserError({ code: 'BAD_ARGUMENT', message: `unknown server \`${args.server}\`; choose demo, scripted or probe` });
  process.stdout.write(`wirecase ${args.server} server listening on ${started.url}\n`);
  // SIGINT, SIGTERM or SIGHUP (main.ts hands them on): close, then exit 0; a second signal exits at once.
  claimStop().addEventListener('abort', () => void started.close().then(() => process.exit(0)), { once: true });
  await new Promise(() => {}); // serve until stopped
}

async function startScripted(host: string, port: number) {
  const scripted = await import('../../serve/scripted/index.js');
  try {
    return await scripted.startScriptedServer({ host, port });
  } catch (error) {
    // serve/ knows nothing of diagnostics: its bad-input errors become one here.
    if (error instanceof scripted.UnknownServerFaultError) throw new UserError({ code: 'BAD_ARGUMENT', message: error.message });
    throw error;
  }
}
