import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * A server that does what real servers sometimes do wrong, one path per misbehaviour: reset the
 * connection, lie about the body's length, send what is not HTTP, stream forever or one byte at a
 * time, say nothing at all, send a body too large, a gzip bomb, a body that is not what its type says,
 * answer a JSON-RPC call with the wrong id, redirect to itself. A few paths behave (`/numbers`,
 * `/early-hints`, `/repeated`) for the tests that need a well-formed answer from the same origin.
 *
 * Paths that write raw bytes do it on the request's socket and never finish `res`, so they close the
 * socket themselves (or leave it silent until the test's client gives up): Node would otherwise hold a
 * later request on that connection behind the unfinished response.
 */
export interface MisbehavingServer {
  url: string;
  /** Requests received per path (without the query), to see whether the client retried or followed. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** What `/gzip-bomb` inflates to: 1 GiB of zeros. On the wire it is about 1 MiB. */
export const GZIP_BOMB_INFLATED_BYTES = 1 << 30;

export async function startMisbehavingServer(): Promise<MisbehavingServer> {
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const hits = new Map<string, number>();
  /** Writes on an interval until the connection closes. */
  const every = (res: ServerResponse, ms: number, write: () => void) => {
    const timer = setInterval(write, ms);
    timers.add(timer);
    res.on('close', () => {
      clearInterval(timer);
      timers.delete(timer);
    });
  };
  const later = (ms: number, then: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      then();
    }, ms);
    timers.add(timer);
  };
  /** Raw bytes on the socket, then the socket closed (no `res` involved). */
  const raw = (req: IncomingMessage, text: string | Buffer) => req.socket.end(text);

  const routes: Record<string, (req: IncomingMessage, res: ServerResponse, query: URLSearchParams) => void> = {
    // -- the connection --
    '/reset': (req) => req.socket.resetAndDestroy(), // an RST before any byte of the response
    '/reset-mid-body': (req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }); // chunked: no length to compare with
      res.write('{"items":[1,2,3,');
      later(20, () => req.socket.resetAndDestroy());
    },
    '/silent': () => {}, // the request is read, then nothing: no status line, ever
    '/informational-then-silent': (req) => req.socket.write('HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n'), // a 1xx, then nothing
    // -- the framing --
    '/truncated': (req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
      res.write('{"partial":');
      later(20, () => req.socket.destroy());
    },
    '/length-short': (req) => {
      // More body than announced, and the surplus is a whole response: a client that kept the connection
      // would take it for the answer to its next request. The socket stays open for that.
      const smuggled = "HTTP/1.1 418 I'm a teapot\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}";
      req.socket.write(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{"ok":true${smuggled}`);
    },
    '/length-conflict': (req) => raw(req, 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\nContent-Length: 40\r\n\r\n{"ok":true}'),
    '/bad-chunk': (req) =>
      raw(req, 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"ok"\r\nzz\r\n:true}\r\n0\r\n\r\n'),
    '/not-http': (req) => raw(req, 'SSH-2.0-OpenSSH_9.6\r\nProtocol mismatch.\r\n'),
    '/endless-headers': (req) => {
      // Header lines without end: the client must stop at its header limit, not gather them forever.
      req.socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n');
      const line = `X-Filler: ${'f'.repeat(1000)}\r\n`;
      const timer = setInterval(() => req.socket.writable && req.socket.write(line.repeat(64)), 5);
      timers.add(timer);
      req.socket.on('close', () => clearInterval(timer));
    },
    '/redirect-loop': (_req, res) => {
      res.writeHead(302, { Location: '/redirect-loop' });
      res.end();
    },
    // -- event streams --
    '/endless-sse': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const event = `event: tick\ndata: ${JSON.stringify({ pad: 'p'.repeat(2000) })}\n\n`;
      every(res, 5, () => res.write(event));
    },
    '/sse-drip': (_req, res) => {
      // The right JSON-RPC response, one byte every 20 ms: always busy, never done in time.
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const bytes = Buffer.from(`event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', id: 1, result: { pad: 'p'.repeat(200) } })}\n\n`);
      let at = 0;
      every(res, 20, () => (at < bytes.length ? res.write(bytes.subarray(at, ++at)) : res.end()));
    },
    '/sse-wrong-id': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.end(`event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', id: 999, result: { ok: true } })}\n\n`);
    },
    '/sse-unterminated': (_req, res) => {
      // Lines that are no field, a data line that is not JSON, then the response without the blank
      // line that would dispatch it, and the stream ends: by the event-stream rules it was never sent.
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.end(`this line has no colon\n:comment\ndata: {not json\n\nevent: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', id: 1, result: { ok: true } })}`);
    },
    // -- the body --
    '/huge': (_req, res, query) => {
      // 1 GiB unless asked: a client that read it all instead of stopping at its limit would show.
      const size = Number(query.get('bytes') ?? 1 << 30);
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(size) });
      const chunk = Buffer.alloc(64 * 1024, 97);
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
          sent += piece.length;
          if (!res.write(piece)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    },
    '/gzip-bomb': (_req, res) => {
      const body = gzipBomb();
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
      res.end(body);
    },
    '/wrong-type': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('{"looks":"like json","n":0.5}');
    },
    '/not-json': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('<html>oops</html>');
    },
    '/bad-utf8': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"}')]));
    },
    '/deep-json': (_req, res, query) => {
      const depth = Number(query.get('depth') ?? 200_000);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('['.repeat(depth) + ']'.repeat(depth));
    },
    // -- well-formed answers --
    '/early-hints': (_req, res) => {
      // A 1xx informational answer first: the step's response is the 200 after it.
      res.writeEarlyHints({ link: '</style.css>; rel=preload; as=style' });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"after":"hints"}');
    },
    '/repeated': (_req, res) => {
      res.setHeader('Set-Cookie', ['a=1', 'b=2']);
      res.setHeader('X-Mixed-Case', 'Value');
      res.end('{}');
    },
    '/numbers': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"half":0.5,"one":1,"zero":0,"small":1e-7,"list":[0.25,0.5,0.75]}');
    },
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const route = routes[url.pathname];
    if (route) return route(req, res, url.searchParams);
    res.writeHead(404);
    res.end();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach((t) => clearTimeout(t));
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

let bomb: Buffer | undefined;
/**
 * A gzip stream that inflates to GZIP_BOMB_INFLATED_BYTES of zeros: 1,024 gzip members of 1 MiB each,
 * one after the other (a gzip file may hold several members; a decoder inflates them all). Built from
 * one compressed member, so making it costs a megabyte of compression, not a gigabyte.
 */
export function gzipBomb(): Buffer {
  if (!bomb) {
    const member = gzipSync(Buffer.alloc(1 << 20));
    bomb = Buffer.concat(Array.from({ length: GZIP_BOMB_INFLATED_BYTES / (1 << 20) }, () => member));
  }
  return bomb;
}
