/**
 * What each oracle proves: a sentence of the spec, quoted as the requirement catalogs
 * (scenarios/mcp-2026-07-28/requirements.yaml, scenarios/mcp-2025-11-25/requirements.yaml) hold it,
 * with its level and where it stands, per era. A unit test keeps every quote equal to its catalog's.
 */
import type { Requirement } from '../model/results.js';
import { type Era, MODERN } from './connection.js';

export type OracleName =
  | 'schema-valid'
  | 'input-validation'
  | 'coercion'
  | 'output-schema'
  | 'json-rpc'
  | 'alive'
  | 'schema-honest'
  | 'error-split'
  | 'idempotent';

export interface OracleInfo {
  title: string;
  /** The sentence per era; none for a note, where the spec gives no keyword. */
  requirement?: Record<Era, Requirement>;
  /** A note never fails; a warning-only oracle never fails either (the inference is not certain). */
  verdict: 'fail' | 'warn' | 'note';
}

const both = (level: Requirement['level'], quote: string, modern: string, legacy: string): Record<Era, Requirement> => ({
  [MODERN]: { level, quote, source: `2026-07-28/${modern}` },
  '2025-11-25': { level, quote, source: `2025-11-25/${legacy}` },
});

export const ORACLES: Record<OracleName, OracleInfo> = {
  'schema-valid': {
    title: 'its inputSchema and outputSchema are valid JSON Schema 2020-12',
    requirement: both('MUST', 'Schemas MUST be valid according to their declared or default dialect', 'basic/index.mdx:297', 'basic/index.mdx:186'),
    verdict: 'fail',
  },
  'input-validation': {
    title: 'arguments that break the input schema are refused, never run as a success',
    requirement: both('MUST', 'Servers MUST: Validate all tool inputs', 'server/tools.mdx:790', 'server/tools.mdx:513'),
    verdict: 'fail',
  },
  coercion: {
    title: 'an argument is run as given, never silently coerced (a fraction truncated, a string trimmed, a number clamped to its bound)',
    // An invalid argument coerced instead of refused breaks the MUST; a valid one coerced is a note
    // (its finding says so): no keyword says a valid argument runs as given.
    requirement: both('MUST', 'Servers MUST: Validate all tool inputs', 'server/tools.mdx:790', 'server/tools.mdx:513'),
    verdict: 'fail',
  },
  'output-schema': {
    title: "a success's structuredContent conforms to the tool's outputSchema",
    requirement: both('MUST', 'Servers MUST provide structured results that conform to this schema.', 'server/tools.mdx:514', 'server/tools.mdx:340'),
    verdict: 'fail',
  },
  'json-rpc': {
    title: 'every answer is a JSON-RPC 2.0 response to the request',
    requirement: both(
      'MUST',
      'All messages between MCP clients and servers MUST follow the JSON-RPC 2.0 specification.',
      'basic/index.mdx:27',
      'basic/index.mdx:27',
    ),
    verdict: 'fail',
  },
  alive: {
    title: 'the server still answers after each case',
    requirement: {
      [MODERN]: { level: 'MUST', quote: 'Servers MUST implement `server/discover`.', source: '2026-07-28/basic/versioning.mdx:73' },
      '2025-11-25': { level: 'MUST', quote: 'The receiver MUST respond promptly with an empty response:', source: '2025-11-25/basic/utilities/ping.mdx:29' },
    },
    verdict: 'fail',
  },
  'schema-honest': {
    title: 'arguments valid against the input schema are taken (the schema says what the tool takes)',
    requirement: both(
      'MUST',
      'Clients and servers MUST validate schemas according to their declared or default dialect.',
      'basic/index.mdx:292',
      'basic/index.mdx:181',
    ),
    verdict: 'warn',
  },
  'error-split': {
    title: 'invalid arguments answered as a tool error (isError) or a protocol error',
    verdict: 'note',
  },
  idempotent: {
    title: 'an idempotentHint tool called twice with the same arguments answers the same',
    verdict: 'note',
  },
};

export const ORACLE_ORDER = Object.keys(ORACLES) as OracleName[];
