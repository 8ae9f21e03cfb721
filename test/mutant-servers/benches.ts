/**
 * A bench: one bundled suite, the correct base server it runs against, what that base itself gets
 * wrong (known failures and warnings, each with the sentence it breaks: a framework's own bug, never
 * a gap of the suite), and the breaks injected into it.
 */
import type { Break } from './break.js';
import { BREAKS_2025 } from './breaks-2025.js';
import type { Mutation } from './mutation.js';
import { type RunningServer, startSdkV1Base } from './servers/sdk-v1-base.js';

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
];
