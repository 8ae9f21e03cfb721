#!/usr/bin/env node
// The wirecase command: a shim onto the compiled CLI (npm run build produces dist/).
import { runCli } from '../dist/src/cli/main.js';

await runCli();
