#!/usr/bin/env node
// mcpc (@apify/mcpc), the command-line MCP client, run as a user runs it: connect a session, list the
// tools, call the first one, close the session. mcpc keeps its sessions (and a bridge process per
// session) under its home folder; each run gets a fresh one, removed at the end.
//
//   node mcpc.mjs <server URL>
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const url = process.argv[2];
if (!url) {
  process.stderr.write('usage: mcpc.mjs <server URL>\n');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('@apify/mcpc/package.json')), require('@apify/mcpc/package.json').bin.mcpc);
const home = mkdtempSync(path.join(tmpdir(), 'wirecase-mcpc-'));
const env = { ...process.env, HOME: home, MCPC_HOME_DIR: path.join(home, '.mcpc') };
const mcpc = (...args) => spawnSync(process.execPath, [bin, ...args], { env, encoding: 'utf8', timeout: 60_000 });

let ok = false;
try {
  const connected = mcpc('connect', url, '@wirecase');
  if (connected.status !== 0) throw new Error(`connect: ${connected.stderr || connected.stdout}`);
  const listed = mcpc('@wirecase', 'tools-list', '--json');
  if (listed.status !== 0) throw new Error(`tools-list: ${listed.stderr || listed.stdout}`);
  const first = JSON.parse(listed.stdout)[0];
  if (first) mcpc('@wirecase', 'tools-call', first.name, '--json');
  ok = true;
} catch (error) {
  process.stderr.write(`mcpc: ${error.message}\n`);
} finally {
  mcpc('close', '@wirecase');
  rmSync(home, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
