import type { TestStatus } from './results.js';

/** What one transport showed of a document where the two differ: its verdict, and the step's exchange side by side. */
export interface ParitySide {
  status: TestStatus;
  /** Why it failed, was not applicable or could not be judged, when it did not pass. */
  reason?: string;
  /** The message sent at the step that differs (its JSON-RPC request line). */
  sent?: string;
  /** The answer at that step as it came (its body, clipped), or the error that stood for it. */
  answer?: string;
}

/** One document that differs between the two transports of one server. */
export interface ParityDifference {
  id: string;
  title: string;
  /** `verdict`: the statuses differ; `answer`: the same verdict, and a JSON-RPC answer that is not the same. */
  kind: 'verdict' | 'answer';
  /** The first step whose answer differs (1-based, as reports number steps), with its name. */
  step?: { index: number; name: string };
  /** What differs, in words (e.g. "the result differs at $.result.tools[0].description"). */
  what: string;
  http: ParitySide;
  stdio: ParitySide;
}

/**
 * The transport parity report (`wirecase run <suite> --base-url URL --stdio CMD`): the protocol
 * documents run over Streamable HTTP and over stdio against one server, and each document whose
 * verdict or JSON-RPC answer differs between them.
 */
export interface ParityReport {
  baseUrl: string;
  command: string;
  /** Documents run over both transports and compared. */
  compared: number;
  /** Documents about one transport only (not applicable over the other): run, reported per transport, not compared. */
  oneTransport: Array<{ id: string; transport: 'http' | 'stdio' }>;
  differences: ParityDifference[];
}
