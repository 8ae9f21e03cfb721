#!/usr/bin/env node
// mcpc (@apify/mcpc 0.2.6), the command-line MCP client, with a stdio server named in its config file
// (`{ "mcpServers": { "wirecase": { "command", "args" } } }`, as its README shows one), run as a user
// runs it: `connect <config>:wirecase @wirecase`, `tools-list`, `tools-call` of the first tool with
// `text:=hello`, `close`. mcpc keeps the session (a bridge process that owns the server process) under
// its home folder; each run gets a fresh one, removed at the end.
//
//   node stdio-mcpc.mjs <server command and arguments...>
//   node stdio-mcpc.mjs          (the command line in WIRECASE_SERVER_COMMAND, run by sh -c)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverCommand } from './stdio-server-command.mjs';

const server = serverCommand(process.argv.slice(2));
if (!server) {
  process.stderr.write('usage: stdio-mcpc.mjs <server command...> (or WIRECASE_SERVER_COMMAND)\n');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('@apify/mcpc/package.json')), require('@apify/mcpc/package.json').bin.mcpc);
const home = mkdtempSync(path.join(tmpdir(), 'wirecase-mcpc-'));
const config = path.join(home, 'mcp.json');
writeFileSync(config, JSON.stringify({ mcpServers: { wirecase: { command: server.command, args: server.args } } }, null, 2));
const env = { ...process.env, HOME: home, MCPC_HOME_DIR: path.join(home, '.mcpc') };
const mcpc = (...args) => spawnSync(process.execPath, [bin, ...args], { env, encoding: 'utf8', timeout: 60_000 });

let ok = false;
try {
  const connected = mcpc('connect', `${config}:wirecase`, '@wirecase');
  if (connected.status !== 0) throw new Error(`connect: ${connected.stderr || connected.stdout}`);
  const listed = mcpc('@wirecase', 'tools-list', '--json');
  if (listed.status !== 0) throw new Error(`tools-list: ${listed.stderr || listed.stdout}`);
  const first = JSON.parse(listed.stdout)[0];
  if (first) {
    const called = mcpc('@wirecase', 'tools-call', first.name, 'text:=hello', '--json');
    if (called.status !== 0) throw new Error(`tools-call: ${called.stderr || called.stdout}`);
  }
  ok = true;
} catch (error) {
  process.stderr.write(`mcpc: ${error.message}\n`);
} finally {
  mcpc('close', '@wirecase');
  rmSync(home, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
