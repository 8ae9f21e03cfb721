// One session of the MCP Inspector's command-line mode (@modelcontextprotocol/inspector-cli 0.21.2),
// as a user runs it: one invocation lists the tools, a second calls the first one; each invocation is
// a session of its own (connect, the method, disconnect). Shared by inspector-cli.mjs (a server URL)
// and stdio-inspector-cli.mjs (a server command).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const build = path.join(path.dirname(require.resolve('@modelcontextprotocol/inspector-cli/package.json')), 'build');

/**
 * Runs the session; its exit code (0 done, 1 the CLI failed). `target`: the words before the method
 * (the URL and its transport, or the server command); `trailing`: the words after it (a stdio
 * server's arguments after `--`); `toolArgs`: the arguments of the call.
 */
export function inspectorSession(target, { trailing = [], toolArgs = [] } = {}) {
  // In its build folder: the CLI finds its own package.json (its client name and version) by testing
  // `../package.json` against the working folder but importing it relative to itself.
  const inspector = (...args) =>
    spawnSync(process.execPath, [path.join(build, 'index.js'), ...target, ...args, ...trailing], { cwd: build, encoding: 'utf8', timeout: 60_000 });
  const listed = inspector('--method', 'tools/list');
  if (listed.status !== 0) {
    process.stderr.write(`inspector-cli tools/list: ${listed.stderr || listed.stdout}\n`);
    return 1;
  }
  let tools = [];
  try {
    tools = JSON.parse(listed.stdout).tools ?? [];
  } catch {
    process.stderr.write(`inspector-cli tools/list printed no JSON: ${listed.stdout.slice(0, 200)}\n`);
    return 1;
  }
  if (!tools[0]) return 0;
  const called = inspector('--method', 'tools/call', '--tool-name', tools[0].name, ...toolArgs);
  if (called.status !== 0) {
    process.stderr.write(`inspector-cli tools/call: ${called.stderr || called.stdout}\n`);
    return 1;
  }
  return 0;
}
