#!/usr/bin/env -S node --
// The wirecase command: a shim onto the compiled CLI (npm run build produces dist/).
// `node --` stops Node 20 from taking wirecase's own --env-file option as its own.
import { runCli } from '../dist/src/cli/main.js';

await runCli();
