// The CLI entry point: readiness line, SIGTERM shutdown, exit 2 on an unknown fault.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { rpc } from './raw-client.js';

const MAIN = fileURLToPath(new URL('./main.js', import.meta.url));

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN, '--port', '0', '--host', '127.0.0.1'], {
    env: { ...process.env, AUTH: '', MCP: '', FAULT: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /^listening on (http:\/\/\S+)\n/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error(`exited early: ${stderr}`)));
  });
  return { child, ready, output: () => ({ stdout, stderr }) };
}

describe('mcp-reference CLI', () => {
  it('prints one readiness line, serves MCP and exits 0 on SIGTERM', async () => {
    const { child, ready, output } = run({ AUTH: 'none' });
    const url = await ready;
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
    const r = await rpc(`${url}/mcp`, 'server/discover');
    assert.equal(r.status, 200);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exited;
    assert.equal(code, 0);
    assert.equal(output().stdout, `listening on ${url}\n`);
  });

  it('exits 2 with a clear message for an unknown fault', async () => {
    const { child, ready, output } = run({ FAULT: 'no-such-fault' });
    ready.catch(() => {});
    const [code] = await once(child, 'exit');
    assert.equal(code, 2);
    assert.match(output().stderr, /unknown fault "no-such-fault"; known faults: missing-ttl/);
  });
});
