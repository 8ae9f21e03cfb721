/**
 * The real MCP servers the bundled suites are run against: servers this project did not write
 * (official examples, the official SDK v1 in two modes, independent implementations with a small
 * host of ours, and official stdio servers behind stdio-to-HTTP bridges from npm). Used by
 * real-servers.test.ts and by scripts/real-servers.mjs (compiled: dist/test/real-servers/servers.js).
 *
 * Every server is started by `startServer(name)` on a free 127.0.0.1 port, in its own process
 * group, and is ready once its endpoint answers any HTTP status. Servers that would listen on every
 * interface are preloaded with servers/loopback.js, which binds them to 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lastOutputLines, stopProcess } from '../../src/run/child-processes.js';
import { answers, freePort } from '../../src/run/target.js';
import { repoRoot } from '../helpers/paths.js';
import { onLoopback, supergatewayArgs } from './bridge-args.js';
import { WIDE_SERVERS } from './wide/servers.js';

export type ServerName =
  | 'everything'
  | 'basic-vanillajs'
  | 'tmcp'
  | 'mcp-lite'
  | 'sdk-v1-stateless'
  | 'sdk-v1-json'
  | 'fastmcp'
  | 'hono-mcp'
  | 'supergateway-memory'
  | 'mcp-proxy-filesystem';

export interface RealServer {
  /** A ServerName here; a wide-corpus server's name (wide/servers.ts) there. */
  name: string;
  /** What it is: whose implementation, which SDK generation, or a server product from npm (wide/). */
  kind: 'official SDK v1' | 'official SDK v2' | 'independent' | 'stdio bridge' | 'npm product' | 'npm product behind a bridge';
  /** The protocol revisions it speaks, and how (sessions or not), as its README row says. */
  revisions: string;
  /** The npm package(s) that implement it. */
  packages: string[];
  /** What it is, in a line. */
  description: string;
  /** The MCP endpoint's path. */
  path: string;
  /** Whether it needs a scratch folder of its own (created for each start, removed by stop()). */
  scratch?: boolean;
  /** How to start it on `port`: a command run from the repository root (no shell). */
  command(port: number, scratch: string): { command: string; args: string[]; env: Record<string, string> };
}

const nodeModule = (...parts: string[]) => path.join(repoRoot, 'node_modules', ...parts);
const compiled = (file: string) => path.join(repoRoot, 'dist', 'test', 'real-servers', 'servers', file);

