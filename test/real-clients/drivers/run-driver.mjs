// The command line of a library driver: `<script> <library> <server URL>` (runDriver), or over stdio
// `<script> <library> <server command...>` (runStdioDriver; the command may instead be in
// WIRECASE_SERVER_COMMAND). Runs that library's session and exits 0 when it ends, 1 (saying why) when
// it throws, 2 on a bad call.
import { serverCommand } from './stdio-server-command.mjs';

export async function runDriver(script, libraries) {
  const [library, url] = process.argv.slice(2);
  if (!libraries[library] || !url) usage(`${script} <${Object.keys(libraries).join('|')}> <server URL>`);
  await session(library, () => libraries[library](url));
}

export async function runStdioDriver(script, libraries) {
  const [library, ...words] = process.argv.slice(2);
  const server = serverCommand(words);
  if (!libraries[library] || !server) usage(`${script} <${Object.keys(libraries).join('|')}> <server command...> (or WIRECASE_SERVER_COMMAND)`);
  await session(library, () => libraries[library](server));
}

function usage(line) {
  process.stderr.write(`usage: ${line}\n`);
  process.exit(2);
}

async function session(library, run) {
  try {
    await run();
    process.exit(0);
  } catch (error) {
    process.stderr.write(`${library}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
