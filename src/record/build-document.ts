import { Document, isMap, isPair, isScalar, visit, type YAMLMap } from 'yaml';
import { contentType, parseJsonText } from '../http/content.js';
import { decodeSse, isEventStream } from '../http/sse.js';
import { findResponse, isResponse } from '../mcp/jsonrpc.js';
import type { ReceivedResponse } from '../model/exchange.js';
import { isSecretLookingName, SECRET_HEADERS } from '../model/secret-names.js';
import { literalText } from '../template/literal.js';

/** What the author asked `record` to send, before any secret is taken out. */
export interface RecordedAsk {
  /** Absolute URL the request went to. */
  url: string;
  method: string;
  /** Headers as the author gave them, in order. */
  headers: Array<[string, string]>;
  json?: unknown;
  rpc?: { method: string; params?: Record<string, unknown>; revision: string; id: number };
}

export interface DocumentOptions {
  id: string;
  title?: string;
  /** The `$schema` path to write on the first line. */
  schemaPath: string;
  /** The `docs/guide.md` reference to write in the header comment. */
  guidePath: string;
  /** How the run hint names the file (default FILE). */
  fileName?: string;
}

/** A secret the document needs as a variable, e.g. `token` for `Authorization: Bearer …`. */
export interface SecretVariable {
  name: string;
  /** Where it was found, for the comment: `header Authorization`, `query access_token`. */
  where: string;
}

export interface BuiltDocument {
  text: string;
  secrets: SecretVariable[];
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;
const SCHEME = /^(Bearer|Basic|Token|DPoP)\s+\S/i;

/**
 * A header, query parameter or JSON key whose value is a credential: the run's rule (`redact.ts`),
 * so what record turns into a variable is exactly what a run masks. Secret words count as whole
 * words only: `author` is copied as it is.
 */
export function isSecretName(name: string): boolean {
  return SECRET_HEADERS.has(name.toLowerCase()) || isSecretLookingName(name);
}

/**
 * One exchange → the text of a ready scenario document: the request as sent with every secret replaced
 * by a `{{ variable }}`, and an `expect` block from the real response that holds only what is stable
 * (status, content type, the shape of the JSON, the JSON-RPC version and resultType), so it passes again
 * against the same server and never copies a value that could be a secret.
 */
export function buildDocument(ask: RecordedAsk, response: ReceivedResponse, options: DocumentOptions): BuiltDocument {
  const secrets = new SecretNames();
  const url = new URL(ask.url);
  // A request step writes its query string as a `query:` mapping (the path stays in `url`); an rpc step has no `query:`.
  const query = ask.rpc ? undefined : queryMapping(url, secrets);
  const path = query ? url.pathname : documentPath(url, secrets);

  // Every text that is not a variable record made is written as a literal (template/literal.ts): what
  // the server answered (its JSON keys, its resultType) is data, and so is what the author sent, so a
  // `{{` in either is sent and checked as it is, never expanded when the document runs.
  const headers: Record<string, string> = {};
  for (const [name, value] of ask.headers) headers[literalText(name)] = isSecretName(name) ? secrets.header(name, value) : literalText(value);

  const data: Record<string, unknown> = { id: options.id, title: options.title ?? defaultTitle(ask, response) };
  if (ask.rpc) data.mcp = { revision: ask.rpc.revision };
  const step: Record<string, unknown> = ask.rpc
    ? { rpc: rpcStep(ask.rpc, url, path, headers, secrets) }
    : { request: requestStep(ask, path, query, headers, secrets) };
  step.expect = expectFrom(response, ask.rpc?.id);
  const suggested = ask.rpc ? undefined : suggestedCapture(ask, url, response);
  if (suggested) step.capture = { [suggested.name]: suggested.path };
  const list = secrets.list();
  if (list.length) {
    data.notApplicable = {
      if: list.map((s) => `!defined(${s.name})`).join(' || '),
      reason: `needs ${list.map((s) => s.name).join(', ')}: run with ${list.map((s) => `--var ${s.name}=...`).join(' ')}`,
    };
  }
  data.steps = [step];

  const doc = new Document(data);
  flowSmallMaps(doc);
  // A revision looks like a date to YAML 1.1 tools: quote it.
  const revision = doc.getIn(['mcp', 'revision'], true);
  if (isScalar(revision)) revision.type = 'QUOTE_DOUBLE';
  commentKeys(
    doc,
    ['steps', 0, 'expect', 'json'],
    (key) => key.endsWith('[0]'),
    (key) => ` The first item's shape (the list's items are likely alike): ${key} and its fields.`,
  );
  if (suggested)
    commentKeys(
      doc,
      ['steps', 0, 'capture'],
      (key) => key === suggested.name,
      () => ` A suggestion: the new resource's ${suggested.field}, for later steps as {{ ${suggested.name} }}. Delete it if no step needs it.`,
    );
  const body = doc.toString({ lineWidth: 0 });
  const runHint = `wirecase run ${options.fileName ?? 'FILE'} --base-url ${url.origin}${list.map((s) => ` --var ${s.name}=...`).join('')}`;
  const header = [
    `# yaml-language-server: $schema=${options.schemaPath}`,
    `# Recorded by \`wirecase record\` from ${ask.rpc ? `${ask.rpc.method} on ` : ''}${ask.method} ${url.origin}${url.pathname}.`,
    `# How to read and change it: ${options.guidePath}. Give it a real id and title, then keep`,
    "# only the checks that matter to you (the ones below are the response's shape, not its values).",
    `# Run it again: ${runHint}`,
    ...list.map((s) => `# The ${s.where} was not written here: it is the variable \`${s.name}\`.`),
  ];
  return { text: `${header.join('\n')}\n${body}`, secrets: list };
}

/** The document keeps the path (and query), so the same file runs against another server with --base-url. */
function documentPath(url: URL, secrets: SecretNames): string {
  const parts: string[] = [];
  for (const [name, value] of url.searchParams) {
    const written = isSecretName(name) ? secrets.plain(name, `query parameter ${name}`) : value;
    parts.push(`${encodeURIComponent(name)}=${written.startsWith('{{') ? written : encodeURIComponent(written)}`);
  }
  return url.pathname + (parts.length ? `?${parts.join('&')}` : '');
}

/**
 * `?page=2&tag=a&tag=b` → `{ page: "2", tag: [a, b] }`: a repeated name becomes a list, a secret one a
 * variable. Undefined when there is no query string.
 */
function queryMapping(url: URL, secrets: SecretNames): Record<string, string | string[]> | undefined {
  if (!url.search || url.search === '?') return undefined;
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const written = isSecretName(name) ? secrets.plain(name, `query parameter ${name}`) : literalText(value);
    const key = literalText(name);
    const had = query[key];
    query[key] = had === undefined ? written : Array.isArray(had) ? [...had, written] : [had, written];
  }
  return query;
}

