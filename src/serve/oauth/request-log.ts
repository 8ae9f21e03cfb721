/**
 * The request log: every request a client made to either server, in order, so a document can judge
 * the client (did it send `resource` in both requests, a PKCE verifier, a Bearer on every MCP request).
 * Credentials are masked when an entry is made, by the project's one rule (model/secret-names.ts):
 * the Authorization header, `client_secret`, `refresh_token`, an `access_token` in a query string.
 */

import { isSecretHeader, isSecretOAuthParam, MASK } from '../../model/secret-names.js';

/** Which part of the flow a request reached. */
export type Endpoint = 'mcp' | 'resource-metadata' | 'auth-server-metadata' | 'authorize' | 'token' | 'register' | 'jwks' | 'not-found';

/** What the MCP endpoint made of the request's access token. */
export interface TokenCheck {
  outcome: 'accepted' | 'missing' | 'invalid' | 'insufficient_scope' | 'in-query';
  /** Why a token was refused (a wrong audience, a bad signature, expired). */
  reason?: string;
  /** The scope the token carries (not a secret). */
  scope?: string;
}

export interface OAuthLogEntry {
  /** 1, 2, … in arrival order, across both servers. */
  seq: number;
  server: 'resource' | 'authorization';
  endpoint: Endpoint;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  /** Lower-case names; credentials masked. */
  headers: Record<string, string>;
  /** An application/x-www-form-urlencoded body, credentials masked. */
  form?: Record<string, string | string[]>;
  /** A JSON body (registration), credential-named fields masked. */
  json?: unknown;
  /** The JSON-RPC method of an MCP request. */
  rpcMethod?: string;
  token?: TokenCheck;
  status: number;
  /** The OAuth error the answer carried (`invalid_grant`, `invalid_target`, …). */
  error?: string;
  /** Why, in words. */
  detail?: string;
  /** When the request came and when it was answered: ms of the process clock (`performance.now()`). */
  receivedAt?: number;
  answeredAt?: number;
  /** An MCP request handed to an upstream (a client-role document's judging server): its number there. */
  ref?: number;
}

export interface OAuthLogSnapshot {
  count: number;
  dropped: number;
  /** 403 insufficient_scope answers sent (the step-up challenges). */
  stepUpChallenges: number;
  /** Authorization requests that came after the first step-up challenge (the client's retries). */
  stepUpRetries: number;
  entries: OAuthLogEntry[];
}

export function maskParams(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, raw] of params) {
    const value = isSecretOAuthParam(name) ? MASK : raw;
    const had = out[name];
    out[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return out;
}

export function maskHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name] = isSecretHeader(name) ? MASK : Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** A JSON value with every credential-named field masked, at any depth. */
export function maskJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSecretOAuthParam(k) ? MASK : maskJson(v)]));
  }
  return value;
}

export class OAuthRequestLog {
  private list: OAuthLogEntry[] = [];
  private next = 1;
  private droppedCount = 0;
  private challenges = 0;
  private retries = 0;

  constructor(private readonly maxEntries: number) {}

  add(entry: Omit<OAuthLogEntry, 'seq'>): OAuthLogEntry {
    const full = { seq: this.next++, ...entry };
    if (entry.token?.outcome === 'insufficient_scope') this.challenges += 1;
    else if (entry.endpoint === 'authorize' && this.challenges > 0) this.retries += 1;
    this.list.push(full);
    if (this.list.length > this.maxEntries) {
      this.list.shift();
      this.droppedCount += 1;
    }
    return full;
  }

  /** Entries dropped because the log was full. */
  get dropped(): number {
    return this.droppedCount;
  }

  /** Every entry kept, oldest first. */
  entries(): OAuthLogEntry[] {
    return [...this.list];
  }

  /** The entries that reached one endpoint. */
  at(endpoint: Endpoint): OAuthLogEntry[] {
    return this.list.filter((e) => e.endpoint === endpoint);
  }

  snapshot(): OAuthLogSnapshot {
    return { count: this.list.length, dropped: this.droppedCount, stepUpChallenges: this.challenges, stepUpRetries: this.retries, entries: this.entries() };
  }

  clear(): void {
    this.list = [];
    this.droppedCount = 0;
    this.challenges = 0;
    this.retries = 0;
  }
}
