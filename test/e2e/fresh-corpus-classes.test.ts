import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';

/**
 * The classes of false verdict found on the fresh sample of issue 38 (servers from npm that no test
 * here names, test/real-servers/README.md "Fresh sample"), each reproduced by a small 2025-11-25
 * server here, so that `npm test` needs none of those packages:
 *
 * - An upstream API failure reported the way the spec has tools report API failures, a tool
 *   execution error (`isError: true`, "fetch failed", "getaddrinfo ENOTFOUND api.…"), on the call
 *   that had to succeed (the well-formed twin of tool-05 and tool-06, tool-04's and tool-08's call):
 *   the tests were "not applicable: the server does not accept the well-formed twin", where the
 *   test applies and the run could not observe it (brave-search, exa, LaunchDarkly, Postman).
 * - The same upstream failure as JSON-RPC -32603 on that twin (server-postgres, its database down):
 *   also "not applicable", while the same -32603 elsewhere was already "could not judge".
 * - A 2025-only server that answers a 2026-07-28 request with 500 (-32603) while its initialize
 *   works (@cyanheads/git-mcp-server): "unknown (the server failed …)", so the 2026 suite and the
 *   Apps suite's 2026 legs gave 152 "could not judge" where the server does not speak 2026-07-28
 *   ("Anything else identifies a legacy server", versioning.mdx).
 *
 * - One transport break counted again under another sentence: a server that answers every accepted
 *   notification 202 with the body `null` (@cyanheads/git-mcp-server, on Hono) failed post-02 and
 *   post-03 ("202 Accepted with no body", real) and also cancel25-01, "Both parties MUST handle these
 *   race conditions gracefully", whose cancellation step said `sendOnly: true` but, being a
 *   notification, still expected 202 with no body; the 2026 cancel-01 and cancel-02 checked the
 *   same body under their own sentences. Each break is now counted once, under wire-03 or post-02.
 *
 * - A resources/list answered with an internal error (server-postgres: its resources are the tables
 *   of a database that is down) read as an empty list: resource-02…06 were "not applicable: the
 *   server lists no resources"; the run could not observe them (could not judge, naming the error).
 *
 * And the control: a tool failing on its own (no network cause) stays "not applicable" there.
 */

type Json = Record<string, unknown>;
type Variant = 'upstream-iserror' | 'upstream-32603' | 'own-iserror' | 'legacy-500' | 'body-202' | 'resources-down';

const VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26'];
const SEARCH = {
  name: 'search',
  description: 'Searches the web',
  inputSchema: { type: 'object', properties: { query: { type: 'string', minLength: 1 } }, required: ['query'], additionalProperties: false },
  annotations: { readOnlyHint: true },
};
const FORECAST = {
  name: 'forecast',
  description: 'The weather for a city',
  inputSchema: { type: 'object', properties: { city: { type: 'string', minLength: 1 } }, required: ['city'], additionalProperties: false },
  outputSchema: { type: 'object', properties: { celsius: { type: 'number' } }, required: ['celsius'] },
  annotations: { readOnlyHint: true },
};

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** What a valid call answers: the upstream is down (three ways), or it works. */
function validCall(variant: Variant, name: string, args: Json): unknown {
  switch (variant) {
    case 'upstream-iserror':
      return { content: [{ type: 'text', text: `${name} error: getaddrinfo ENOTFOUND api.search.example (fetch failed)` }], isError: true };
    case 'upstream-32603':
      throw new RpcError(-32603, 'connect ECONNREFUSED 127.0.0.1:1');
    case 'own-iserror':
      return { content: [{ type: 'text', text: "Error: No working directory set. Please call 'set_working_dir' first." }], isError: true };
    case 'legacy-500':
    case 'body-202':
    case 'resources-down': {
      const value = String(Object.values(args)[0]);
      return name === FORECAST.name
        ? { content: [{ type: 'text', text: '{"celsius":21}' }], structuredContent: { celsius: 21 } }
        : { content: [{ type: 'text', text: `results for ${value}` }] };
    }
  }
}

