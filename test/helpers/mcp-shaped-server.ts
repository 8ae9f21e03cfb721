import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Received {
  /** Header names exactly as they arrived, with values. */
  rawHeaders: Array<[string, string]>;
  body: string;
}

/**
 * A small MCP-shaped server for the protocol layer's tests. It records the exact bytes of each
 * request's headers and body, and answers by JSON-RPC method with JSON, event streams (finished,
 * endless, with the wrong id, with garbage), pages, or a session.
 */
export async function startMcpShapedServer(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const rawHeaders: Array<[string, string]> = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) rawHeaders.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
      received.push({ rawHeaders, body: text });
      let message: { id?: number | string; method?: string; params?: Record<string, unknown> };
      try {
        message = JSON.parse(text);
      } catch {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
      }
      if (message.id === undefined) {
        res.writeHead(202);
        return res.end();
      }
      const reply = (result: unknown) => JSON.stringify({ jsonrpc: '2.0', id: message.id, result });
      const sse = () => res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const progress = (n: number) =>
        `event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/progress', params: { progress: n } })}\n\n`;
      switch (message.method) {
        case 'initialize':
          res.writeHead(200, { 'Content-Type': 'application/json', 'Mcp-Session-Id': 'sess-1' });
          return res.end(reply({ protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 'shaped', version: '1' } }));
        case 'sse/progress': {
          // The response comes after two notifications, and the stream then stays open: reading must stop at the response.
          sse();
          res.write(`${progress(1) + progress(2)}event: message\ndata: ${reply({ done: true })}\n\n`);
          const t = setInterval(() => res.write(': keep-alive\n\n'), 20);
          timers.add(t);
          res.on('close', () => clearInterval(t));
          return;
        }
        case 'sse/progress-repeat':
          // Progress that does not increase: 2, then 2 again.
          sse();
          return res.end(`${progress(2) + progress(2)}event: message\ndata: ${reply({ done: true })}\n\n`);
        case 'sse/never': {
          sse();
          const t = setInterval(() => res.write(progress(0)), 20);
          timers.add(t);
          res.on('close', () => clearInterval(t));
          return;
        }
        case 'sse/wrong-id':
          sse();
          return res.end(`data: ${JSON.stringify({ jsonrpc: '2.0', id: 999, result: {} })}\n\n`);
        case 'sse/garbage':
          sse();
          return res.end(`data: not json at all\n\ndata: {"half\n\n: comment\r\ndata: ${reply({ ok: 1 })}\r\n\r\n`);
        case 'sse/ids':
          sse();
          return res.end(`id: 1\ndata: ${reply({})}\n\n`);
        case 'sse/huge':
          sse();
          for (let i = 0; i < 2000; i++) res.write(`data: ${'x'.repeat(1000)}\n\n`);
          return res.end();
        case 'list': {
          const page = Number(message.params?.cursor ?? 0);
          const result: Record<string, unknown> = { tools: [{ name: `t${page * 2}` }, { name: `t${page * 2 + 1}` }], ttlMs: 1000 };
          if (page < 2) result.nextCursor = String(page + 1);
          res.writeHead(200, { 'Content-Type': 'application/json' });
          return res.end(reply(result));
        }
        case 'loop':
          res.writeHead(200, { 'Content-Type': 'application/json' });
          return res.end(reply({ tools: [], nextCursor: 'same' }));
        default:
          res.writeHead(200, { 'Content-Type': 'application/json' });
          return res.end(reply({ echo: message.params ?? null }));
      }
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach((t) => clearInterval(t));
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
