#!/usr/bin/env node
// The MCP Inspector's command-line mode (@modelcontextprotocol/inspector-cli 0.21.2, the last line
// that starts on Node 20), run as a user runs it: one invocation lists the tools, a second calls the
// first one. Each invocation is a session of its own (connect, the method, disconnect), as the CLI
// does it.
//
//   node inspector-cli.mjs <server URL>
import { inspectorSession } from './inspector-session.mjs';

const url = process.argv[2];
if (!url) {
  process.stderr.write('usage: inspector-cli.mjs <server URL>\n');
  process.exit(2);
}
process.exit(inspectorSession([url, '--transport', 'http']));
