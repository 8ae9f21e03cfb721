/**
 * A modern-only MCP client: it speaks 2026-07-28 and nothing else (no `initialize`, no session), on
 * raw `fetch`, written for issue 43 apart from the reference client (test/targets/mcp-client) and
 * from any SDK. It does what an application of that revision does: lists every page of tools, calls
 * each usable one with its inputSchema's defaults (x-mcp-header parameters mirrored into
 * `Mcp-Param-*`), answers `input_required` with a retry, retries once after -32022 when the
 * `supported` list names its version (else surfaces the error), and signs in with OAuth when the
 * server answers 401 (a 403 `insufficient_scope` gets at most two step-ups).
 *
 * Its twins (`MODERN_ONLY_FAULTS`, `FAULT=<name>` for main.ts) each break one sentence of a class of
 * issue 43; modern-only.test.ts shows the correct one has no failure and the twins are caught.
 */

import { createHash, randomBytes } from 'node:crypto';

export const MODERN_ONLY_FAULTS = {
  batch: 'sends its first tools/list as a JSON-RPC batch (a list of one), then alone when that is refused',
  'input-required-responses': 'answers input_required by POSTing a JSON-RPC response per input request, never retrying',
  'gives-up-on-32022': 'surfaces every UnsupportedProtocolVersionError, though the supported list names its version',
  'retries-refused-version': 'retries after UnsupportedProtocolVersionError with the version it sent, whatever the supported list says',
  'param-raw-utf8': 'sends a Mcp-Param-* value outside ASCII as its raw UTF-8 bytes',
  'param-null-header': 'sends an empty Mcp-Param-* header for a null argument',
  'state-padding-stripped': 'retries with requestState without its trailing = padding',
  'state-base64url': 'retries with requestState re-encoded as base64url',
  'cursor-padding-stripped': 'asks for the next page with the cursor without its trailing = padding',
  'cursor-base64url': 'asks for the next page with the cursor re-encoded as base64url',
  'endless-reauth': 'meets every 403 insufficient_scope with another authorization, without a limit',
} as const;

export type ModernOnlyFault = keyof typeof MODERN_ONLY_FAULTS | '';
export const MODERN_ONLY_FAULT_NAMES = Object.keys(MODERN_ONLY_FAULTS) as Array<keyof typeof MODERN_ONLY_FAULTS>;

const VERSION = '2026-07-28';
type Json = Record<string, any>;

/** Runs the client once against `url`; resolves when it is done, rejects with the error it would surface. */
export async function runModernOnlyClient(url: string, fault: ModernOnlyFault = ''): Promise<void> {
  await new ModernOnlyClient(url, fault).run();
}

