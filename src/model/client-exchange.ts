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
  /** Over stdio: which server process (1 = the first the client started) the line was written to; `httpMethod` is then `STDIN`. */
  process?: number;
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

/**
 * Over stdio (a `--client` command with `{{server_command}}`): what the client did to each server
 * process it started, as the stdio judge saw it through its relay (serve/client-judge/stdio-judge.ts),
 * for the `stdin` checks (run/roles/client/stdin-view.ts). Times are ms since the judge started.
 */
export interface StdioClientRecord {
  processes: StdioServerProcess[];
  /** When the client had ended (exited, or was stopped at its timeout): what came later was wirecase's doing. */
  clientEndedAt?: number;
}

/** One server process the client started (one relay), in the order they connected. */
export interface StdioServerProcess {
  startedAt: number;
  /** Every line the client wrote on its stdin, raw (bounded: `cut` counts what was left out). */
  lines: Array<{ atMs: number; bytes: Uint8Array }>;
  /** Bytes after the last newline, when its stdin closed with some (a message without its delimiter). */
  unterminated?: Uint8Array;
  /** What happened to the process, in order: its stdin closed, a signal it got, it went away unasked, it exited as the script said. */
  events: Array<{ atMs: number; kind: StdioProcessEvent }>;
  /** Lines not kept (the record's bound). */
  cut: number;
}

export type StdioProcessEvent = 'stdin-closed' | 'SIGTERM' | 'SIGINT' | 'SIGHUP' | 'killed' | 'exited' | 'exited-by-script';
