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
 * Shapes the MCP spec allows, each of which once failed a correct real server (issue 38, class 4,
 * found on the wide corpus of test/real-servers/wide/): the bundled 2025-11-25 suite against a
 * small 2025-11-25 server that has them must judge them true.
 *
 * - `resources/templates/list` not implemented: an optional method, answered -32601.
 * - a prompt whose one argument is required, and no other prompt: the documents that get a prompt
 *   build that argument instead of calling the server "without a prompt".
 * - a tool whose one argument is required (its arguments are built from its schema).
 * - empty lists ("This set MAY be empty").
 * - a URI template without a variable (RFC 6570: it expands to itself).
 * - completion for an unknown prompt answered with empty values: the error is a SHOULD
 *   ("Invalid prompt name: -32602"), a warning at most, never a MUST failure.
 *
 * Everything else the server does as the spec says, so any failure at all is a false verdict.
 */

type Json = Record<string, unknown>;
type Variant = 'no-templates' | 'empty-lists';

const VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26'];
const PROMPT = { name: 'summarize', description: 'Summarizes a topic', arguments: [{ name: 'topic', description: 'What to summarize', required: true }] };
const TOOL = {
  name: 'lookup',
  description: 'Looks a word up',
  inputSchema: { type: 'object', properties: { query: { type: 'string', minLength: 1 } }, required: ['query'], additionalProperties: false },
  annotations: { readOnlyHint: true },
};
const NOTES = { uri: 'file:///notes.txt', name: 'notes', mimeType: 'text/plain' };
const STATIC_TEMPLATE = { uriTemplate: 'file:///static.txt', name: 'static', mimeType: 'text/plain' };

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function answer(variant: Variant, method: string, params: Json): unknown {
  if (params.cursor !== undefined) throw new RpcError(-32602, 'Invalid params: unknown cursor');
  switch (method) {
    case 'initialize': {
      const asked = String(params.protocolVersion ?? '');
      return {
        protocolVersion: VERSIONS.includes(asked) ? asked : VERSIONS[0],
        capabilities: { tools: {}, resources: {}, prompts: {}, completions: {} },
        serverInfo: { name: `allowed-shapes-${variant}`, version: '1.0.0' },
      };
    }
    case 'ping':
      return {};
    case 'tools/list':
      return { tools: [TOOL] };
    case 'tools/call': {
      if (params.name !== TOOL.name) throw new RpcError(-32602, `Unknown tool: ${String(params.name)}`);
      const args = (params.arguments ?? {}) as Json;
      const extra = Object.keys(args).filter((k) => k !== 'query');
      if (typeof args.query !== 'string' || !args.query || extra.length)
        return { content: [{ type: 'text', text: 'Invalid arguments: query must be a non-empty string, nothing else' }], isError: true };
      return { content: [{ type: 'text', text: `${args.query}: a word` }] };
    }
    case 'resources/list':
      return { resources: variant === 'empty-lists' ? [] : [NOTES] };
    case 'resources/templates/list':
      if (variant === 'no-templates') throw new RpcError(-32601, 'Method not found');
      return { resourceTemplates: [STATIC_TEMPLATE] };
    case 'resources/read': {
      const uri = params.uri;
      if (uri === NOTES.uri && variant !== 'empty-lists') return { contents: [{ uri, mimeType: 'text/plain', text: 'Some notes.' }] };
      if (uri === STATIC_TEMPLATE.uriTemplate && variant === 'empty-lists') return { contents: [{ uri, mimeType: 'text/plain', text: 'Static.' }] };
      throw new RpcError(-32002, 'Resource not found');
    }
    case 'prompts/list':
      return { prompts: variant === 'empty-lists' ? [] : [PROMPT] };
    case 'prompts/get': {
      if (params.name !== PROMPT.name || variant === 'empty-lists') throw new RpcError(-32602, `Unknown prompt: ${String(params.name)}`);
      const topic = ((params.arguments ?? {}) as Json).topic;
      if (typeof topic !== 'string') throw new RpcError(-32602, 'Missing required argument: topic');
      return { messages: [{ role: 'user', content: { type: 'text', text: `Summarize ${topic}.` } }] };
    }
    case 'completion/complete':
      // An unknown prompt gets empty values (the -32602 a SHOULD asks for is not given).
      return { completion: { values: [], total: 0, hasMore: false } };
    default:
      throw new RpcError(-32601, `Method not found: ${method}`);
  }
}

/**
 * At 2026-07-28 (a request with that MCP-Protocol-Version): server/discover instead of initialize,
 * and every result carries resultType "complete", lists their cache hints.
 */
function answer2026(variant: Variant, method: string, params: Json): unknown {
  if (method === 'initialize') throw new RpcError(-32601, 'Method not found: this server speaks 2026-07-28 only');
  const result =
    method === 'server/discover'
      ? {
          supportedVersions: ['2026-07-28'],
          capabilities: { tools: {}, resources: {}, prompts: {}, completions: {} },
          serverInfo: { name: `allowed-shapes-${variant}`, version: '1.0.0' },
        }
      : (answer(variant, method, params) as Json);
  const cache = method.endsWith('/list') || method === 'server/discover' || method === 'resources/read' ? { ttlMs: 0, cacheScope: 'public' } : {};
  return { ...result, ...cache, resultType: 'complete' };
}

