/**
 * The modern-only client from a shell: `node dist/test/mutation/clients/modern-only-main.js <url>`
 * (`wirecase run scenarios/mcp-client --client "node …/modern-only-main.js"`), `FAULT=<name>` for a twin.
 */
import { MODERN_ONLY_FAULT_NAMES, type ModernOnlyFault, runModernOnlyClient } from './modern-only-client.js';

const url = process.argv.at(-1) ?? '';
const fault = (process.env.FAULT ?? '') as ModernOnlyFault;
if (fault && !(MODERN_ONLY_FAULT_NAMES as string[]).includes(fault)) {
  console.error(`FAULT: expected one of ${MODERN_ONLY_FAULT_NAMES.join(', ')}, got ${fault}`);
  process.exit(2);
}
runModernOnlyClient(url, fault).catch((error: unknown) => {
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