/** The field of a created resource that names it: `id`, else the first `…Id` / `…_id` / `uuid`. */
const ID_FIELD = /^(?:uuid|.*(?:Id|_id|ID))$/;

/**
 * A POST whose JSON answer names what it created (`{ "id": 7, ... }`): a capture of that id, so a
 * later step can read, change or delete it. `id` at /items is `item_id`; `orderId` is `order_id`.
 */
function suggestedCapture(ask: RecordedAsk, url: URL, response: ReceivedResponse): { name: string; path: string; field: string } | undefined {
  if (ask.method.toUpperCase() !== 'POST') return undefined;
  const parsed = parseJsonText(Buffer.from(response.body).toString('utf8'));
  if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return undefined;
  const fields = Object.entries(parsed.value).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
  const field = (fields.find(([k]) => k === 'id') ?? fields.find(([k]) => ID_FIELD.test(k)))?.[0];
  if (field === undefined) return undefined;
  let name = variableName(field);
  if (field === 'id') {
    const segment = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
    const singular = /^[A-Za-z][A-Za-z0-9_-]*$/.test(segment) ? variableName(segment).replace(/ies$/, 'y').replace(/s$/, '') : '';
    name = singular ? `${singular}_id` : 'id';
  }
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || isSecretName(name)) return undefined;
  return { name, path: jsonPath('$', field), field };
}

/** A comment line above each key of the map at `path` that `wanted` picks. */
function commentKeys(doc: Document, path: ReadonlyArray<string | number>, wanted: (key: string) => boolean, comment: (key: string) => string): void {
  const map = doc.getIn(path, true);
  if (!isMap(map)) return;
  for (const pair of map.items) {
    if (isScalar(pair.key) && wanted(String(pair.key.value))) pair.key.commentBefore = comment(String(pair.key.value));
  }
}

