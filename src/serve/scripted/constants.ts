/**
 * Fixed values of the scripted MCP server: limits, protocol versions and the
 * identity it reports. Everything a scenario may assert on lives here.
 */

/** Bound on the text a tools/call may ask for, after `repeat`, in UTF-8 bytes. */
export const MAX_RESULT_BYTES = 1 << 20;

/** The Mcp-Session-Id returned from `initialize` (2025-11-25 era). */
export const SESSION_ID = 'mcp-scripted-session';

/** Default port of `wirecase serve scripted`. */
export const DEFAULT_PORT = 3021;

/** Default bind address. */
export const DEFAULT_HOST = '127.0.0.1';

/** The per-request-metadata (stateless) protocol revision. */
export const MODERN_VERSION = '2026-07-28';

/** The newest initialize-handshake protocol revision. */
export const LEGACY_VERSION = '2025-11-25';

/** Versions answered by `server/discover` (newest first). */
export const SUPPORTED_VERSIONS: readonly string[] = [MODERN_VERSION, LEGACY_VERSION];

/** Versions an `initialize` request may negotiate; others get LEGACY_VERSION. */
export const LEGACY_VERSIONS: readonly string[] = [LEGACY_VERSION, '2025-06-18', '2025-03-26'];

/** Every version the server accepts in a header or `_meta`. */
export const KNOWN_VERSIONS: readonly string[] = [MODERN_VERSION, ...LEGACY_VERSIONS];

export const SERVER_INFO = { name: 'wirecase-scripted', version: '0.1.0' } as const;

export const INSTRUCTIONS =
  'Scripted test server: every tool name is accepted; the arguments text, repeat, shape, ' + 'delay, status, headers, drop and chunks script the reply.';

/** Defaults of the bounds, each overridable through ScriptedServerOptions. */
export const DEFAULT_LIMITS = {
  /** Entries kept per partition; older ones are dropped and counted. */
  maxLogEntries: 10_000,
  /** Approximate bytes (request body sizes) kept per partition. */
  maxLogBytes: 8 << 20,
  /** Partitions kept; the least recently used one is forgotten beyond this. */
  maxPartitions: 64,
  /**
   * Approximate bytes kept by all partitions' logs together (64 partitions of 8 MiB would be half a
   * gigabyte of bodies, some 0.8 GB of memory): past it, the least recently used partition's oldest
   * entries are dropped (counted in its `dropped`, and in `Partitions.droppedForTotal`).
   */
  maxTotalLogBytes: 32 << 20,
  /** Largest request body accepted; larger gets 413. */
  maxBodyBytes: 2 << 20,
  /** Largest `delay` argument, in milliseconds. */
  maxDelayMs: 60_000,
  /** Largest `chunks` argument. */
  maxChunks: 1_000,
  /** Pause between two pieces of a streamed body, in milliseconds. */
  chunkGapMs: 10,
  /**
   * Tools per page of `tools/list`; 0 (the default) lists every tool on one page and ignores any
   * cursor. With N > 0 the list comes in pages of N, each but the last with a `nextCursor`
   * (TOOLS_CURSOR), so a gateway's handling of cursors can be judged.
   */
  toolsPageSize: 0,
} as const;

/** The cursor of the tools/list page starting at `offset` (with toolsPageSize > 0); `+`, `/` and `=` on purpose. */
export function toolsCursor(offset: number): string {
  return `scripted+tools/${offset}=`;
}

/** The offset a cursor of toolsCursor() names, or undefined for any other text. */
export function toolsCursorOffset(cursor: string): number | undefined {
  const match = /^scripted\+tools\/(\d{1,6})=$/.exec(cursor);
  return match ? Number(match[1]) : undefined;
}

export type Limits = { -readonly [K in keyof typeof DEFAULT_LIMITS]: number };

/** Partition names: URL-safe, 1 to 128 characters. */
export const PARTITION_PATTERN = /^[A-Za-z0-9._~-]{1,128}$/;
