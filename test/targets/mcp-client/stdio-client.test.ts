/**
 * The reference client's stdio mode against a small scripted server of the initialize era (written
 * here, no judge): what scenarios/mcp-client does not judge yet. It falls back to initialize whatever
 * error answers server/discover, or when nothing does in time (2026-07-28 stdio.mdx:135-141), while the
 * stdio-fallback-32601-only fault gives up on -32602; it answers a legacy server's ping; a legacy
 * server that exits under a request is started again, initialized again and asked again.
 */

import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { runReferenceClientOverStdio } from './reference-client.js';

/** A 2025-11-25 server: argv DISCOVER (an error code, or `none`: no answer), LOG (each stdin line, as `pid line`), DIE (a file: exit on the first tools/list unless it exists). */
const SERVER = `
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const [discover, log, die] = process.argv.slice(2);
const out = (m) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\\n');
process.stderr.write('legacy server: starting\\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  appendFileSync(log, process.pid + ' ' + line + '\\n');
  const m = JSON.parse(line);
  if (m.method === 'server/discover') return discover === 'none' ? undefined : out({ id: m.id, error: { code: Number(discover), message: 'unknown method' } });
  if (m.method === 'initialize') return out({ id: m.id, result: { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'legacy', version: '1' } } });
  if (m.method === 'notifications/initialized') return out({ id: 'server-ping', method: 'ping' });
  if (m.method === 'tools/list' && die && !existsSync(die)) { writeFileSync(die, ''); process.exit(1); }
  if (m.method === 'tools/list') return out({ id: m.id, result: { tools: [{ name: 'echo', inputSchema: { type: 'object' } }] } });
  if (m.method === 'tools/call') { out({ method: 'notifications/message', params: { level: 'info', data: 'calling' } }); return out({ id: m.id, result: { content: [] } }); }
}).on('close', () => process.exit(0));
`;

let dir: string;
let serverFile: string;
before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wirecase-stdio-client-'));
  serverFile = path.join(dir, 'legacy-server.mjs');
  await writeFile(serverFile, SERVER);
});
after(() => rm(dir, { recursive: true, force: true }));

/** Each line the server processes got, in order: the process (1, 2, …) and what the line was (a method, or `response <id>`). */
async function linesOf(log: string): Promise<string[]> {
  const pids: string[] = [];
  return (await readFile(log, 'utf8'))
    .trim()
    .split('\n')
    .map((entry) => {
      const [pid, ...rest] = entry.split(' ');
      if (!pids.includes(pid!)) pids.push(pid!);
      const message = JSON.parse(rest.join(' ')) as { id?: unknown; method?: string };
      return `${pids.indexOf(pid!) + 1} ${message.method ?? `response ${String(message.id)}`}`;
    });
}

const SESSION = ['server/discover', 'initialize', 'notifications/initialized', 'tools/list', 'tools/call'];
/** The answer to the server's ping goes when the ping comes, which may be before or after the client's next request. */
const PING_ANSWER = / response server-ping$/;

for (const discover of ['-32601', '-32602', 'none']) {
  test(`server/discover answered ${discover === 'none' ? 'never' : `with ${discover}`}: the client falls back to initialize`, async () => {
    const log = path.join(dir, `fallback${discover}.log`);
    await runReferenceClientOverStdio([process.execPath, serverFile, discover, log], '', { probeTimeoutMs: 300 });
    const lines = await linesOf(log);
    assert.deepEqual(
      lines.filter((line) => !PING_ANSWER.test(line)),
      SESSION.map((line) => `1 ${line}`),
    );
    assert.deepEqual(
      lines.filter((line) => PING_ANSWER.test(line)),
      ['1 response server-ping'],
    );
  });
}

test('FAULT=stdio-fallback-32601-only: server/discover answered with -32602, the client gives up', async () => {
  const log = path.join(dir, 'fault.log');
  await assert.rejects(runReferenceClientOverStdio(`'${process.execPath}' '${serverFile}' -32602 '${log}'`, 'stdio-fallback-32601-only'), /other than -32601/);
  assert.deepEqual(await linesOf(log), ['1 server/discover']);
});

test('a legacy server that exits under tools/list is started again, initialized, and asked again', async () => {
  const log = path.join(dir, 'restart.log');
  await runReferenceClientOverStdio([process.execPath, serverFile, '-32601', log, path.join(dir, 'died')]);
  assert.deepEqual(
    (await linesOf(log)).filter((line) => !PING_ANSWER.test(line)),
    [...SESSION.slice(0, 4).map((line) => `1 ${line}`), ...SESSION.slice(1).map((line) => `2 ${line}`)],
  );
});
