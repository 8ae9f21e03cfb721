import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { LoadedSuite } from '../model/scenario.js';
import { UserError } from '../source/diagnostic.js';
import { packageRoot } from '../source/package-root.js';
import { LayeredScope } from '../template/scope.js';
import { renderString } from '../template/template.js';
import { lastOutputLines, running, stopProcess } from './child-processes.js';
import { toMilliseconds } from './units.js';

export interface RunningTarget {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a suite's server (`target.command`) on a free port, waits until it answers, and hands back a
 * stop function. Every started process is also stopped on exit or Ctrl-C (see stopAllTargets).
 */
export async function startTarget(suite: LoadedSuite): Promise<RunningTarget> {
  // The free port is found by binding and releasing it; another process may take it before the
  // target binds. That shows as EADDRINUSE, and then a new port is tried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(suite);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof UserError) || !/EADDRINUSE/.test(error.message)) throw error;
    }
  }
}

async function startOnce(suite: LoadedSuite): Promise<RunningTarget> {
  const target = suite.data.target!;
  const port = await freePort();
  const vars = new LayeredScope([{ port }]);
  // Only an HTTP target is started here (a stdio target's processes are the tests' own: roles/stdio/).
  const command = resolveCommand(String(renderString(target.command!, vars)));
  const url = String(renderString(target.url ?? 'http://127.0.0.1:{{ port }}', vars));
  const readyUrl = target.ready ? new URL(String(renderString(target.ready, vars)), url).toString() : url;
  const env = { ...process.env, PORT: String(port), ...Object.fromEntries(Object.entries(target.env ?? {}).map(([k, v]) => [k, String(v)])) };
  const cwd = path.resolve(suite.dir, target.cwd ?? '.');

  const child = spawn(command, { shell: true, cwd, env, detached: process.platform !== 'win32', stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const output = lastOutputLines(child);
  let exited: string | undefined;
  child.on('exit', (code, signal) => {
    // Still in `running`: the shell may have left the server behind in its process group (stopProcess).
    exited = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
  });
  child.on('error', (error) => (exited = `could not start: ${error.message}`));

  const stop = () => stopProcess(child);
  const deadline = Date.now() + toMilliseconds(target.readyTimeout, 20_000);
  while (true) {
    if (exited) {
      await stop();
      throw new UserError({
        code: 'TARGET_FAILED',
        message: `the target of suite ${suite.name} ${exited} before it was ready\n  command: ${command}${tail(output)}`,
        span: suite.locate?.(['target', 'command']),
      });
    }
    if (await answers(readyUrl)) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new UserError({
        code: 'TARGET_FAILED',
        message: `the target of suite ${suite.name} did not answer at ${readyUrl} within ${toMilliseconds(target.readyTimeout, 20_000)} ms\n  command: ${command}${tail(output)}`,
        span: suite.locate?.(['target', 'ready']),
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A leading `wirecase` means this very wirecase, whether installed or run from a checkout. */
function resolveCommand(command: string): string {
  const match = /^wirecase(\s|$)/.exec(command);
  if (!match) return command;
  return `"${process.execPath}" -- "${path.join(packageRoot, 'bin', 'wirecase.js')}"${command.slice('wirecase'.length)}`;
}

/** Whether anything answers at `url` with any HTTP status (a GET, 1 s to answer). */
export async function answers(url: string): Promise<boolean> {
  try {
    // Only a suite with a target gets here: a run against --base-url does not load all of undici.
    const { request } = await import('undici');
    const response = await request(url, { method: 'GET', headersTimeout: 1000, bodyTimeout: 1000 });
    await response.body.dump();
    return true;
  } catch {
    return false;
  }
}

/** A port free on 127.0.0.1 now (bound and released; another process may still take it first). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function tail(lines: string[]): string {
  return lines.length
    ? `\n  its last output:\n${lines
        .slice(-15)
        .map((l) => `    ${l}`)
        .join('\n')}`
    : '';
}
