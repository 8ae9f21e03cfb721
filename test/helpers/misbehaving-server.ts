import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A server that does what real servers sometimes do: reset the connection, send less body than
 * announced, stream events forever, send a huge body, lie about its content type, repeat headers,
 * send a 1xx informational answer before the real one.
 */
export async function startMisbehavingServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/reset':
        req.socket.destroy();
        return;
      case '/truncated':
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
        res.write('{"partial":');
        setTimeout(() => req.socket.destroy(), 20);
        return;
      case '/endless-sse': {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        const timer = setInterval(() => res.write('event: tick\ndata: {}\n\n'), 10);
        timers.add(timer);
        res.on('close', () => clearInterval(timer));
        return;
      }
      case '/huge': {
        const size = Number(url.searchParams.get('bytes') ?? 20 << 20);
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
        return;
      }
      case '/early-hints':
        // A 1xx informational answer first: the step's response is the 200 after it.
        res.writeEarlyHints({ link: '</style.css>; rel=preload; as=style' });
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"after":"hints"}');
        return;
      case '/wrong-type':
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end('{"looks":"like json","n":0.5}');
        return;
      case '/not-json':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('<html>oops</html>');
        return;
      case '/repeated':
        res.setHeader('Set-Cookie', ['a=1', 'b=2']);
        res.setHeader('X-Mixed-Case', 'Value');
        res.end('{}');
        return;
      case '/slow':
        timers.add(setTimeout(() => res.end('{"late":true}'), Number(url.searchParams.get('ms') ?? 2000)));
        return;
      case '/numbers':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"half":0.5,"one":1,"zero":0,"small":1e-7,"list":[0.25,0.5,0.75]}');
        return;
      default:
        res.writeHead(404);
        res.end();
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach((t) => clearTimeout(t));
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