/** base64url and no padding: what a client that decodes and re-encodes an opaque value sends. */
function reencode(value: string, how: 'strip' | 'url'): string {
  const stripped = value.replace(/=+$/, '');
  return how === 'strip' ? stripped : stripped.replace(/\+/g, '-').replace(/\//g, '_');
}

/** A header value per Value Encoding: visible ASCII as it is (unless it looks like the sentinel), else `=?base64?…?=`. */
function encodeHeader(value: string, fault: ModernOnlyFault): string {
  const safe = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(value);
  const looksEncoded = value.startsWith('=?base64?') && value.endsWith('?=');
  if (safe && !looksEncoded) return value;
  if (!safe && !looksEncoded && fault === 'param-raw-utf8') return Buffer.from(value, 'utf8').toString('latin1');
  return `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Annotated parameters reached through `properties` only, or undefined when any annotation breaks the rules. */
function mirrored(schema: Json | undefined): Array<{ path: string[]; name: string }> | undefined {
  const out: Array<{ path: string[]; name: string }> = [];
  let ok = true;
  const visit = (node: unknown, path: string[] | null): void => {
    if (!node || typeof node !== 'object') return;
    const s = node as Json;
    if ('x-mcp-header' in s) {
      const name = s['x-mcp-header'];
      const fits = path !== null && path.length > 0 && typeof name === 'string' && /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name);
      if (fits && ['string', 'integer', 'boolean'].includes(s.type)) out.push({ path, name });
      else ok = false;
    }
    for (const [key, value] of Object.entries(s)) {
      if (key === 'properties' && value && typeof value === 'object') {
        for (const [prop, sub] of Object.entries(value as Json)) visit(sub, path === null ? null : [...path, prop]);
      } else if (value && typeof value === 'object' && !['default', 'const', 'enum', 'examples', 'x-mcp-header'].includes(key)) {
        for (const sub of Array.isArray(value) ? value : [value]) visit(sub, null);
      }
    }
  };
  visit(schema ?? {}, []);
  const lower = out.map((p) => p.name.toLowerCase());
  return ok && new Set(lower).size === lower.length ? out : undefined;
}

interface Reply {
  status: number;
  headers: Headers;
  message?: Json;
}

class ModernOnlyClient {
  private id = 0;
  private token: string | undefined;
  private scopes = new Set<string>();
  private stepUps = 0;

  constructor(
    private readonly url: string,
    private readonly fault: ModernOnlyFault,
  ) {}

  async run(): Promise<void> {
    const tools = await this.allTools();
    for (const tool of tools) {
      const params = mirrored(tool.inputSchema);
      if (params === undefined || typeof tool.name !== 'string') continue; // a tool whose annotations break the rules is left out
      await this.call(tool, params);
    }
  }

  private meta(version: string): Json {
    return {
      'io.modelcontextprotocol/protocolVersion': version,
      'io.modelcontextprotocol/clientCapabilities': { elicitation: {} },
      'io.modelcontextprotocol/clientInfo': { name: 'modern-only-fixture', version: '0.1.0' },
    };
  }

  /** One JSON-RPC request; after -32022 once more with a version of the `supported` list it speaks, else the error surfaces. */
  private async request(method: string, params: Json, extra: Record<string, string> = {}, batch = false): Promise<Json | undefined> {
    let version = VERSION;
    for (let attempt = 0; attempt < 2; attempt++) {
      const reply = await this.send(method, params, version, extra, batch);
      batch = false;
      const error = reply.message?.error;
      if (!error) return reply.message?.result;
      if (error.code !== -32022) throw new Error(`${method}: ${error.code} ${error.message}`);
      const supported: unknown[] = Array.isArray(error.data?.supported) ? error.data.supported : [];
      if (this.fault === 'gives-up-on-32022' || attempt > 0) throw new Error(`${method}: no compatible protocol version (${supported.join(', ')})`);
      if (this.fault !== 'retries-refused-version' && !supported.includes(VERSION))
        throw new Error(`${method}: the server supports ${supported.join(', ')}, not ${VERSION}`);
      version = VERSION;
    }
    return undefined;
  }

  private async send(method: string, params: Json, version: string, extra: Record<string, string>, batch: boolean): Promise<Reply> {
    const id = ++this.id;
    const message = { jsonrpc: '2.0', id, method, params: { ...params, _meta: this.meta(version) } };
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': version,
      'mcp-method': method,
      ...extra,
    };
    if (typeof params.name === 'string') headers['mcp-name'] = encodeHeader(params.name, '');
    const reply = await this.post(JSON.stringify(batch ? [message] : message), headers, id);
    // A batch refused (no answer to the message): the message again, alone.
    if (batch && !reply.message) return this.send(method, params, version, extra, false);
    return reply;
  }

  private async post(body: string, headers: Record<string, string>, id?: number): Promise<Reply> {
    const response = await this.authorized(() =>
      fetch(this.url, { method: 'POST', headers: { ...headers, ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) }, body }),
    );
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    let messages: Json[] = [];
    if (type.includes('text/event-stream')) {
      for (const event of text.split(/\r?\n\r?\n/)) {
        const data = event
          .split(/\r?\n/)
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trimStart())
          .join('\n');
        if (data) messages.push(...parse(data));
      }
    } else messages = parse(text);
    const message = messages.find((m) => m && (m.id === id || id === undefined) && ('result' in m || 'error' in m));
    return { status: response.status, headers: response.headers, ...(message ? { message } : {}) };
  }

  private async allTools(): Promise<Json[]> {
    const tools: Json[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const result = await this.request('tools/list', cursor === undefined ? {} : { cursor }, {}, page === 0 && this.fault === 'batch');
      if (!result) break;
      if (Array.isArray(result.tools)) tools.push(...result.tools);
      if (typeof result.nextCursor !== 'string') break;
      cursor = result.nextCursor;
      if (this.fault === 'cursor-padding-stripped') cursor = reencode(cursor, 'strip');
      if (this.fault === 'cursor-base64url') cursor = reencode(cursor, 'url');
    }
    return tools;
  }

  private async call(tool: Json, params: Array<{ path: string[]; name: string }>): Promise<void> {
    const args: Json = {};
    for (const [name, schema] of Object.entries((tool.inputSchema?.properties ?? {}) as Json)) if (schema && 'default' in schema) args[name] = schema.default;
    const headers: Record<string, string> = {};
    for (const { path, name } of params) {
      let value: unknown = args;
      for (const key of path) value = value && typeof value === 'object' ? (value as Json)[key] : undefined;
      if (value === undefined) continue;
      if (value === null) {
        if (this.fault === 'param-null-header') headers[`mcp-param-${name}`] = '';
        continue;
      }
      headers[`mcp-param-${name}`] = typeof value === 'string' ? encodeHeader(value, this.fault) : String(value);
    }
    let request: Json = { name: tool.name, arguments: args };
    for (let round = 0; round < 4; round++) {
      const result = await this.request('tools/call', request, headers);
      if (result?.resultType !== 'input_required') return;
      const asked = (result.inputRequests && typeof result.inputRequests === 'object' ? result.inputRequests : {}) as Json;
      const answers = Object.fromEntries(Object.entries(asked).map(([key, r]) => [key, r?.method === 'roots/list' ? { roots: [] } : { action: 'decline' }]));
      if (this.fault === 'input-required-responses') {
        for (const [key, answer] of Object.entries(answers))
          await this.post(JSON.stringify({ jsonrpc: '2.0', id: key, result: answer }), {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'mcp-protocol-version': VERSION,
          });
        return;
      }
      request = { name: tool.name, arguments: args, ...(Object.keys(answers).length ? { inputResponses: answers } : {}) };
      if (typeof result.requestState === 'string') {
        let state: string = result.requestState;
        if (this.fault === 'state-padding-stripped') state = reencode(state, 'strip');
        if (this.fault === 'state-base64url') state = reencode(state, 'url');
        request.requestState = state;
      }
    }
  }

  /** A 401: sign in, then the request again; a 403 insufficient_scope: step up (at most twice in the run), then again. */
  private async authorized(send: () => Promise<Response>): Promise<Response> {
    let response = await send();
    if (response.status === 401) {
      await response.body?.cancel();
      await this.signIn(challenge(response.headers.get('www-authenticate')));
      response = await send();
    }
    while (response.status === 403) {
      const asked = challenge(response.headers.get('www-authenticate'));
      if (asked.error !== 'insufficient_scope' || (this.stepUps >= 2 && this.fault !== 'endless-reauth') || this.stepUps >= 40) break;
      await response.body?.cancel();
      this.stepUps++;
      await this.signIn(asked);
      response = await send();
    }
    return response;
  }

  /** OAuth 2.1 with PKCE S256: protected-resource metadata, authorization server metadata, registration, code, token. */
  private async signIn(asked: Record<string, string>): Promise<void> {
    const mcp = new URL(this.url);
    const resourceUrls = [
      ...(asked.resource_metadata ? [asked.resource_metadata] : []),
      `${mcp.origin}/.well-known/oauth-protected-resource${mcp.pathname === '/' ? '' : mcp.pathname}`,
      `${mcp.origin}/.well-known/oauth-protected-resource`,
    ];
    const resource = await firstJson(resourceUrls);
    const issuer = resource?.authorization_servers?.[0];
    if (typeof issuer !== 'string') throw new Error('no authorization server named');
    const at = new URL(issuer);
    const tail = at.pathname === '/' ? '' : at.pathname.replace(/\/$/, '');
    const metadataUrls = tail
      ? [
          `${at.origin}/.well-known/oauth-authorization-server${tail}`,
          `${at.origin}/.well-known/openid-configuration${tail}`,
          `${at.origin}${tail}/.well-known/openid-configuration`,
        ]
      : [`${at.origin}/.well-known/oauth-authorization-server`, `${at.origin}/.well-known/openid-configuration`];
    let server: Json | undefined;
    for (const candidate of metadataUrls) {
      server = await firstJson([candidate]);
      if (server) break;
    }
    if (!server || server.issuer !== issuer) throw new Error('authorization server metadata missing or for another issuer');
    if (!Array.isArray(server.code_challenge_methods_supported) || !server.code_challenge_methods_supported.includes('S256')) throw new Error('no PKCE S256');
    const redirect = 'http://127.0.0.1:43111/callback';
    if (typeof server.registration_endpoint !== 'string') throw new Error('no registration endpoint');
    const registered = (await (
      await fetch(server.registration_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_name: 'modern-only-fixture',
          redirect_uris: [redirect],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'none',
          application_type: 'native',
        }),
      })
    ).json()) as Json;
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(12).toString('base64url');
    for (const s of (asked.scope ?? '').split(' ').filter(Boolean)) this.scopes.add(s);
    const target = typeof resource?.resource === 'string' ? resource.resource : this.url;
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: registered.client_id,
      redirect_uri: redirect,
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      resource: target,
    });
    if (this.scopes.size) query.set('scope', [...this.scopes].join(' '));
    const answer = await fetch(`${server.authorization_endpoint}?${query}`, { redirect: 'manual' });
    await answer.body?.cancel();
    const back = new URL(answer.headers.get('location') ?? 'http://invalid/');
    const iss = back.searchParams.get('iss');
    if ((iss === null && server.authorization_response_iss_parameter_supported === true) || (iss !== null && iss !== server.issuer))
      throw new Error('iss does not name the issuer');
    if (back.searchParams.get('state') !== state || !back.searchParams.get('code')) throw new Error('no code');
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: redirect,
      client_id: registered.client_id,
      code_verifier: verifier,
      resource: target,
    });
    const tokens = (await (
      await fetch(server.token_endpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form })
    ).json()) as Json;
    if (typeof tokens.access_token !== 'string') throw new Error('no token');
    this.token = tokens.access_token;
  }
}

function parse(text: string): Json[] {
  try {
    const value = JSON.parse(text);
    return (Array.isArray(value) ? value : [value]).filter((m) => m && typeof m === 'object');
  } catch {
    return [];
  }
}

function challenge(header: string | null): Record<string, string> {
  return Object.fromEntries([...(header ?? '').matchAll(/([A-Za-z_]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

async function firstJson(urls: string[]): Promise<Json | undefined> {
  for (const url of urls) {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (response.ok) return (await response.json()) as Json;
    await response.body?.cancel();
  }
  return undefined;
}
