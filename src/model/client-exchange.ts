/**
 * One request a client-role document's judging server recorded, with what it answered: the record
 * `serve/client-judge` writes and `run/client-checks` judges (docs/client-testing.md). Times are ms
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
}
