/**
 * The benchmark's HTTP server, run in its own process (forked by run-bench) so that its work does not
 * share an event loop with the client being measured. Listens on 127.0.0.1, on a free port, and tells
 * the parent the port over IPC. Routes:
 *   GET /small   a small JSON body  {"ok":true,"n":42,"name":"wirecase-bench"}
 *   GET /big     a 1 MiB JSON body  {"ok":true,"n":42,"pad":"xxx…"}
 *   GET /slow    the small body after 20 ms (lets the concurrency probe see requests overlap)
 *   POST /token  reads {"token":"t<k>"} and answers {"ok":true,"token":"t<k+1>"} (ok false for any other body):
 *                each answer carries the token the next request must send (the whole-process chain, (f))
 *   GET /__stats requests served, peak number of requests in flight, connections that carried them, since the last reset
 *   GET /__reset resets those counters
 * The parent stops it by its handle (child.kill()).
 */
import http from 'node:http';

const SMALL = Buffer.from(JSON.stringify({ ok: true, n: 42, name: 'wirecase-bench' }));
const BIG_SIZE = 1 << 20;
const head = '{"ok":true,"n":42,"pad":"';
const tail = '"}';
const BIG = Buffer.from(head + 'x'.repeat(BIG_SIZE - head.length - tail.length) + tail);

let inFlight = 0;
let peak = 0;
let served = 0;
let connections = 0;
/** Sockets that have carried a benchmark request (control requests do not count). */
let seen = new WeakSet<object>();

/** POST /token: the next token of the chain, or ok false when the body does not carry one. */
function nextToken(body: string): { ok: boolean; token?: string } {
  let token: unknown;
  try {
    token = (JSON.parse(body) as { token?: unknown }).token;
  } catch {
    return { ok: false };
  }
  const k = typeof token === 'string' ? /^t(\d+)$/.exec(token)?.[1] : undefined;
  return k === undefined ? { ok: false } : { ok: true, token: `t${Number(k) + 1}` };
}

function send(res: http.ServerResponse, body: Buffer): void {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.byteLength });
  res.end(body);
}

const server = http.createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/__stats') return send(res, Buffer.from(JSON.stringify({ served, peak, connections })));
  if (path === '/__reset') {
    served = 0;
    peak = 0;
    connections = 0;
    seen = new WeakSet<object>();
    return send(res, Buffer.from('{"ok":true}'));
  }
  inFlight++;
  served++;
  if (!seen.has(req.socket)) {
    seen.add(req.socket);
    connections++;
  }
  if (inFlight > peak) peak = inFlight;
  res.once('close', () => inFlight--);
  if (path === '/token') {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.once('end', () => send(res, Buffer.from(JSON.stringify(nextToken(body)))));
    return;
  }
  // Drain any request body before answering (the benchmark sends none, but keep-alive needs it read).
  req.resume();
  req.once('end', () => {
    if (path === '/small') send(res, SMALL);
    else if (path === '/slow') setTimeout(() => send(res, SMALL), 20);
    else if (path === '/big') send(res, BIG);
    else {
      res.writeHead(404, { 'content-type': 'application/json', 'content-length': 12 });
      res.end('{"ok":false}');
    }
  });
});
server.keepAliveTimeout = 60_000;
server.headersTimeout = 65_000;

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ port });
});

process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
// If the parent dies, do not linger.
process.on('disconnect', () => process.exit(0));
