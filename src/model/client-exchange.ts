/**
 * One request a client-role document's judging server recorded, with what it answered: the record
 * `serve/client-judge` writes and `run/roles/client/client-checks` judges (docs/client-testing.md). Times are ms
 * since the judging server started.
 */
export interface ClientExchange {
  httpMethod: string;
  path: string;
  /** Header pairs as received (names lower-case). */
  headers: Array<[string, string]>;
  body: string;
  receivedAt: number;
  answeredAt: number;
  /** The JSON-RPC method of the body, when it is a JSON-RPC request or notification. */
  rpcMethod?: string;
  answer: { status: number; errorCode?: number; body: string; headers: Array<[string, string]> };
  /**
   * A GET that came after a stream of the run dropped (`drop`): how long after the latest drop the
   * judging server got it, and the `retry` that stream asked for. Checks see it as the header
   * `wirecase-reconnect` (client-checks.ts `viewOf`), which no client sends.
   */
  reconnect?: { waitedMs: number; retryMs: number };
  /**
   * With `serve.oauth`: where the request went (`mcp` when absent). A request to the authorization side
   * has no JSON-RPC body: its `body` is JSON of what it sent (`server`, `path`, `query`, `form`, `json`)
   * and what it got (`answer: { status, error }`), credentials masked.
   */
  endpoint?: ClientEndpoint;
  /** With `serve.oauth`: which of the two servers got it. */
  server?: 'resource' | 'authorization';
  /** With `serve.oauth`, a request to the MCP endpoint: what the bearer check made of its token. */
  token?: 'accepted' | 'missing' | 'invalid' | 'insufficient_scope' | 'in-query';
}

/** Where a request of an OAuth document went (the scripted authorization server's log names them so). */
export type ClientEndpoint = 'mcp' | 'resource-metadata' | 'auth-server-metadata' | 'authorize' | 'token' | 'register' | 'jwks' | 'not-found';
