/**
 * What a client-role document scripts, as the judging server takes it: plain data (the server imports
 * no engine type). `delayMs` is the document's `delay` already turned into milliseconds.
 */

export const LEGACY = '2025-11-25';
export const MODERN = '2026-07-28';
/** The revisions a 2025-era judging server accepts in `initialize`; it answers others with its own. */
export const LEGACY_SUPPORTED = ['2025-11-25', '2025-06-18', '2025-03-26'];
export const SERVER_INFO = { name: 'wirecase-judge', version: '1.0.0' };
/** The `retry` (ms) a dropped stream's priming event asks for: a reconnect sooner breaks 2025-11-25 basic/transports.mdx:115. */
export const RESUME_RETRY_MS = 500;

export interface JudgeAnswer {
  method: string;
  name?: string;
  times?: number;
  result?: object;
  error?: { code: number; message: string; data?: unknown };
  status?: number;
  httpStatus?: number;
  endSession?: boolean;
  delayMs?: number;
  /** Answer as a `text/event-stream` response: `events` first, then the answer. */
  stream?: boolean;
  events?: object[];
  /** 2025-11-25, with `stream`: the stream carries event ids and closes before the answer, which a GET with Last-Event-ID resumes. */
  drop?: boolean;
}

export interface JudgeScript {
  version?: typeof LEGACY | typeof MODERN;
  answers?: JudgeAnswer[];
  /** `serve.oauth`: the judging server sits behind the scripted OAuth server's bearer check (oauth-judge.ts). */
  oauth?: JudgeOAuth;
  /** `serve.stdio`: how the server process behaves over stdio (stdio-judge.ts). */
  stdio?: JudgeStdio;
}

/** What a stdio server process does besides answering (`serve.stdio`). */
export interface JudgeStdio {
  /** Written on stderr when the process starts. */
  stderr?: string;
  /** `stay`: the process keeps running after its stdin closes (a server that does not exit by itself). */
  onStdinClose?: 'exit' | 'stay';
  /** `ignore`: SIGTERM does not end the process (only SIGKILL does). */
  onSigterm?: 'exit' | 'ignore';
  /** The first process that gets a request of this method exits (code 1), leaving it unanswered: an unexpected exit. */
  exitOn?: string;
}

/** The variants of the scripted authorization server a document picks (src/serve/oauth/options.ts). */
export interface JudgeOAuth {
  resourceMetadata?: 'path' | 'root' | 'challenge';
  challengeNamesMetadata?: boolean;
  authServerMetadata?: 'oauth' | 'openid' | 'openid-appended';
  issuerPath?: string;
  dynamicRegistration?: boolean;
  clientMetadataDocuments?: boolean;
  preRegistered?: Array<{ client_id: string; client_secret?: string; redirect_uris: string[] }>;
  requireResource?: boolean;
  scopeSource?: 'challenge' | 'scopes_supported' | 'challenge-outside';
  stepUp?: boolean | { scope?: string; grant?: boolean };
  refreshTokens?: boolean;
  iss?: 'present' | 'absent' | 'mismatched';
  advertiseIss?: boolean;
  advertisePkce?: boolean;
  metadataIssuerMismatch?: boolean;
}

/** A JSON-RPC answer, or a bare HTTP status, with the headers to send. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body?: unknown;
  /** Send the body as an SSE stream, after these JSON-RPC messages (each one event). */
  stream?: SseReply;
}

/** An SSE answer: its events (JSON-RPC messages), then the body unless `drop`. */
export interface SseReply {
  events: object[];
  /** A priming event first: this id, `retry`, empty data (2025-11-25 basic/transports.mdx:106). */
  prime?: string;
  /** The id of each event, the body's last: every event then has an `id:` line. */
  ids?: string[];
  /** Close the stream before the body (it waits for a resuming GET). */
  drop?: boolean;
}

export const ECHO_TOOL = {
  name: 'echo',
  description: 'Answers with its arguments as text.',
  inputSchema: { type: 'object', properties: { text: { type: 'string' } } },
};

/** The answer of a request nothing in the script answers. */
export function defaultResult(method: string, params: Record<string, unknown> | undefined, version: string): object | undefined {
  const complete = version === MODERN ? { resultType: 'complete' } : {};
  // 2026-07-28 list results carry their caching (server/utilities/caching.mdx: ttlMs MUST be given).
  const list = version === MODERN ? { ...complete, ttlMs: 0, cacheScope: 'private' } : {};
  switch (method) {
    case 'ping':
      return { ...complete };
    case 'tools/list':
      return { ...list, tools: [ECHO_TOOL] };
    case 'tools/call':
      return { ...complete, content: [{ type: 'text', text: JSON.stringify(params?.arguments ?? {}) }] };
    case 'server/discover':
      return version === MODERN
        ? { ...complete, supportedVersions: [MODERN], capabilities: { tools: {} }, _meta: { 'io.modelcontextprotocol/serverInfo': SERVER_INFO } }
        : undefined;
    case 'resources/list':
      return { ...list, resources: [] };
    case 'prompts/list':
      return { ...list, prompts: [] };
    default:
      return undefined;
  }
}

/** The script's answers with how often each was used: the first matching one not used up answers. */
export class AnswerBook {
  private readonly used: number[];

  constructor(private readonly answers: readonly JudgeAnswer[]) {
    this.used = answers.map(() => 0);
  }

  take(method: string, name: unknown): JudgeAnswer | undefined {
    for (let i = 0; i < this.answers.length; i++) {
      const answer = this.answers[i]!;
      if (answer.method !== method || (answer.name !== undefined && answer.name !== name)) continue;
      if (answer.times !== undefined && this.used[i]! >= answer.times) continue;
      this.used[i]! += 1;
      return answer;
    }
    return undefined;
  }
}
