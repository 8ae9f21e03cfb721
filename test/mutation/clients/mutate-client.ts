/**
 * Runs a client command behind the mutation proxy (proxy.ts), as a `--client` command:
 *
 *   wirecase run scenarios/mcp-client --client "node dist/test/mutation/clients/mutate-client.js <mutation> <count-file> -- <client command>"
 *
 * wirecase appends the judging server's URL; this starts the proxy in front of it, runs the client
 * command with the proxy's URL as its last argument (its environment, the browser stand-in too, as
 * given), and exits as the client did. It appends a line `<WIRECASE_TEST_ID>` to `<count-file>` at each
 * request changed, so the matrix knows on which documents the mutation applied. `none` changes nothing.
 */

import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { CLIENT_MUTATION_NAMES, type ClientMutationName } from './mutations.js';
import { startMutationProxy } from './proxy.js';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const [mutation, countFile] = args;
const target = args.at(-1);
if (dash !== 2 || !mutation || !countFile || !target || args.length < 5 || (mutation !== 'none' && !(CLIENT_MUTATION_NAMES as string[]).includes(mutation))) {
  console.error(`usage: mutate-client.js <${['none', ...CLIENT_MUTATION_NAMES].join('|')}> <count-file> -- <client command> <server URL>`);
  process.exit(2);
}
const command = args.slice(dash + 1, -1).join(' ');
const testId = process.env.WIRECASE_TEST_ID ?? '?';
const proxy = await startMutationProxy(target, mutation as ClientMutationName | 'none', () => appendFileSync(countFile, `${testId}\n`));
const child = spawn(`${command} '${proxy.url}'`, { shell: true, stdio: 'inherit' });
const code = await new Promise<number>((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
await proxy.close();
process.exit(code);
