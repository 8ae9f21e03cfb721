// The server command of a stdio driver: the words `{{server_command}}` expands to (the driver's
// arguments after its own), or else the shell command line in WIRECASE_SERVER_COMMAND, run by
// `sh -c 'exec LINE'` (`exec`: dash forks for `sh -c`, and the library's signals must reach the server
// itself, not a shell between them). Either way, a command and its arguments, as an MCP host's config
// names a stdio server.
//
//   serverCommand(words) → { command, args }
export function serverCommand(words) {
  if (words.length) return { command: words[0], args: words.slice(1) };
  const line = process.env.WIRECASE_SERVER_COMMAND;
  if (line) return { command: '/bin/sh', args: ['-c', `exec ${line}`] };
  return undefined;
}
