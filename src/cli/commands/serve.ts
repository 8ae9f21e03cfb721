import { claimStop } from '../../run/interrupt.js';
import { UserError } from '../../source/diagnostic.js';
import type { ArgsOf } from '../command-table.js';

/** Built-in servers: `demo` (the examples' target), `scripted` (the scripted MCP server), `probe` (MCP Apps host tests) and `oauth` (OAuth client flows). */
export async function serveCommand(args: ArgsOf<'serve'>): Promise<void> {
  if (args.server === 'oauth') return serveOAuth(args);
  const started =
    args.server === 'demo'
      ? await (await import('../../serve/demo/demo-server.js')).startDemoServer({ host: args.host, port: args.port ?? 3020 })
      : args.server === 'scripted'
        ? await startScripted(args.host, args.port ?? 3021, args.toolsPageSize ?? 0)
        : args.server === 'probe'
          ? await (await import('../../serve/probe/index.js')).startProbeServer({ host: args.host, port: args.port ?? 3030, corsOrigins: args.corsOrigin })
          : undefined;
  if (!started) throw new UserError({ code: 'BAD_ARGUMENT', message: `unknown server \`${args.server}\`; choose demo, scripted, probe or oauth` });
  await serveUntilStopped(args.server, started);
}

async function serveOAuth(args: ArgsOf<'serve'>): Promise<void> {
  const { browserEnvLines, startOAuth } = await import('./serve-oauth.js');
  if (args.printBrowserEnv) {
    process.stdout.write(await browserEnvLines());
    return;
  }
  const started = await startOAuth(args);
  process.stdout.write(`${started.lines.join('\n')}\n`);
  await serveUntilStopped('oauth', started);
}

async function serveUntilStopped(name: string, started: { url: string; close(): Promise<void> }): Promise<void> {
  process.stdout.write(`wirecase ${name} server listening on ${started.url}\n`);
  // SIGINT, SIGTERM or SIGHUP (main.ts hands them on): close, then exit 0; a second signal exits at once.
  claimStop().addEventListener('abort', () => void started.close().then(() => process.exit(0)), { once: true });
  await new Promise(() => {}); // serve until stopped
}

async function startScripted(host: string, port: number, toolsPageSize: number) {
  const scripted = await import('../../serve/scripted/index.js');
  try {
    return await scripted.startScriptedServer({ host, port, toolsPageSize });
  } catch (error) {
    // serve/ knows nothing of diagnostics: its bad-input errors become one here.
    if (error instanceof scripted.UnknownServerFaultError || error instanceof RangeError) {
      throw new UserError({ code: 'BAD_ARGUMENT', message: error.message });
    }
    throw error;
  }
}