export const SERVERS: readonly RealServer[] = [
  {
    name: 'everything',
    kind: 'official SDK v1',
    packages: ['@modelcontextprotocol/server-everything'],
    description: 'the official "everything" reference server (sessions, 2025-era revisions)',
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    command: (port) => ({
      command: process.execPath,
      args: [...onLoopback, nodeModule('@modelcontextprotocol', 'server-everything', 'dist', 'index.js'), 'streamableHttp'],
      env: { PORT: String(port) },
    }),
  },
  {
    name: 'basic-vanillajs',
    kind: 'official SDK v2',
    packages: ['@modelcontextprotocol/server-basic-vanillajs'],
    description: 'the official MCP Apps example (stateless, 2025-era revisions)',
    revisions: '2025-era, stateless (no session)',
    path: '/mcp',
    command: (port) => ({
      command: process.execPath,
      args: [...onLoopback, nodeModule('@modelcontextprotocol', 'server-basic-vanillajs', 'dist', 'index.js')],
      env: { PORT: String(port) },
    }),
  },
  {
    name: 'tmcp',
    kind: 'independent',
    packages: ['tmcp', '@tmcp/transport-http', '@tmcp/adapter-zod'],
    description: 'a notes server on tmcp (2026-07-28 per-request and 2025 sessions on one endpoint)',
    revisions: '2026-07-28 per request, and 2025-06-18 / 2025-03-26 with sessions',
    path: '/mcp',
    command: (port) => ({ command: process.execPath, args: [compiled('tmcp-server.js'), '--port', String(port)], env: {} }),
  },
  {
    name: 'mcp-lite',
    kind: 'independent',
    packages: ['mcp-lite'],
    description: 'a notes server on mcp-lite (2025-06-18 and 2025-03-26, sessions)',
    revisions: '2025-06-18 and 2025-03-26, with sessions',
    path: '/mcp',
    command: (port) => ({ command: process.execPath, args: [compiled('mcp-lite-server.js'), '--port', String(port)], env: {} }),
  },
  {
    name: 'sdk-v1-stateless',
    kind: 'official SDK v1',
    packages: ['@modelcontextprotocol/sdk'],
    description: "a notes server on the SDK v1 StreamableHTTPServerTransport, stateless (the SDK's stateless example)",
    revisions: '2025-era via `initialize`, stateless (no session)',
    path: '/mcp',
    command: (port) => ({
      command: process.execPath,
      args: [compiled('sdk-v1-server.js'), '--mode', 'stateless', '--port', String(port)],
      env: {},
    }),
  },
  {
    name: 'sdk-v1-json',
    kind: 'official SDK v1',
    packages: ['@modelcontextprotocol/sdk'],
    description: 'a notes server on the SDK v1 StreamableHTTPServerTransport, sessions, enableJsonResponse (plain JSON answers)',
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`, JSON responses',
    path: '/mcp',
    command: (port) => ({ command: process.execPath, args: [compiled('sdk-v1-server.js'), '--mode', 'json', '--port', String(port)], env: {} }),
  },
  {
    name: 'fastmcp',
    kind: 'independent',
    packages: ['fastmcp'],
    description: 'a notes server on FastMCP for TypeScript (its httpStream transport, sessions)',
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    command: (port) => ({ command: process.execPath, args: [compiled('fastmcp-server.js'), '--port', String(port)], env: {} }),
  },
  {
    name: 'hono-mcp',
    kind: 'independent',
    packages: ['@hono/mcp', 'hono', '@hono/node-server', '@modelcontextprotocol/sdk'],
    description: "a notes server on Hono with @hono/mcp's own StreamableHTTPTransport (its README's setup)",
    revisions: '2025-era via `initialize`, stateless (no session)',
    path: '/mcp',
    command: (port) => ({ command: process.execPath, args: [compiled('hono-mcp-server.js'), '--port', String(port)], env: {} }),
  },
  {
    name: 'supergateway-memory',
    kind: 'stdio bridge',
    packages: ['supergateway', '@modelcontextprotocol/server-memory'],
    description: 'the official "memory" stdio server behind supergateway (stdio → Streamable HTTP, --stateful)',
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    scratch: true,
    // supergateway listens on every interface (app.listen(port)): loopback.js binds it to 127.0.0.1.
    command: (port, scratch) => ({
      command: process.execPath,
      args: supergatewayArgs(
        nodeModule('supergateway', 'dist', 'index.js'),
        `${JSON.stringify(process.execPath)} ${JSON.stringify(nodeModule('@modelcontextprotocol', 'server-memory', 'dist', 'index.js'))}`,
        port,
      ),
      env: { MEMORY_FILE_PATH: path.join(scratch, 'memory.jsonl') },
    }),
  },
  {
    name: 'mcp-proxy-filesystem',
    kind: 'stdio bridge',
    packages: ['mcp-proxy', '@modelcontextprotocol/server-filesystem'],
    description: 'the official "filesystem" stdio server behind mcp-proxy (stdio → Streamable HTTP, its defaults)',
    revisions: '2025-era via `initialize` with `Mcp-Session-Id`, and 2026-07-28 per request (mcp-proxy --modern, its default)',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
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
        nodeModule('@modelcontextprotocol', 'server-filesystem', 'dist', 'index.js'),
        scratch,
      ],
      env: {},
    }),
  },
];

/** A server of SERVERS or of the wide corpus (wide/servers.ts). */
export function serverNamed(name: string): RealServer {
  const all = [...SERVERS, ...WIDE_SERVERS];
  const server = all.find((s) => s.name === name);
  if (!server) throw new Error(`no real server named "${name}" (known: ${all.map((s) => s.name).join(', ')})`);
  return server;
}

export interface StartedServer {
  name: string;
  /** The MCP endpoint, e.g. http://127.0.0.1:PORT/mcp. */
  url: string;
  /** Stops the server's process group and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts a server on a free port and waits until its endpoint answers (any HTTP status) and the
 * port is its own. If it exits first, or does not answer within `readyTimeoutMs`, it is stopped and
 * the error quotes the end of its output. A port taken between choosing and binding it is retried
 * with another.
 */
export async function startServer(name: string, options: { readyTimeoutMs?: number } = {}): Promise<StartedServer> {
  const server = serverNamed(name);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(server, options.readyTimeoutMs ?? 20_000);
    } catch (error) {
      if (attempt >= 3 || !/EADDRINUSE|already in use|another process listen/.test(String(error))) throw error;
    }
  }
}

/**
 * Ports handed to servers of this process that are still running. The OS may hand the same free
 * port to two choices made at once (CI, 3 December 2026: two servers were given one port, the second
 * exited, and its run judged the first one's server), so a port is not chosen again until the
 * server given it has stopped.
 */
const portsInUse = new Set<number>();

async function unusedPort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (!portsInUse.has(port)) {
      portsInUse.add(port);
      return port;
    }
  }
}

async function startOnce(server: RealServer, readyTimeoutMs: number): Promise<StartedServer> {
  const port = await unusedPort();
  try {
    return await startOn(port, server, readyTimeoutMs);
  } catch (error) {
    portsInUse.delete(port);
    throw error;
  }
}

async function startOn(port: number, server: RealServer, readyTimeoutMs: number): Promise<StartedServer> {
  const scratch = server.scratch ? await makeScratch(server.name) : '';
  const { command, args, env } = server.command(port, scratch);
  const url = `http://127.0.0.1:${port}${server.path}`;
  // Its own process group (detached), so stop() ends the server and anything it started.
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = lastOutputLines(child);
  let exited: string | undefined;
  child.on('exit', (code, signal) => (exited = signal ? `was stopped by ${signal}` : `exited with code ${code}`));
  child.on('error', (error) => (exited = `could not start: ${error.message}`));
  const stop = async () => {
    await stopProcess(child);
    portsInUse.delete(port);
    if (scratch) await rm(scratch, { recursive: true, force: true });
  };
  const fail = (what: string) =>
    new Error(
      `real server ${server.name} ${what}\n  command: ${[command, ...args].join(' ')}${
        output.length
          ? `\n  its last output:\n${output
              .slice(-15)
              .map((l) => `    ${l}`)
              .join('\n')}`
          : ''
      }`,
    );

  const deadline = Date.now() + readyTimeoutMs;
  while (true) {
    if (exited) {
      // Its scratch folder and port go too (the process group has exited already).
      await stop();
      throw fail(`${exited} before it answered at ${url}`);
    }
    if (await answers(url)) {
      // What answered may be another process that took the port first (another test file's target):
      // the run would judge it. Ready only when the listener is in this server's process group.
      if (await listensInGroup(port, child.pid!)) return { name: server.name, url, stop };
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

/** A scratch folder with one small text file: what a file or memory server is pointed at. */
async function makeScratch(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `wirecase-real-${name}-`));
  await writeFile(path.join(dir, 'README.txt'), 'A folder for trying MCP clients.\n');
  return dir;
}

/**
 * Whether the socket listening on `port` belongs to a process in process group `group` (Linux: the
 * socket's inode in /proc/net/tcp*, found among the group's open files). Elsewhere it says yes.
 */
export async function listensInGroup(port: number, group: number): Promise<boolean> {
  const inodes = new Set<string>();
  try {
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of (await readFile(table, 'utf8')).split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        // local_address is ADDR:PORT in hex; state 0A is LISTEN; the inode is the tenth field.
        if (fields[3] === '0A' && Number.parseInt(fields[1]?.split(':')[1] ?? '', 16) === port) inodes.add(`socket:[${fields[9]}]`);
      }
    }
  } catch {
    return true;
  }
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // The field after the parenthesised command name: state, ppid, pgrp.
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== group) continue;
      for (const fd of await readdir(`/proc/${pid}/fd`)) {
        if (inodes.has(await readlink(`/proc/${pid}/fd/${fd}`).catch(() => ''))) return true;
      }
    } catch {
      /* the process ended meanwhile */
    }
  }
  return false;
}
