import { spawn } from 'node:child_process';
import { lastOutputLines, running, stopProcess } from '../run/child-processes.js';
import { answers, freePort } from '../run/target.js';

/** A server a scan started (`command`): where it answers, and its own stop (its process group). */
export interface StartedServer {
  url: string;
  stop(): Promise<void>;
}

/** Why a started server cannot be judged: it exited, or did not answer in time (then it was stopped). */
export class ServerStartFailed extends Error {}

/**
 * Starts a list's `command` with `{{ port }}` a free port, and waits until its URL answers any HTTP
 * status. Its process joins the set every signal handler stops (run/child-processes.ts); a server that
 * exits first, or does not answer within `startTimeoutMs`, is stopped and named with its last output.
 */
export async function startServer(
  render: (text: string, port: number) => string,
  listed: { command: string; url: string },
  startTimeoutMs: number,
  stop?: AbortSignal,
  mask: (text: string) => string = (t) => t,
): Promise<StartedServer> {
  const port = await freePort();
  const command = render(listed.command, port);
  const url = render(listed.url, port);
  const child = spawn(command, {
    shell: true,
    env: { ...process.env, PORT: String(port) },
    detached: process.platform !== 'win32',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const output = lastOutputLines(child, 8);
  let exited: string | undefined;
  child.on('exit', (code, signal) => {
    exited = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
  });
  child.on('error', (error) => (exited = `could not start: ${error.message}`));
  const stopIt = () => stopProcess(child);
  const started = Date.now();
  const lastWords = () => (output.length ? `; its last output: ${mask(output.slice(-4).join(' | ')).slice(0, 400)}` : '');
  while (true) {
    if (exited) {
      await stopIt();
      throw new ServerStartFailed(
        `the server's command ${exited} ${seconds(Date.now() - started)} after it started, before it answered at ${mask(url)}${lastWords()}`,
      );
    }
    if (stop?.aborted) {
      await stopIt();
      throw new ServerStartFailed('the scan was stopped while the server was starting');
    }
    if (await answers(url)) return { url, stop: stopIt };
    if (Date.now() - started > startTimeoutMs) {
      await stopIt();
      throw new ServerStartFailed(`the server did not answer at ${mask(url)} within ${seconds(startTimeoutMs)} of its start (stopped)${lastWords()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
