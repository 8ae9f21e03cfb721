#!/usr/bin/env node
// The MCP Inspector's command-line mode (@modelcontextprotocol/inspector-cli 0.21.2, the last line
// that starts on Node 20), run as a user runs it: one invocation lists the tools, a second calls the
// first one. Each invocation is a session of its own (connect, the method, disconnect), as the CLI
// does it.
//
//   node inspector-cli.mjs <server URL>
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const url = process.argv[2];
if (!url) {
  process.stderr.write('usage: inspector-cli.mjs <server URL>\n');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const build = path.join(path.dirname(require.resolve('@modelcontextprotocol/inspector-cli/package.json')), 'build');
// In its build folder: the CLI finds its own package.json (its client name and version) by testing
// `../package.json` against the working folder but importing it relative to itself.
const inspector = (...args) =>
  spawnSync(process.execPath, [path.join(build, 'index.js'), url, '--transport', 'http', ...args], { cwd: build, encoding: 'utf8', timeout: 60_000 });

const listed = inspector('--method', 'tools/list');
if (listed.status !== 0) {
  process.stderr.write(`inspector-cli tools/list: ${listed.stderr || listed.stdout}\n`);
  process.exit(1);
}
let tools = [];
try {
  tools = JSON.parse(listed.stdout).tools ?? [];
} catch {
  process.stderr.write(`inspector-cli tools/list printed no JSON: ${listed.stdout.slice(0, 200)}\n`);
  process.exit(1);
}
if (tools[0]) {
  const called = inspector('--method', 'tools/call', '--tool-name', tools[0].name);
  if (called.status !== 0) {
    process.stderr.write(`inspector-cli tools/call: ${called.stderr || called.stdout}\n`);
    process.exit(1);
  }
}
