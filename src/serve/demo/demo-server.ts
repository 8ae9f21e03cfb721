import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyBudget, BUSY_MESSAGE, readBody } from '../http/body.js';
import { listen } from '../http/listen.js';
import { sendEmpty, sendJson, sendText } from '../http/reply.js';

/**
 * A small HTTP API to learn wirecase on: the target of scenarios/examples/. A JSON resource with
 * create/read/delete, an echo of exactly what was sent, plain text, a finite event stream and one
 * that never ends (`/ticks`), a token endpoint, a flaky endpoint for retries. State lives in memory per server.
 */
export interface DemoServer {
  url: string;
  close(): Promise<void>;
}

interface Item {
  id: number;
  name: string;
  price: number;
  tags: string[];
}

const MAX_BODY = 1 << 20;
/** What the server keeps at most, so no client grows it without bound: items (the oldest forgotten first), their bytes, `/flaky` keys. */
const MAX_ITEMS = 1000;
const MAX_ITEM_BYTES = 16 << 20;
const MAX_FLAKY_KEYS = 1000;
/** The bytes all request bodies being read may hold together; past it a request gets 503. */
const BODIES_IN_FLIGHT_BYTES = 32 << 20;
const DEMO_TOKEN = 'demo-token-7f3a9c';

export async function startDemoServer(options: { host?: string; port?: number } = {}): Promise<DemoServer> {
  const state: DemoState = { items: new Map(), itemBytes: 0, nextId: 1, flakyCalls: new Map(), budget: new BodyBudget(BODIES_IN_FLIGHT_BYTES) };

  // A Host that does not name this server gets 421 from `listen` (no DNS rebinding).
  const listening = await listen((req, res) => void answer(req, res, state).catch(() => res.destroy()), {
    host: options.host ?? '127.0.0.1',
    ...(options.port !== undefined ? { port: options.port } : {}),
  });
  return { url: listening.origin, close: listening.close };
}

async function answer(req: IncomingMessage, res: ServerResponse, state: DemoState): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://demo');
  const read = await readBody(req, MAX_BODY, state.budget);
  if (!read.ok) return read.busy ? send(res, 503, { error: BUSY_MESSAGE }) : send(res, 413, { error: 'body too large' });
  const body = read.body.toString('utf8');
  const route = `${req.method} ${url.pathname}`;
  const call: DemoCall = { req, res, url, body, state };
  const handler = Object.hasOwn(ROUTES, route) ? ROUTES[route] : undefined;
  if (handler) return handler(call);
  if (itemRoute(call)) return;
  if (url.pathname === '/echo') {
    // Exactly what arrived: lets a scenario prove what wirecase sent (and did not send).
    return send(res, 200, { method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body });
  }
  return send(res, 404, { error: `no route ${route}` });
}

/** What the server remembers between requests. */
interface DemoState {
  items: Map<number, Item & { bytes?: number }>;
  /** The bytes the items hold, about (their bodies' lengths). */
  itemBytes: number;
  budget: BodyBudget;
  nextId: number;
  /** Calls of `/flaky` so far, by `key`. */
  flakyCalls: Map<string, number>;
}

interface DemoCall {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  body: string;
  state: DemoState;
}

