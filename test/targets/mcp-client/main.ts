/** `node dist/test/targets/mcp-client/main.js <url>`: the reference client from a shell; FAULT=<name> breaks one rule. */
import { CLIENT_FAULTS, type ClientFault } from './faults.js';
import { runReferenceClient } from './reference-client.js';

const fault = (process.env.FAULT ?? '') as ClientFault | '';
if (fault && !(fault in CLIENT_FAULTS)) {
  process.stderr.write(`unknown FAULT "${fault}"; known: ${Object.keys(CLIENT_FAULTS).join(', ')}\n`);
  process.exit(2);
}
runReferenceClient(process.argv.at(-1)!, fault).catch((error: unknown) => {
  process.stderr.write(`reference client: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
