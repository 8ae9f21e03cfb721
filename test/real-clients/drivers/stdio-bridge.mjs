#!/usr/bin/env node
// A stdio bridge (mcp-remote, supergateway in its client direction, ...) driven as an MCP host drives
// it: the bridge is started with the server URL as its last argument, and fed JSON-RPC on its stdin,
// one message per line, each request answered before the next is sent, as a host's session goes:
// initialize, notifications/initialized, tools/list, a call of the first tool, then stdin closes.
//
//   node stdio-bridge.mjs <bridge command and arguments...> <server URL>
//
// wirecase runs it under `--client "node stdio-bridge.mjs npx supergateway --streamableHttp"`, which
// appends the URL. The bridge's own traffic to the server is what wirecase judges; this script only
// plays the host on the other side of the pipe. It exits 0 when every answer came, 1 otherwise.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
if (args.length < 2) {
  process.stderr.write('usage: stdio-bridge.mjs <bridge command...> <server URL>\n');
  process.exit(2);
}
// How long one answer may take: a bridge connects upstream (and may fall back between transports) first.
const ANSWER_MS = Number(process.env.BRIDGE_ANSWER_MS ?? 15_000);

const bridge = spawn(args[0], args.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
const waiting = new Map();
createInterface({ input: bridge.stdout }).on('line', (line) => {
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    return; // a bridge may log on stdout; only JSON-RPC lines count
  }
  if (message && message.id !== undefined && waiting.has(message.id)) {
    waiting.get(message.id)(message);
    waiting.delete(message.id);
  }
});
const exited = new Promise((resolve) => bridge.on('close', (code) => resolve(code)));

let nextId = 1;
function request(method, params) {
  const id = nextId++;
  const answer = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to ${method} in ${ANSWER_MS} ms`)), ANSWER_MS);
    waiting.set(id, (message) => {
      clearTimeout(timer);
      resolve(message);
    });
  });
  bridge.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) })}\n`);
  return answer;
}
const notify = (method) => bridge.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method })}\n`);

let ok = true;
try {
  const init = await request('initialize', {
    protocolVersion: '2025-11-25',
    capabilities: {},
    clientInfo: { name: 'wirecase-stdio-bridge-driver', version: '1.0.0' },
  });
  if (init.error) throw new Error(`initialize: ${init.error.message}`);
  notify('notifications/initialized');
  const list = await request('tools/list');
  const tool = list.result?.tools?.[0];
  if (tool) await request('tools/call', { name: tool.name, arguments: {} });
} catch (error) {
  ok = false;
  process.stderr.write(`stdio-bridge driver: ${error.message}\n`);
}
bridge.stdin.end();
// A bridge that does not exit when its stdin closes is stopped.
const stopper = setTimeout(() => bridge.kill('SIGTERM'), 5_000);
await exited;
clearTimeout(stopper);
process.exit(ok ? 0 : 1);
