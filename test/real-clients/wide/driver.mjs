#!/usr/bin/env node
// One ordinary session of a library of the wide corpus (libraries.mjs) against a Streamable HTTP server.
//
//   node test/real-clients/wide/driver.mjs <library> <server URL>
//
// Exits 0 when the session went through, 1 when the library gave up (what it said goes to stderr).
import { runDriver } from '../drivers/run-driver.mjs';
import { LIBRARIES } from './libraries.mjs';

const overHttp = Object.fromEntries(Object.entries(LIBRARIES).map(([name, session]) => [name, (url) => session({ url })]));
await runDriver('driver.mjs', overHttp);
