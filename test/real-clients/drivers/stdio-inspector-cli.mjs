#!/usr/bin/env node
// The MCP Inspector's command-line mode (@modelcontextprotocol/inspector-cli 0.21.2) with a stdio
// server, run as a user runs it: `inspector-cli <command> --method tools/list -- <args...>`, then
// `--method tools/call` of the first tool with `--tool-arg text=hello`. Each invocation starts the
// server, is a session of its own (connect, the method, disconnect), and stops it, as the CLI does.
// The server's arguments go after `--` (they may look like the CLI's own options); the CLI wants the
// command itself before it (its required `<target...>` is parsed from the words before `--`).
//
//   node stdio-inspector-cli.mjs <server command and arguments...>
//   node stdio-inspector-cli.mjs          (the command line in WIRECASE_SERVER_COMMAND, run by sh -c)
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverCommand } from './stdio-server-command.mjs';

const server = serverCommand(process.argv.slice(2));
if (!server) {
  process.stderr.write('usage: stdio-inspector-cli.mjs <server command...> (or WIRECASE_SERVER_COMMAND)\n');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const build = path.join(path.dirname(require.resolve('@modelcontextprotocol/inspector-cli/package.json')), 'build');
// In its build folder: the CLI finds its own package.json (its client name and version) by testing
// `../package.json` against the working folder but importing it relative to itself.
const inspector = (...args) =>
  spawnSync(process.execPath, [path.join(build, 'index.js'), server.command, ...args, '--', ...server.args], {
    cwd: build,
    encoding: 'utf8',
    timeout: 60_000,
  });

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
  const called = inspector('--method', 'tools/call', '--tool-name', tools[0].name, '--tool-arg', 'text=hello');
  if (called.status !== 0) {
    process.stderr.write(`inspector-cli tools/call: ${called.stderr || called.stdout}\n`);
    process.exit(1);
  }
}
