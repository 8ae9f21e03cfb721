#!/usr/bin/env node
// One ordinary session of a library of the wide corpus (libraries.mjs) with a local server over
// stdio: the library starts the server as a subprocess through its own stdio transport, and ends it
// its own way. Every byte on the server's stdin, and every signal it gets, is the library's.
//
//   node test/real-clients/wide/stdio-driver.mjs <library> <server command and arguments...>
//
// wirecase runs it as `--client "node test/real-clients/wide/stdio-driver.mjs langchain {{server_command}}"`
// (`npm run real-clients -- --stdio --wide`). jsonv-ts has no stdio client, so it is not here.
// Exits 0 when the session went through, 1 when the library gave up (what it said goes to stderr).
import { runStdioDriver } from '../drivers/run-driver.mjs';
import { STDIO_LIBRARIES } from './libraries.mjs';

await runStdioDriver('stdio-driver.mjs', STDIO_LIBRARIES);
