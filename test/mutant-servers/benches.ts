/**
 * A bench: one bundled suite, the correct base server it runs against, what that base itself gets
 * wrong (known failures and warnings, each with the sentence it breaks: a framework's own bug, never
 * a gap of the suite), and the breaks injected into it.
 */
import type { Break } from './break.js';
import { BREAKS_2025 } from './breaks-2025.js';
import { BREAKS_2026 } from './breaks-2026.js';
import type { Mutation } from './mutation.js';
import { type RunningServer, startSdkV1Base } from './servers/sdk-v1-base.js';
import { startTmcpBase } from './servers/tmcp-base.js';

export interface Bench {
  revision: Break['revision'];
  /** The suite's folder, relative to the repository root. */
  suite: string;
  /** The base, in words. */
  base: string;
  start: (mutation?: Mutation) => Promise<RunningServer>;
  /** Test ID → why it fails against the correct base (the sentence the framework breaks). */
  knownFailures: Record<string, string>;
  /** Test ID → why it warns against the correct base. */
  knownWarnings: Record<string, string>;
  breaks: Break[];
}

export const BENCHES: Bench[] = [
  {
    revision: '2025-11-25',
    suite: 'scenarios/mcp-2025-11-25',
    base: 'official TypeScript SDK v1 (@modelcontextprotocol/sdk 1.32) McpServer, web-standard Streamable HTTP transport, sessions, event streams, in-memory event store, an Origin check',
    start: startSdkV1Base,
    knownFailures: {},
    knownWarnings: {
      'page-01':
        '"Invalid cursors SHOULD result in an error with code -32602 (Invalid params)." (2025-11-25 server/utilities/pagination.mdx:97): the SDK v1 does not paginate and answers tools/list with an unknown cursor with the whole list.',
      'page-02':
        '"Invalid cursors SHOULD result in an error with code -32602 (Invalid params)." (2025-11-25 server/utilities/pagination.mdx:97): resources/list with an unknown cursor is answered with the whole list.',
      'resource-05':
        '"Servers SHOULD return standard JSON-RPC errors for common failure cases: Resource not found: `-32002`" (2025-11-25 server/resources.mdx:386): the SDK v1 answers an unknown resource with -32602.',
      'schema-02':
        '"Implementors are RECOMMENDED to use JSON Schema 2020-12." (2025-11-25 basic/index.mdx:147): the SDK v1 publishes its zod schemas with "$schema": "http://json-schema.org/draft-07/schema#".',
    },
    breaks: BREAKS_2025,
  },
  {
    revision: '2026-07-28',
    suite: 'scenarios/mcp-2026-07-28',
    base: 'tmcp 1.20 McpServer over @tmcp/transport-http (independent of the official SDK), 2026-07-28 per request and the 2025 revisions with sessions, allowedOrigins: []',
    start: startTmcpBase,
    knownFailures: {
      'meta-03':
        '"A request missing any required field is malformed; the server MUST reject it with JSON-RPC error code `-32602` (Invalid params). On HTTP, the response status MUST be `400 Bad Request`." (2026-07-28 basic/index.mdx:380): tools/list without io.modelcontextprotocol/clientCapabilities in _meta is answered 200 (its error in an event stream), not 400 (as in test/real-servers/expected/tmcp.mcp-2026-07-28.yaml).',
    },
    knownWarnings: {
      'feat-comp-01':
        '"Servers SHOULD return standard JSON-RPC errors for common failure cases: Method not found: `-32601` (Capability not supported)" (2026-07-28 server/utilities/completion.mdx:189): tmcp answers completion/complete with a result though it declares no completions.',
      'pag-02':
        '"Invalid cursors SHOULD result in an error with code -32602 (Invalid params)." (2026-07-28 server/utilities/pagination.mdx:111): tools/list with an unknown cursor is answered with the whole list.',
      'wire-14':
        '"Recommendation: Implementors are RECOMMENDED to use JSON Schema 2020-12." (2026-07-28 basic/index.mdx:258): the zod adapter publishes "$schema": "http://json-schema.org/draft-07/schema#".',
    },
    breaks: BREAKS_2026,
  },
];
