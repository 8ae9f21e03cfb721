/** The request as it went on the wire (after templating), and the raw response as it came back. */
export interface SentRequest {
  method: string;
  url: string;
  /** Header name as written → value, in sending order. */
  headers: Array<[string, string]>;
  body?: Uint8Array;
}

export interface ReceivedResponse {
  status: number;
  /** Every header as received, names lower-cased by the HTTP parser, repeats kept in order. */
  headers: Array<[string, string]>;
  body: Uint8Array;
  /** Set when the body went over the step's size limit: its first `cutAtBytes` bytes are kept. */
  cutAtBytes?: number;
  /**
   * Set when wirecase stopped reading before the body ended, saying why and how much it read: the
   * body is then what arrived until then, not the whole body (e.g. "not read: ...").
   */
  readNote?: string;
  timings: { startMs: number; headersMs: number; totalMs: number };
}

/** Why a request produced no usable response: the step fails with this reason and the run goes on. */
export interface TransportFailure {
  kind: 'timeout' | 'body-too-large' | 'connection' | 'protocol' | 'aborted';
  message: string;
  /** undici's stable error code when there is one, e.g. UND_ERR_SOCKET. */
  code?: string;
  /** What had arrived before the failure, if anything. */
  partial?: ReceivedResponse;
}