function handle(variant: Variant, req: IncomingMessage, res: ServerResponse, body: string): ServerResponse | undefined {
  const json = (status: number, value: unknown): ServerResponse => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  const origin = req.headers.origin;
  if (origin !== undefined && !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)) return res.writeHead(403).end('Forbidden origin');
  if (req.method !== 'POST') return res.writeHead(405, { allow: 'POST' }).end();
  const version = req.headers['mcp-protocol-version'];
  const modern = version === '2026-07-28';
  if (typeof version === 'string' && !VERSIONS.includes(version) && !modern)
    return json(400, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Unsupported protocol version' } });
  let message: Json;
  try {
    message = JSON.parse(body);
  } catch {
    return json(400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
  }
  if (Array.isArray(message) || typeof message !== 'object' || message === null || message.jsonrpc !== '2.0' || typeof message.method !== 'string') {
    // Responses from the client and batches: this server sends no requests and takes no batches.
    if (!Array.isArray(message) && message && typeof message === 'object' && !('method' in message)) return res.writeHead(202).end();
    return json(400, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } });
  }
  if (!('id' in message)) return res.writeHead(202).end();
  try {
    const params = (message.params ?? {}) as Json;
    return json(200, {
      jsonrpc: '2.0',
      id: message.id,
      result: modern ? answer2026(variant, message.method, params) : answer(variant, message.method, params),
    });
  } catch (error) {
    if (!(error instanceof RpcError)) throw error;
    return json(200, { jsonrpc: '2.0', id: message.id, error: { code: error.code, message: error.message } });
  }
}

const servers: Server[] = [];
const urls = new Map<Variant, string>();
before(async () => {
  for (const variant of ['no-templates', 'empty-lists'] as const) {
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

async function run(suite: string, variant: Variant): Promise<Map<string, TestResult>> {
  const out = mkdtempSync(path.join(tmpdir(), 'wirecase-shapes-'));
  try {
    await runCli(['run', suite, '--base-url', urls.get(variant)!, '--reporter', 'json', '--out', out], {
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
const wrong = (tests: Map<string, TestResult>, statuses: string[]) => [...tests.values()].filter((t) => statuses.includes(t.status)).map(show);

describe('the 2025-11-25 suite against a server with the shapes the spec allows', () => {
  test('no resources/templates/list (-32601), one prompt whose argument is required, a tool with a required argument', async () => {
    const tests = await run('scenarios/mcp-2025-11-25', 'no-templates');
    assert.deepEqual(wrong(tests, ['failed', 'could-not-judge']), [], 'a false failure, or a test the run should have judged');
    // The one SHOULD the server breaks: completion of an unknown prompt answers empty values.
    assert.deepEqual(
      wrong(tests, ['warning']).map((l) => l.split(' ')[0]),
      ['complete-04'],
    );
    assert.equal(tests.get('complete-04')?.failure?.message.includes('-32602'), true, show(tests.get('complete-04')));
    // The optional method's absence is no break of the URI rule.
    assert.equal(tests.get('resource-02')?.status, 'passed', show(tests.get('resource-02')));
    // The prompt with a required argument is got with that argument built.
    for (const id of ['prompt-01', 'prompt-02', 'prompt-03', 'prompt-04', 'prompt-05']) assert.equal(tests.get(id)?.status, 'passed', show(tests.get(id)));
    // The tool's required argument is built from its schema.
    for (const id of ['tool-01', 'tools-02']) if (tests.has(id)) assert.equal(tests.get(id)?.status, 'passed', show(tests.get(id)));
  });

  test('empty resource and prompt lists, a URI template without a variable', async () => {
    const tests = await run('scenarios/mcp-2025-11-25', 'empty-lists');
    assert.deepEqual(wrong(tests, ['failed', 'could-not-judge']), [], 'a false failure, or a test the run should have judged');
    assert.deepEqual(
      wrong(tests, ['warning']).map((l) => l.split(' ')[0]),
      [],
    );
    assert.equal(tests.get('resource-02')?.status, 'passed', show(tests.get('resource-02')));
    // The template without a variable is read as it is.
    assert.equal(tests.get('resource-06')?.status, 'passed', show(tests.get('resource-06')));
  });
});

describe('the 2026-07-28 suite against the same shapes, spoken at 2026-07-28', () => {
  // Only the documents of these classes: the server is no full 2026 implementation.
  const judgedTrue = (tests: Map<string, TestResult>, ids: string[]) =>
    ids
      .map((id) => tests.get(id))
      .filter((t) => t?.status !== 'passed')
      .map(show);

  test('no resources/templates/list (-32601), one prompt whose argument is required', async () => {
    const tests = await run('scenarios/mcp-2026-07-28', 'no-templates');
    assert.deepEqual(
      judgedTrue(tests, ['feat-res-01', 'res-02', 'cache-01', 'res-03', 'feat-prompts-01', 'feat-prompts-02', 'feat-prompts-04', 'feat-comp-02']),
      [],
    );
  });

  test('empty resource and prompt lists, a URI template without a variable', async () => {
    const tests = await run('scenarios/mcp-2026-07-28', 'empty-lists');
    assert.deepEqual(judgedTrue(tests, ['feat-res-01']), []);
    // An empty list before and after: nothing to compare (not applicable), never a failure.
    for (const id of ['feat-list-02', 'feat-list-03']) assert.match(tests.get(id)?.status ?? '', /^(passed|not-applicable)$/, show(tests.get(id)));
    // No schema the document built from an empty list is invalid (it would be could-not-judge).
    const invalid = [...tests.values()]
      .filter((t) => /schema itself is invalid|is not a valid schema/i.test(`${t.reason ?? ''} ${t.failure?.message ?? ''}`))
      .map(show);
    assert.deepEqual(invalid, []);
  });
});