/** The routes with a fixed method and path (`/items/<id>` and `/echo` are matched after them). */
const ROUTES: Record<string, (call: DemoCall) => void> = {
  'GET /health': ({ res }) => send(res, 200, { status: 'ok' }),
  'GET /items': ({ res, state }) => send(res, 200, { items: [...state.items.values()].map(itemOf), count: state.items.size }),
  'POST /items': createItem,
  'POST /token': ({ res, body }) => {
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'client_credentials' || form.get('client_secret') !== 'demo-secret') return send(res, 401, { error: 'invalid_client' });
    send(res, 200, { access_token: DEMO_TOKEN, token_type: 'Bearer', expires_in: 3600 });
  },
  'GET /text': ({ res }) => sendText(res, 200, 'wirecase demo\nversion=1.4.2\n'),
  'GET /events': ({ res }) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    for (let i = 1; i <= 3; i++) res.write(`event: tick\ndata: {"n":${i}}\n\n`);
    res.end();
  },
  'GET /ticks': ({ res }) => {
    // An event stream that stays open: a tick every 100 ms until the client goes.
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    let n = 0;
    const timer = setInterval(() => res.write(`event: tick\ndata: {"n":${++n}}\n\n`), 100);
    res.on('close', () => clearInterval(timer));
  },
  'GET /cookies': ({ res }) => {
    res.setHeader('Set-Cookie', ['a=1; Path=/', 'b=2; Path=/']);
    send(res, 200, { ok: true });
  },
  'GET /flaky': ({ res, url, state }) => {
    // Fails with 503 the first `failures` times for a given key, then succeeds.
    const key = url.searchParams.get('key') ?? 'default';
    const failures = Number(url.searchParams.get('failures') ?? 2);
    const calls = (state.flakyCalls.get(key) ?? 0) + 1;
    state.flakyCalls.set(key, calls);
    if (state.flakyCalls.size > MAX_FLAKY_KEYS) state.flakyCalls.delete(state.flakyCalls.keys().next().value as string);
    if (calls <= failures) send(res, 503, { state: 'starting', calls });
    else send(res, 200, { state: 'ready', calls });
  },
  'GET /slow': ({ res, url }) => {
    const ms = Math.min(Number(url.searchParams.get('ms') ?? 1000), 60_000);
    setTimeout(() => send(res, 200, { waited: ms }), ms);
  },
};

/** `GET` and `DELETE /items/<id>`; false for any other request. */
function itemRoute({ req, res, url, state }: DemoCall): boolean {
  const itemMatch = /^\/items\/(\d+)$/.exec(url.pathname);
  if (!itemMatch) return false;
  if (req.method === 'GET') {
    const item = state.items.get(Number(itemMatch[1]));
    if (item) send(res, 200, itemOf(item));
    else send(res, 404, { error: `no item ${itemMatch[1]}` });
    return true;
  }
  if (req.method === 'DELETE') {
    const item = state.items.get(Number(itemMatch[1]));
    if (item) {
      state.items.delete(item.id);
      state.itemBytes -= item.bytes ?? 0;
      send(res, 204);
    } else send(res, 404, { error: `no item ${itemMatch[1]}` });
    return true;
  }
  return false;
}

/** Needs the demo's bearer token, a text `name` and a number `price`. */
function createItem({ req, res, body, state }: DemoCall): void {
  if (req.headers.authorization !== `Bearer ${DEMO_TOKEN}`) {
    res.setHeader('WWW-Authenticate', 'Bearer realm="demo"');
    send(res, 401, { error: 'missing or wrong bearer token' });
    return;
  }
  const input = parseJson(body);
  if (!input || typeof input.name !== 'string' || typeof input.price !== 'number') {
    send(res, 400, { error: 'name (text) and price (number) are required' });
    return;
  }
  const item: Item = { id: state.nextId++, name: input.name, price: input.price, tags: Array.isArray(input.tags) ? input.tags.map(String) : [] };
  state.items.set(item.id, { ...item, bytes: body.length });
  state.itemBytes += body.length;
  for (const [id, old] of state.items) {
    if (state.items.size <= MAX_ITEMS && state.itemBytes <= MAX_ITEM_BYTES) break;
    if (id === item.id) break;
    state.items.delete(id);
    state.itemBytes -= old.bytes ?? 0;
  }
  res.setHeader('Location', `/items/${item.id}`);
  send(res, 201, item);
}

/** An item as the API shows it (without the bytes it is counted as). */
function itemOf({ bytes: _bytes, ...item }: Item & { bytes?: number }): Item {
  return item;
}

function send(res: ServerResponse, status: number, json?: unknown): void {
  if (json === undefined) sendEmpty(res, status);
  else sendJson(res, status, json);
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}