/** Values under secret-looking keys (any depth) become variables. */
function scrubJson(value: unknown, secrets: SecretNames, key?: string): unknown {
  if (key !== undefined && isSecretName(key) && (typeof value === 'string' || typeof value === 'number')) return secrets.plain(key, `JSON field ${key}`);
  if (typeof value === 'string') return literalText(value);
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, secrets));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      Object.defineProperty(out, literalText(k), { value: scrubJson(v, secrets, k), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return value;
}

class SecretNames {
  private readonly found = new Map<string, SecretVariable>();

  /** `Authorization: Bearer x` → `Bearer {{ token }}`; other credential headers → `{{ x_api_key }}`. */
  header(name: string, value: string): string {
    const lower = name.toLowerCase();
    const base = lower === 'authorization' ? 'token' : lower === 'proxy-authorization' ? 'proxy_token' : variableName(lower);
    const variable = this.add(base, `header ${name}`);
    const scheme = SCHEME.exec(value);
    return scheme ? `${scheme[1]} {{ ${variable} }}` : `{{ ${variable} }}`;
  }

  plain(key: string, where: string): string {
    return `{{ ${this.add(variableName(key), where)} }}`;
  }

  private add(base: string, where: string): string {
    let name = base;
    for (let n = 2; this.found.has(name); n++) name = `${base}_${n}`;
    this.found.set(name, { name, where });
    return name;
  }

  list(): SecretVariable[] {
    return [...this.found.values()];
  }
}

/**
 * `X-Api-Key` → `api_key`, `clientSecret` → `client_secret`: words kept apart, so the variable's name
 * is as secret-looking as the field's (`clientsecret` would not be).
 */
function variableName(text: string): string {
  const snake = text.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2');
  const name = snake
    .toLowerCase()
    .replace(/^x-/, '')
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[a-z_]/.test(name) ? name : `v_${name}`;
}

/** An rpc step's `rpc:` block: the method, its params with secrets replaced, the path when not the base URL's, the headers. */
function rpcStep(rpc: NonNullable<RecordedAsk['rpc']>, url: URL, path: string, headers: Record<string, string>, secrets: SecretNames): Record<string, unknown> {
  const out: Record<string, unknown> = { method: literalText(rpc.method) };
  if (rpc.params !== undefined) out.params = scrubJson(rpc.params, secrets);
  if (path !== '/' || url.search) out.url = path;
  if (Object.keys(headers).length) out.headers = headers;
  return out;
}

function requestStep(
  ask: RecordedAsk,
  path: string,
  query: Record<string, unknown> | undefined,
  headers: Record<string, string>,
  secrets: SecretNames,
): Record<string, unknown> {
  const out: Record<string, unknown> = { method: ask.method, url: path };
  if (query && Object.keys(query).length) out.query = query;
  if (Object.keys(headers).length) out.headers = headers;
  if (ask.json !== undefined) out.json = scrubJson(ask.json, secrets);
  return out;
}

function defaultTitle(ask: RecordedAsk, response: ReceivedResponse): string {
  const what = ask.rpc ? `${ask.rpc.method}` : `${ask.method} ${new URL(ask.url).pathname}`;
  return `${what} answers ${response.status} (recorded; CHANGE ME: say what this proves)`;
}

/** The `expect` block: status, content type, and the JSON's shape. */
function expectFrom(response: ReceivedResponse, rpcId: number | undefined): Record<string, unknown> {
  const expect: Record<string, unknown> = { status: response.status };
  const type = contentType(response);
  const media = type.split(';')[0]!.trim();
  if (media) expect.headers = { 'content-type': { matches: `^${escapeRegex(media)}` } };

  const text = Buffer.from(response.body).toString('utf8');
  const events = isEventStream(type) ? decodeSse(response.body) : undefined;
  if (events?.length) expect.sse = { count: { gte: 1 } };
  const json = bodyJson(text, events, rpcId);
  if (json.ok) {
    const checks = jsonChecks(json.value, rpcId);
    if (Object.keys(checks).length) expect.json = checks;
  } else if (!events) {
    expect.body = text === '' ? '' : { length: { gte: 1 } };
  }
  return expect;
}

/** The JSON the checks read: an event stream's JSON-RPC response (by id), or the body parsed. */
function bodyJson(text: string, events: ReturnType<typeof decodeSse> | undefined, rpcId: number | undefined): { ok: true; value: unknown } | { ok: false } {
  if (events) {
    const found = rpcId === undefined ? undefined : findResponse(events, rpcId);
    return found ? { ok: true, value: found.message } : { ok: false };
  }
  const parsed = parseJsonText(text);
  return parsed.ok ? parsed : { ok: false };
}

/** A JSON-RPC response's checks; an object's fields' shapes; else the value's shape (and a list's first item's). */
function jsonChecks(value: unknown, rpcId: number | undefined): Record<string, unknown> {
  const checks: Record<string, unknown> = {};
  if (rpcId !== undefined && isResponse(value)) rpcChecks(value, rpcId, checks);
  else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, field] of Object.entries(value)) checks[jsonPath('$', key)] = shapeOf(field);
  } else {
    checks.$ = shapeOf(value);
    if (Array.isArray(value)) Object.assign(checks, firstItemChecks('$', value));
  }
  return checks;
}

