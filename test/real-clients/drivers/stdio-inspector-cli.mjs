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
import { inspectorSession } from './inspector-session.mjs';
import { serverCommand } from './stdio-server-command.mjs';

const server = serverCommand(process.argv.slice(2));
if (!server) {
  process.stderr.write('usage: stdio-inspector-cli.mjs <server command...> (or WIRECASE_SERVER_COMMAND)\n');
  process.exit(2);
}
process.exit(inspectorSession([server.command], { trailing: ['--', ...server.args], toolArgs: ['--tool-arg', 'text=hello'] }));
