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
 * The rawest client undici offers, for comparison with the engine (which uses the same API): the
 * dispatch API with a handler that gathers the body, then the same JSON.parse, checks and capture.
 */
export async function dispatchSteps(url: string, steps: number, agent: Agent): Promise<unknown> {
  const { origin, pathname } = new URL(url);
  let captured: unknown;
  for (let i = 0; i < steps; i++) {
    const { status, body } = await new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      let status = 0;
      const chunks: Buffer[] = [];
      agent.dispatch(
        { origin, path: pathname, method: 'GET' },
        {
          onRequestStart: () => {}, // marks the handler as undici 7's new kind
          onResponseStart: (_c, statusCode) => void (status = statusCode),
          onResponseData: (_c, chunk) => void chunks.push(chunk),
          onResponseEnd: () => resolve({ status, body: Buffer.concat(chunks) }),
          onResponseError: (_c, error) => reject(error),
        },
      );
    });
    const json = JSON.parse(body.toString('utf8')) as { ok?: unknown; n?: unknown };
    if (status !== 200 || json.ok !== true) throw new Error(`dispatch loop: unexpected response ${status}`);
    if (json.n === undefined) throw new Error('dispatch loop: nothing to capture');
    captured = json.n;
  }
  return captured;
}

/**
 * `documents` documents of `steps` steps each, `concurrency` documents at a time, on one Agent
 * created and closed inside the measured time (as runProject creates and closes its HttpClient).
 */
export async function undiciDocuments(url: string, documents: number, steps: number, concurrency = 1, loop = undiciSteps): Promise<void> {
  const agent = new Agent({ keepAliveTimeout: 10_000, connect: { timeout: 10_000 }, pipelining: 1 });
  let next = 0;
  const worker = async () => {
    while (next < documents) {
      next++;
      await loop(url, steps, agent);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, documents) }, worker));
  await agent.close();
}
