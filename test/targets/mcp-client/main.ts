/**
 * The reference client from a shell; FAULT=<name> breaks one rule.
 *
 *   node dist/test/targets/mcp-client/main.js <url>               Streamable HTTP to the MCP endpoint
 *   node dist/test/targets/mcp-client/main.js <command words...>  stdio: launches that MCP server (no shell)
 */
import { CLIENT_FAULTS, type ClientFault } from './faults.js';
import { runReferenceClient, runReferenceClientOverStdio } from './reference-client.js';

const fault = (process.env.FAULT ?? '') as ClientFault | '';
if (fault && !(fault in CLIENT_FAULTS)) {
  process.stderr.write(`unknown FAULT "${fault}"; known: ${Object.keys(CLIENT_FAULTS).join(', ')}\n`);
  process.exit(2);
}
const args = process.argv.slice(2);
if (args.length === 0) {
  process.stderr.write('usage: main.js <url> | main.js <server command words...>\n');
  process.exit(2);
}
const http = args.length === 1 && /^https?:\/\//i.test(args[0]!);
(http ? runReferenceClient(args[0]!, fault) : runReferenceClientOverStdio(args, fault)).catch((error: unknown) => {
  process.stderr.write(`reference client: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
