/**
 * Who may ask for a code: pre-registered clients, clients registered dynamically (RFC 7591), and
 * clients whose client_id is the URL of their metadata document (OAuth Client ID Metadata Document).
 */

import { fetchMetadataDocument } from './metadata-fetch.js';
import type { PreRegisteredClient, ResolvedOptions } from './options.js';
import { opaque } from './tokens.js';

export interface KnownClient {
  clientId: string;
  secret?: string;
  redirectUris: string[];
  how: 'pre-registered' | 'dynamic' | 'metadata-document';
}

export type ClientLookup = { ok: true; client: KnownClient } | { ok: false; error: string; detail: string };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Dynamically registered clients kept at most; the oldest is forgotten past it (no client grows the registry without bound). */
export const MAX_DYNAMIC_CLIENTS = 10_000;

function fail(error: string, detail: string): { ok: false; error: string; detail: string } {
  return { ok: false, error, detail };
}

/** A client_id that names a metadata document: https with a path, or loopback http when allowed. */
export function isMetadataDocumentId(clientId: string, loopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return false;
  }
  if (url.pathname === '/' || url.pathname === '') return false;
  if (url.protocol === 'https:') return true;
  return loopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string') ? value : undefined;
}

export class ClientRegistry {
  private readonly clients = new Map<string, KnownClient>();
  private readonly dynamic: string[] = [];

  constructor(private readonly options: ResolvedOptions) {
    for (const c of options.preRegistered) this.clients.set(c.client_id, fromPreRegistered(c));
  }

  /** RFC 7591 §3: registers the metadata a client posted, or says why not (§3.2.2). */
  register(body: unknown): { status: number; json: Record<string, unknown> } {
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return { status: 400, json: { error: 'invalid_client_metadata', error_description: 'the body must be a JSON object of client metadata' } };
    }
    const metadata = body as Record<string, unknown>;
    const redirectUris = stringList(metadata.redirect_uris);
    if (!redirectUris) return { status: 400, json: { error: 'invalid_redirect_uri', error_description: 'redirect_uris must be a non-empty list of URIs' } };
    const method = typeof metadata.token_endpoint_auth_method === 'string' ? metadata.token_endpoint_auth_method : 'client_secret_basic';
    const client: KnownClient = { clientId: opaque(12), redirectUris, how: 'dynamic' };
    if (method !== 'none') client.secret = opaque();
    this.clients.set(client.clientId, client);
    this.dynamic.push(client.clientId);
    if (this.dynamic.length > MAX_DYNAMIC_CLIENTS) this.clients.delete(this.dynamic.shift()!);
    const json: Record<string, unknown> = {
      ...metadata,
      client_id: client.clientId,
      client_id_issued_at: Math.floor(Date.now() / 1000),
      token_endpoint_auth_method: method,
    };
    if (client.secret) {
      json.client_secret = client.secret;
      json.client_secret_expires_at = 0;
    }
    return { status: 201, json };
  }

  /** The client a client_id names, fetching its metadata document when the id is a URL. */
  async find(clientId: string | null): Promise<ClientLookup> {
    if (!clientId) return fail('invalid_request', 'client_id is missing');
    const known = this.clients.get(clientId);
    if (known) return { ok: true, client: known };
    if (this.options.clientMetadataDocuments && isMetadataDocumentId(clientId, this.options.loopbackClientIds)) return this.fetchDocument(clientId);
    if (this.options.clientMetadataDocuments && URL.canParse(clientId)) {
      return fail('invalid_client', `client_id ${clientId} is a URL but not an https URL with a path (the metadata document rule)`);
    }
    return fail('invalid_client', `unknown client_id ${clientId}`);
  }

  private async fetchDocument(url: string): Promise<ClientLookup> {
    const fetched = await fetchMetadataDocument(new URL(url), { loopback: this.options.loopbackClientIds, private: this.options.privateClientIds });
    if (!fetched.ok) return fail('invalid_client', `the client metadata document ${url} ${fetched.detail}`);
    const text = fetched.text;
    let document: Record<string, unknown>;
    try {
      document = JSON.parse(text);
    } catch {
      return fail('invalid_client', `the client metadata document ${url} is not JSON`);
    }
    return checkDocument(url, document);
  }
}

/** client-registration.mdx: the document's `client_id` matches its URL exactly and it has the required fields. */
function checkDocument(url: string, document: Record<string, unknown>): ClientLookup {
  if (!document || typeof document !== 'object' || Array.isArray(document))
    return fail('invalid_client', `the client metadata document ${url} is not a JSON object`);
  if (document.client_id !== url) {
    return fail('invalid_client', `the client metadata document's client_id ${JSON.stringify(document.client_id)} does not match its URL ${url} exactly`);
  }
  if (typeof document.client_name !== 'string') return fail('invalid_client', `the client metadata document ${url} has no client_name`);
  const redirectUris = stringList(document.redirect_uris);
  if (!redirectUris) return fail('invalid_client', `the client metadata document ${url} has no redirect_uris`);
  return { ok: true, client: { clientId: url, redirectUris, how: 'metadata-document' } };
}

function fromPreRegistered(c: PreRegisteredClient): KnownClient {
  const client: KnownClient = { clientId: c.client_id, redirectUris: [...c.redirect_uris], how: 'pre-registered' };
  if (c.client_secret !== undefined) client.secret = c.client_secret;
  return client;
}

/**
 * Client authentication at the token endpoint: a client with a secret proves it by HTTP Basic or by
 * `client_secret` in the form; a public client names itself by `client_id`. Returns the client_id
 * claimed, or the error.
 */
export function authenticatedClientId(
  authorization: string | undefined,
  form: URLSearchParams,
): { ok: true; clientId: string | null; secret: string | null } | { ok: false; detail: string } {
  if (authorization?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return { ok: false, detail: 'the Basic credentials have no colon' };
    const id = decodeURIComponent(decoded.slice(0, colon));
    const formId = form.get('client_id');
    if (formId !== null && formId !== id) return { ok: false, detail: 'client_id in the form differs from the Basic credentials' };
    return { ok: true, clientId: id, secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  return { ok: true, clientId: form.get('client_id'), secret: form.get('client_secret') };
}
