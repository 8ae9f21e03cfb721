/** The baseline client: undici `request` with a keep-alive Agent, JSON.parse, the same checks and capture as the scenario steps. */
import { Agent, request } from 'undici';

export async function undiciSteps(url: string, steps: number, agent: Agent): Promise<unknown> {
  let captured: unknown;
  for (let i = 0; i < steps; i++) {
    const response = await request(url, { dispatcher: agent });
    const json = JSON.parse(await response.body.text()) as { ok?: unknown; n?: unknown };
    if (response.statusCode !== 200 || json.ok !== true) throw new Error(`undici loop: unexpected response ${response.statusCode}`);
    if (json.n === undefined) throw new Error('undici loop: nothing to capture');
    captured = json.n;
  }
  return captured;
}

/**
 * `documents` documents of `steps` steps each, `concurrency` documents at a time, on one Agent
 * created and closed inside the measured time (as runProject creates and closes its HttpClient).
 */
export async function undiciDocuments(url: string, documents: number, steps: number, concurrency = 1): Promise<void> {
  const agent = new Agent({ keepAliveTimeout: 10_000, connect: { timeout: 10_000 }, pipelining: 1 });
  let next = 0;
  const worker = async () => {
    while (next < documents) {
      next++;
      await undiciSteps(url, steps, agent);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, documents) }, worker));
  await agent.close();
}
