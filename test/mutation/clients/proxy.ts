/**
 * The mutation proxy of the client side (issue 43): an HTTP server on 127.0.0.1 that a real client is
 * given in place of the judging server's URL. It forwards every request to the judging server and
 * every answer back, applying one mutation of mutations.ts to what the client sends (and, for
 * `reconnect-early`, to the `retry:` it hears). It counts the requests it changed: a mutation that
 * changed nothing in a client's run does not apply to that client.
 */

import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClientMutationName } from './mutations.js';

export interface MutationProxy {
  /** The URL the client is given (the same path as the judging server's). */
  url: string;
  /** Requests changed (or added) so far. */
  mutated(): number;
  close(): Promise<void>;
}

interface Forwarded {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

type Json = Record<string, any>;

const HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

function reencode(value: string, how: 'url' | 'strip'): string {
  const stripped = value.replace(/=+$/, '');
  return how === 'strip' ? stripped : stripped.replace(/\+/g, '-').replace(/\//g, '_');
}

/** The sentinel's value as raw UTF-8 bytes (a header string of octets), or undefined when it is not the sentinel. */
function rawUtf8(value: string): string | undefined {
  const m = /^=\?base64\?([A-Za-z0-9+/=]*)\?=$/.exec(value);
  if (!m) return undefined;
  const bytes = Buffer.from(m[1]!, 'base64');
  return bytes.some((b) => b >= 0x80) ? bytes.toString('latin1') : undefined;
}

function parse(text: string): Json | Json[] | undefined {
  try {
    return JSON.parse(text) as Json | Json[];
  } catch {
    return undefined;
  }
}

/** The JSON-RPC messages of an answer: a JSON body, or the `data:` of each SSE event. */
function messagesOf(answer: Forwarded): Json[] {
  const text = answer.body.toString('utf8');
  if (String(answer.headers['content-type'] ?? '').includes('text/event-stream')) {
    return text
      .split(/\r?\n\r?\n/)
      .map((e) =>
        e
          .split(/\r?\n/)
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trimStart())
          .join('\n'),
      )
      .filter(Boolean)
      .flatMap((d) => [parse(d)].flat())
      .filter((m): m is Json => Boolean(m) && typeof m === 'object');
  }
  const value = parse(text);
  return [value ?? []].flat().filter((m): m is Json => Boolean(m) && typeof m === 'object');
}

/** `onChange`: called at each request changed or added (the count survives a client stopped at its timeout). */
export async function startMutationProxy(target: string, mutation: ClientMutationName | 'none', onChange?: () => void): Promise<MutationProxy> {
  const to = new URL(target);
  let count = 0;
  const changedOne = () => {
    count++;
    onChange?.();
  };
  let batched = false;
  /** `reconnect-early`: a stream's retry was rewritten, and no GET has come since. */
  let toldEarly = false;
  /** x-mcp-header names by tool and argument, from the tools/list answers seen. */
  const headerNames = new Map<string, Map<string, string>>();

  function forward(method: string, path: string, headers: Record<string, string | string[]>, body: Buffer): Promise<Forwarded> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: to.hostname, port: to.port, method, path, headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  function learnTools(answer: Forwarded): void {
    for (const m of messagesOf(answer)) {
      const tools = m.result?.tools;
      if (!Array.isArray(tools)) continue;
      for (const t of tools) {
        const names = new Map<string, string>();
        for (const [prop, s] of Object.entries((t?.inputSchema?.properties ?? {}) as Json))
          if (s && typeof s['x-mcp-header'] === 'string') names.set(prop, s['x-mcp-header']);
        if (typeof t?.name === 'string') headerNames.set(t.name, names);
      }
    }
  }

  /** The request as the mutation changes it; `true` when it changed anything. */
  function mutate(method: string, headers: Record<string, string | string[]>, message: Json | undefined): { body?: Json; changed: boolean } {
    const params = message?.params as Json | undefined;
    switch (mutation) {
      case 'cursor-reencode':
      case 'cursor-strip-padding': {
        if (typeof params?.cursor !== 'string') return { changed: false };
        const next = reencode(params.cursor, mutation === 'cursor-reencode' ? 'url' : 'strip');
        return next === params.cursor ? { changed: false } : { body: { ...message, params: { ...params, cursor: next } }, changed: true };
      }
      case 'state-reencode':
      case 'state-strip-padding': {
        if (typeof params?.requestState !== 'string') return { changed: false };
        const next = reencode(params.requestState, mutation === 'state-reencode' ? 'url' : 'strip');
        return next === params.requestState ? { changed: false } : { body: { ...message, params: { ...params, requestState: next } }, changed: true };
      }
      case 'param-raw-utf8': {
        let any = false;
        for (const [name, value] of Object.entries(headers)) {
          if (!/^mcp-(param-|name$)/.test(name) || typeof value !== 'string') continue;
          const raw = rawUtf8(value);
          if (raw === undefined) continue;
          headers[name] = raw;
          any = true;
        }
        return { changed: any };
      }
      case 'param-null-header': {
        if (message?.method !== 'tools/call' || !params?.arguments || typeof params.arguments !== 'object') return { changed: false };
        const names = headerNames.get(params.name) ?? new Map<string, string>();
        let any = false;
        for (const [arg, value] of Object.entries(params.arguments as Json)) {
          const header = names.get(arg);
          if (value !== null || !header) continue;
          headers[`mcp-param-${header.toLowerCase()}`] = 'null';
          any = true;
        }
        return { changed: any };
      }
      case 'resume-drop-accept':
        if (method !== 'GET' || headers['last-event-id'] === undefined) return { changed: false };
        headers.accept = 'application/json';
        return { changed: true };
      case 'drop-accept-sse':
        if (method !== 'POST' || typeof headers.accept !== 'string' || !headers.accept.includes('text/event-stream')) return { changed: false };
        headers.accept = 'application/json';
        return { changed: true };
      case 'drop-version-header':
        if (message?.method === 'initialize' || headers['mcp-protocol-version'] === undefined) return { changed: false };
        delete headers['mcp-protocol-version'];
        return { changed: true };
      case 'drop-session-id':
        if (message?.method === 'initialize' || headers['mcp-session-id'] === undefined) return { changed: false };
        delete headers['mcp-session-id'];
        return { changed: true };
      case 'version-header-mismatch':
        if (params?._meta?.['io.modelcontextprotocol/protocolVersion'] !== '2026-07-28' || headers['mcp-protocol-version'] === undefined)
          return { changed: false };
        headers['mcp-protocol-version'] = '2025-11-25';
        return { changed: true };
      default:
        return { changed: false };
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    let body = Buffer.concat(chunks);
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP.has(name)) headers[name] = value;
    headers.host = to.host;
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const parsed = body.length ? parse(body.toString('utf8')) : undefined;
    const message = parsed && !Array.isArray(parsed) ? parsed : undefined;

    if (toldEarly && method === 'GET') {
      toldEarly = false;
      changedOne();
    }
    const result = mutate(method, headers, message);
    if (result.changed) changedOne();
    if (result.body) body = Buffer.from(JSON.stringify(result.body), 'utf8');

    // `batch`: the first request after the handshake goes as a batch with a ping first; then alone, for the client to go on.
    const request = message && typeof message.method === 'string' && message.id !== undefined;
    if (mutation === 'batch' && !batched && request && !['initialize', 'server/discover'].includes(message.method)) {
      batched = true;
      changedOne();
      const ping = { jsonrpc: '2.0', id: 'wirecase-mutation-ping', method: 'ping', params: message.params?._meta ? { _meta: message.params._meta } : {} };
      await forward(method, path, headers, Buffer.from(JSON.stringify([message, ping]), 'utf8'));
    }

    const answer = await forward(method, path, headers, body);
    if (message?.method === 'tools/list') learnTools(answer);
    if (mutation === 'input-required-response' && message?.method === 'tools/call') {
      for (const m of messagesOf(answer)) {
        const asked = m.result?.resultType === 'input_required' ? m.result.inputRequests : undefined;
        if (!asked || typeof asked !== 'object') continue;
        for (const key of Object.keys(asked)) {
          const { 'mcp-method': _m, 'mcp-name': _n, ...plain } = headers;
          await forward('POST', path, plain, Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: key, result: { action: 'decline' } }), 'utf8'));
          changedOne();
        }
      }
    }
    let out = answer.body;
    if (mutation === 'reconnect-early' && String(answer.headers['content-type'] ?? '').includes('text/event-stream')) {
      const text = out.toString('utf8');
      const early = text.replace(/^retry: *\d+$/gm, 'retry: 0');
      // The change shows only if the client reconnects: counted at the GET that follows.
      if (early !== text) {
        toldEarly = true;
        out = Buffer.from(early, 'utf8');
      }
    }
    const back: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP.has(name)) back[name] = value;
    res.writeHead(answer.status, { ...back, 'content-length': String(out.length) });
    res.end(out);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${to.pathname}${to.search}`,
    mutated: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