function answer(variant: Variant, method: string, params: Json): unknown {
  if (params.cursor !== undefined) throw new RpcError(-32602, 'Invalid params: unknown cursor');
  switch (method) {
    case 'initialize': {
      const asked = String(params.protocolVersion ?? '');
      return {
        protocolVersion: VERSIONS.includes(asked) ? asked : VERSIONS[0],
        capabilities: variant === 'resources-down' ? { tools: {}, resources: {} } : { tools: {} },
        serverInfo: { name: `fresh-${variant}`, version: '1.0.0' },
      };
    }
    case 'ping':
      return {};
    case 'tools/list':
      return { tools: [SEARCH, FORECAST] };
    case 'tools/call': {
      const tool = [SEARCH, FORECAST].find((t) => t.name === params.name);
      if (!tool) throw new RpcError(-32602, `Unknown tool: ${String(params.name)}`);
      const args = (params.arguments ?? {}) as Json;
      const key = tool.inputSchema.required[0]!;
      const extra = Object.keys(args).filter((k) => k !== key);
      if (typeof args[key] !== 'string' || !args[key] || extra.length)
        return { content: [{ type: 'text', text: `Invalid arguments: ${key} must be a non-empty string, nothing else` }], isError: true };
      return validCall(variant, tool.name, args);
    }
    case 'resources/list':
    case 'resources/templates/list':
    case 'resources/read':
      // Its resources are the rows of a database that is down.
      if (variant === 'resources-down') throw new RpcError(-32603, 'connect ECONNREFUSED 127.0.0.1:5432');
      throw new RpcError(-32601, `Method not found: ${method}`);
    default:
      throw new RpcError(-32601, `Method not found: ${method}`);
  }
}

/** body-202 and resources-down are dual-era: at 2026-07-28 server/discover, and every result says it is complete. */
function answer2026(variant: Variant, method: string, params: Json): unknown {
  if (method === 'initialize') throw new RpcError(-32601, 'Method not found: initialize is not a 2026-07-28 method');
  const capabilities = variant === 'resources-down' ? { tools: {}, resources: {} } : { tools: {} };
  const result =
    method === 'server/discover'
      ? { supportedVersions: ['2026-07-28'], capabilities, serverInfo: { name: `fresh-${variant}`, version: '1.0.0' }, ttlMs: 0, cacheScope: 'public' }
      : (answer(variant, method, params) as Json);
  return { ...result, resultType: 'complete' };
}

function handle(variant: Variant, req: IncomingMessage, res: ServerResponse, body: string): ServerResponse | undefined {
  const json = (status: number, value: unknown): ServerResponse => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  const origin = req.headers.origin;
  if (origin !== undefined && !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)) return res.writeHead(403).end('Forbidden origin');
  if (req.method !== 'POST') return res.writeHead(405, { allow: 'POST' }).end();
  const version = req.headers['mcp-protocol-version'];
  // The legacy server's transport throws on a revision it does not know, and answers that as a 500.
  if (version === '2026-07-28' && variant === 'legacy-500')
    return json(500, { jsonrpc: '2.0', id: null, error: { code: -32603, message: 'Error in httpTransport: unsupported protocol version' } });
  const modern = version === '2026-07-28' && (variant === 'body-202' || variant === 'resources-down');
  if (typeof version === 'string' && !VERSIONS.includes(version) && !modern)
    return json(400, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Unsupported protocol version' } });
  let message: Json;
  try {
    message = JSON.parse(body);
  } catch {
    return json(400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
  }
  if (Array.isArray(message) || typeof message !== 'object' || message === null || message.jsonrpc !== '2.0' || typeof message.method !== 'string') {
    if (!Array.isArray(message) && message && typeof message === 'object' && !('method' in message)) return res.writeHead(202).end();
    return json(400, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } });
  }
  // Hono's transport answers an accepted notification 202 with the body `null`.
  if (!('id' in message)) return variant === 'body-202' ? res.writeHead(202, { 'content-type': 'application/json' }).end('null') : res.writeHead(202).end();
  try {
    if (modern) return json(200, { jsonrpc: '2.0', id: message.id, result: answer2026(variant, message.method, (message.params ?? {}) as Json) });
    return json(200, { jsonrpc: '2.0', id: message.id, result: answer(variant, message.method, (message.params ?? {}) as Json) });
  } catch (error) {
    if (!(error instanceof RpcError)) throw error;
    return json(200, { jsonrpc: '2.0', id: message.id, error: { code: error.code, message: error.message } });
  }
}

