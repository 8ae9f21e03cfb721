/**
 * What an OAuth client keeps on its own side: a loopback callback server that takes the code a
 * redirect brings, and an `OAuthClientProvider` for the official SDK v1 client whose
 * `redirectToAuthorization` hands the URL to a "browser" (the stand-in, in-process or as a process).
 * Traffic goes only to 127.0.0.1.
 */

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';

export interface CallbackServer {
  redirectUrl: string;
  /** The query of every request that reached the callback, in order. */
  hits: URLSearchParams[];
  /** Resolves with the code of the next callback request (or rejects with its error). */
  nextCode(): Promise<string>;
  close(): Promise<void>;
}

export async function startCallbackServer(): Promise<CallbackServer> {
  const hits: URLSearchParams[] = [];
  const waiting: Array<(query: URLSearchParams) => void> = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/callback') {
      res.writeHead(404).end();
      return;
    }
    hits.push(url.searchParams);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('You may close this window.');
    waiting.shift()?.(url.searchParams);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  let seen = 0;
  return {
    redirectUrl: `http://127.0.0.1:${port}/callback`,
    hits,
    nextCode() {
      const take = (query: URLSearchParams) => {
        seen += 1;
        const code = query.get('code');
        if (!code) throw new Error(`the callback carried no code: ${query.toString()}`);
        return code;
      };
      if (hits.length > seen) return Promise.resolve(take(hits[seen]!));
      return new Promise((resolve, reject) =>
        waiting.push((query) => {
          try {
            resolve(take(query));
          } catch (error) {
            reject(error);
          }
        }),
      );
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An in-memory provider for one public client (token_endpoint_auth_method none), registered dynamically unless given its client information. */
export class MemoryProvider implements OAuthClientProvider {
  private info: OAuthClientInformationMixed | undefined;
  private saved: OAuthTokens | undefined;
  private verifier = '';
  /** Every authorization URL the client asked the "browser" to open. */
  readonly opened: URL[] = [];

  constructor(
    private readonly callback: CallbackServer,
    private readonly openBrowser: (url: URL) => Promise<void>,
    /** Client information the client was configured with (pre-registration); none: it registers. */
    preRegistered?: OAuthClientInformationMixed,
  ) {
    this.info = preRegistered;
  }

  get redirectUrl(): string {
    return this.callback.redirectUrl;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'wirecase SDK v1 test client',
      redirect_uris: [this.callback.redirectUrl],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  async redirectToAuthorization(url: URL) {
    this.opened.push(url);
    await this.openBrowser(url);
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}
