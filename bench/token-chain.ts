/**
 * The whole-process baseline of (f): a bare undici script that does what the token-chain document
 * does, as a new process. `steps` sequential POSTs to /token, each sending the token captured from the
 * previous answer as a JSON body, checking the status and `$.ok`, and capturing the next token.
 * Usage: node dist/bench/token-chain.js <baseUrl> <steps>
 */
import { Agent, request } from 'undici';

const [baseUrl, stepsText] = process.argv.slice(2);
if (!baseUrl || !stepsText) throw new Error('usage: token-chain.js <baseUrl> <steps>');
const steps = Number(stepsText);
const agent = new Agent({ keepAliveTimeout: 10_000 });
let token: unknown = 't0';
for (let i = 0; i < steps; i++) {
  const response = await request(`${baseUrl}/token`, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const json = JSON.parse(await response.body.text()) as { ok?: unknown; token?: unknown };
  if (response.statusCode !== 200 || json.ok !== true) throw new Error(`step ${i + 1}: unexpected response ${response.statusCode}`);
  if (json.token === undefined) throw new Error(`step ${i + 1}: nothing to capture`);
  token = json.token;
}
await agent.close();
if (token !== `t${steps}`) throw new Error(`the chain ended at ${String(token)}, expected t${steps}`);
process.stdout.write(`${steps} steps passed\n`);