const VARIANTS: Variant[] = ['upstream-iserror', 'upstream-32603', 'own-iserror', 'legacy-500', 'body-202', 'resources-down'];
const servers: Server[] = [];
const urls = new Map<Variant, string>();
before(async () => {
  for (const variant of VARIANTS) {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => handle(variant, req, res, body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    urls.set(variant, `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
  }
});
after(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

async function run(suite: string, variant: Variant, ids: string[] = []): Promise<Map<string, TestResult>> {
  const out = mkdtempSync(path.join(tmpdir(), 'wirecase-fresh-'));
  try {
    await runCli(['run', suite, '--base-url', urls.get(variant)!, '--reporter', 'json', '--out', out, ...ids.flatMap((id) => ['--id', id])], {
      cwd: repoRoot,
      timeoutMs: 180_000,
    });
    const result = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as RunResult;
    return new Map(result.tests.map((t) => [t.id, t]));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const show = (t: TestResult | undefined) => `${t?.id} ${t?.status}: ${t?.failure?.message ?? t?.reason ?? ''}`;
/** The tests whose call had to succeed: tool-05 and tool-06's well-formed twin, tool-04 and tool-08's call. */
const SUCCESS_CALLS = ['tool-04', 'tool-05', 'tool-06', 'tool-08'];

describe('an upstream failure on the call that had to succeed is could-not-judge, never not applicable', () => {
  test('a tool execution error naming a network failure (isError: true, "getaddrinfo ENOTFOUND", "fetch failed")', async () => {
    const tests = await run('scenarios/mcp-2025-11-25', 'upstream-iserror', SUCCESS_CALLS);
    for (const id of SUCCESS_CALLS) {
      const t = tests.get(id);
      assert.equal(t?.status, 'could-not-judge', show(t));
      assert.match(t?.reason ?? '', /upstream|dependency/, show(t));
      assert.match(t?.reason ?? '', /ENOTFOUND api\.search\.example/, `the cause quotes what the tool said: ${show(t)}`);
    }
  });

  test('JSON-RPC -32603 naming a refused connection on the well-formed twin', async () => {
    const tests = await run('scenarios/mcp-2025-11-25', 'upstream-32603', ['tool-05', 'tool-06']);
    for (const id of ['tool-05', 'tool-06']) {
      const t = tests.get(id);
      assert.equal(t?.status, 'could-not-judge', show(t));
      assert.match(t?.reason ?? '', /-32603: connect ECONNREFUSED/, show(t));
    }
  });

  test('control: a tool that fails on its own (no network cause) leaves the twin not applicable', async () => {
    const tests = await run('scenarios/mcp-2025-11-25', 'own-iserror', ['tool-05', 'tool-06']);
    for (const id of ['tool-05', 'tool-06']) assert.equal(tests.get(id)?.status, 'not-applicable', show(tests.get(id)));
  });
});

describe('a 2025 server that answers a 2026-07-28 request with 500 does not speak 2026-07-28', () => {
  test('the 2026 suite: every test not applicable, none could-not-judge', async () => {
    const tests = await run('scenarios/mcp-2026-07-28', 'legacy-500');
    assert.ok(tests.size > 100, `the whole suite ran (${tests.size} tests)`);
    const wrong = [...tests.values()].filter((t) => t.status !== 'not-applicable').map(show);
    assert.deepEqual(wrong, []);
    const reason = tests.get('disc-01')?.reason ?? '';
    assert.match(reason, /does not speak 2026-07-28/, reason);
    assert.match(reason, /500 to server\/discover/, `the reason quotes the answer: ${reason}`);
  });

  test('the Apps suite: its 2026-07-28 legs are not applicable, none could-not-judge', async () => {
    const tests = await run('scenarios/mcp-apps', 'legacy-500');
    const legs = [...tests.values()].filter((t) => t.id.endsWith('[revision=2026-07-28]'));
    assert.ok(legs.length > 0, 'the Apps suite has 2026-07-28 legs');
    assert.deepEqual(legs.filter((t) => t.status !== 'not-applicable').map(show), []);
    assert.deepEqual([...tests.values()].filter((t) => t.status === 'could-not-judge' || t.status === 'failed').map(show), []);
  });

  test('the 2025 suite still judges it: its tools pass', async () => {
    const tests = await run('scenarios/mcp-2025-11-25', 'legacy-500', SUCCESS_CALLS);
    for (const id of ['tool-05', 'tool-06']) assert.equal(tests.get(id)?.status, 'passed', show(tests.get(id)));
  });
});

describe('a 202 with a body is counted once, under the sentence about the 202 (post-02, wire-03)', () => {
  test('2025-11-25: post-02 and post-03 fail, cancel25-01 (race handled gracefully) passes', async () => {
    const tests = await run('scenarios/mcp-2025-11-25', 'body-202', ['post-02', 'post-03', 'cancel25-01', 'cancel25-02']);
    for (const id of ['post-02', 'post-03']) assert.equal(tests.get(id)?.status, 'failed', show(tests.get(id)));
    assert.equal(tests.get('cancel25-01')?.status, 'passed', show(tests.get('cancel25-01')));
    assert.equal(tests.get('cancel25-02')?.status, 'passed', show(tests.get('cancel25-02')));
  });

  test('2026-07-28: wire-03 fails, cancel-01 and cancel-02 pass', async () => {
    const tests = await run('scenarios/mcp-2026-07-28', 'body-202', ['wire-03', 'cancel-01', 'cancel-02']);
    assert.equal(tests.get('wire-03')?.status, 'failed', show(tests.get('wire-03')));
    assert.match(tests.get('wire-03')?.failure?.message ?? '', /null/, show(tests.get('wire-03')));
    for (const id of ['cancel-01', 'cancel-02']) assert.equal(tests.get(id)?.status, 'passed', show(tests.get(id)));
  });
});

describe('a resource list that failed is no empty list', () => {
  test('resources/list answers -32603 (its database is down): the resource documents could not judge, none "lists no resources"', async () => {
    const tests = await run('scenarios/mcp-2025-11-25', 'resources-down', ['resource-0*']);
    for (const id of ['resource-01', 'resource-02', 'resource-03', 'resource-04', 'resource-05', 'resource-06']) {
      const t = tests.get(id);
      assert.equal(t?.status, 'could-not-judge', show(t));
      assert.match(t?.reason ?? '', /ECONNREFUSED 127\.0\.0\.1:5432/, `the cause quotes the error: ${show(t)}`);
    }
  });

  test('2026-07-28: the documents that need a listed resource could not judge, naming the error', async () => {
    const tests = await run('scenarios/mcp-2026-07-28', 'resources-down', ['feat-res-02', 'feat-res-03', 'res-02', 'res-04']);
    for (const id of ['feat-res-02', 'feat-res-03', 'res-02', 'res-04']) {
      const t = tests.get(id);
      assert.equal(t?.status, 'could-not-judge', show(t));
      assert.match(t?.reason ?? '', /ECONNREFUSED 127\.0\.0\.1:5432/, `the cause quotes the error: ${show(t)}`);
    }
  });

  test('control: no resources capability and -32601 lists stay not applicable', async () => {
    const tests = await run('scenarios/mcp-2025-11-25', 'legacy-500', ['resource-0*']);
    for (const id of ['resource-02', 'resource-03', 'resource-06']) assert.equal(tests.get(id)?.status, 'not-applicable', show(tests.get(id)));
  });
});