function rpcChecks(message: Record<string, unknown>, rpcId: number, checks: Record<string, unknown>): void {
  if (message.jsonrpc === '2.0') checks['$.jsonrpc'] = '2.0';
  if (message.id === rpcId) checks['$.id'] = rpcId;
  if ('error' in message) {
    checks['$.result'] = { absent: true };
    const error = message.error as Record<string, unknown> | null;
    if (error && typeof error === 'object') {
      if (typeof error.code === 'number') checks['$.error.code'] = error.code;
      if ('message' in error) checks['$.error.message'] = shapeOf(error.message);
    }
    return;
  }
  checks['$.error'] = { absent: true };
  const result = message.result;
  if (result === null || typeof result !== 'object' || Array.isArray(result)) {
    checks['$.result'] = shapeOf(result);
    return;
  }
  for (const [key, value] of Object.entries(result)) {
    // resultType is part of the protocol (complete / incomplete), not data: the one exact value kept.
    checks[jsonPath('$.result', key)] = key === 'resultType' && typeof value === 'string' ? literalText(value) : shapeOf(value);
  }
}

/**
 * A list's first item: its type, and for an object the type of each of its fields
 * (`$[0]: { type: object }`, `$[0].id: { type: integer }`). Nothing for an empty list.
 */
function firstItemChecks(parent: string, list: unknown[]): Record<string, unknown> {
  if (!list.length) return {};
  const first = list[0];
  const at = `${parent}[0]`;
  const checks: Record<string, unknown> = { [at]: shapeOf(first) };
  if (first !== null && typeof first === 'object' && !Array.isArray(first))
    for (const [key, value] of Object.entries(first)) checks[jsonPath(at, key)] = shapeOf(value);
  return checks;
}

/** A matcher for a value's shape: its type, and for lists and texts that they are not empty. */
function shapeOf(value: unknown): Record<string, unknown> {
  if (value === null) return { type: 'null' };
  if (Array.isArray(value)) return value.length ? { type: 'array', length: { gte: 1 } } : { type: 'array' };
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number' };
  if (typeof value === 'string') return value.length ? { type: 'string', length: { gte: 1 } } : { type: 'string' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (typeof value === 'object') return { type: 'object' };
  return { exists: true };
}

/** A JSONPath to a key the server named, written as a literal (a key holding `{{` is no template). */
function jsonPath(parent: string, key: string): string {
  return literalText(IDENTIFIER.test(key) ? `${parent}.${key}` : `${parent}['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matchers and other small maps of plain values read best on one line: `{ type: string }`. */
const FLOW_KEYS = new Set(['mcp', 'notApplicable', 'sse', 'content-type', 'length', 'count']);

function flowSmallMaps(doc: Document): void {
  visit(doc, {
    Map(_key, node: YAMLMap, path) {
      const parent = path.at(-1);
      const key = isPair(parent) && isScalar(parent.key) ? String(parent.key.value) : undefined;
      if (key !== undefined && (key.startsWith('$') || FLOW_KEYS.has(key))) node.flow = true;
    },
  });
}
