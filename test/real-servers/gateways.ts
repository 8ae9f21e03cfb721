/**
 * Real MCP gateways from npm, run unmodified in front of the scripted MCP server, for the gateway
 * suite (scenarios/mcp-gateway; gateways.test.ts). Neither forwards HTTP to HTTP in one process, so
 * each is a chain of its own parts: the HTTP front the suite judges, a stdio hop, and the same
 * package's HTTP client behind it:
 *
 *   supergateway  supergateway --stdio "supergateway --streamableHttp BACK" --outputTransport streamableHttp --stateful
 *   mcp-proxy     mcp-proxy --server stream -- node servers/mcp-proxy-stdio-bridge.js BACK   (mcp-proxy's startStdioServer)
 *
 * Each forwards to ONE back URL, so the suite runs with that partition and one document at a time.
 * Started on a free 127.0.0.1 port in a process group of its own, ready once its endpoint answers
 * and the port is its own; stop() ends the group.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { lastOutputLines, stopProcess } from '../../src/run/child-processes.js';
import { answers, freePort } from '../../src/run/target.js';
import { repoRoot } from '../helpers/paths.js';
import { supergatewayArgs } from './bridge-args.js';
import { listensInGroup } from './servers.js';

export type GatewayName = 'supergateway' | 'mcp-proxy';

export interface RealGateway {
  name: GatewayName;
  /** The npm packages it runs, at the versions package.json pins. */
  packages: string[];
  description: string;
  /** How to start it on `port` in front of the MCP endpoint `back` (no shell). */
  command(port: number, back: string): { command: string; args: string[] };
}

const nodeModule = (...parts: string[]) => path.join(repoRoot, 'node_modules', ...parts);
const compiled = (file: string) => path.join(repoRoot, 'dist', 'test', 'real-servers', 'servers', file);
const supergateway = nodeModule('supergateway', 'dist', 'index.js');

export const GATEWAYS: readonly RealGateway[] = [
  {
    name: 'supergateway',
    packages: ['supergateway'],
    description: 'supergateway stdio → Streamable HTTP (--stateful) in front of supergateway Streamable HTTP → stdio',
    command: (port, back) => ({
      command: process.execPath,
      // supergateway listens on every interface (app.listen(port)): loopback.js binds it to 127.0.0.1.
      args: supergatewayArgs(
        supergateway,
        `${JSON.stringify(process.execPath)} ${JSON.stringify(supergateway)} --streamableHttp ${JSON.stringify(back)} --logLevel none`,
        port,
      ),
    }),
  },
  {
    name: 'mcp-proxy',
    packages: ['mcp-proxy'],
    description: "mcp-proxy's Streamable HTTP server in front of mcp-proxy's startStdioServer (its SDK client to the back)",
    command: (port, back) => ({
      command: process.execPath,
      args: [
        nodeModule('mcp-proxy', 'dist', 'bin', 'mcp-proxy.mjs'),
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--server',
        'stream',
        '--',
        process.execPath,
        compiled('mcp-proxy-stdio-bridge.js'),
        back,
      ],
    }),
  },
];

export interface StartedGateway {
  name: GatewayName;
  /** The front's MCP endpoint, http://127.0.0.1:PORT/mcp. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a gateway in front of `back`; if it exits first or does not answer in time, the error quotes
 * its last output. A port taken between choosing and binding it is retried with another.
 */
export async function startRealGateway(name: GatewayName, back: string, readyTimeoutMs = 20_000): Promise<StartedGateway> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(GATEWAYS.find((g) => g.name === name)!, back, readyTimeoutMs);
    } catch (error) {
      if (attempt >= 3 || !/EADDRINUSE|already in use|another process listening/.test(String(error))) throw error;
    }
  }
}

async function startOnce(gateway: RealGateway, back: string, readyTimeoutMs: number): Promise<StartedGateway> {
  const { name } = gateway;
  const port = await freePort();
  const { command, args } = gateway.command(port, back);
  const url = `http://127.0.0.1:${port}/mcp`;
  const child = spawn(command, args, { cwd: repoRoot, env: process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = lastOutputLines(child);
  let exited: string | undefined;
  child.on('exit', (code, signal) => (exited = signal ? `was stopped by ${signal}` : `exited with code ${code}`));
  child.on('error', (error) => (exited = `could not start: ${error.message}`));
  const stop = () => stopProcess(child);
  const fail = (what: string) => new Error(`gateway ${name} ${what}\n  its last output:\n${output.slice(-15).join('\n')}`);
  const deadline = Date.now() + readyTimeoutMs;
  while (true) {
    if (exited) throw fail(`${exited} before it answered at ${url}`);
    if (await answers(url)) {
      // What answered may be another process that took the port first: ready only when the listener is this gateway's.
      if (await listensInGroup(port, child.pid!)) return { name, url, stop };
      await stop();
      throw fail(`found another process listening on port ${port}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw fail(`did not answer at ${url} within ${readyTimeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
