/**
 * `wirecase fuzz` against MCP servers this project did not write (servers.ts), zero-config, at the
 * default budget: every failure and warning is listed below with the spec sentence the server
 * breaks and why, nothing else fails or warns, and each listed finding's regression document fails
 * against the same server. Only 127.0.0.1 traffic.
 *
 * Not run here: `everything` (its long-running-operation tool waits the duration it is given, so a
 * default-budget run takes minutes), `basic-vanillajs` (one tool without arguments), and
 * `supergateway-memory`, `hono-mcp` and `sdk-v1-stateless` (the same tools on hosts the runs below
 * already cover; `npm run real-servers` style triage: node dist/test/real-servers/fuzz.test.js).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type FuzzReport, fuzz } from '../../src/fuzz/fuzz.js';
import type { TestStatus } from '../../src/model/results.js';
import { regressionVerdicts } from '../helpers/fuzz-regressions.js';
import { startServer } from './servers.js';

interface Expected {
  status: TestStatus;
  /** The sentence broken, quoted, and what the server does. */
  reason: string;
}

/**
 * zod turns `z.object({...})` into a JSON Schema with `additionalProperties: false`, and parsing with
 * it strips a property it does not know instead of refusing it: the published schema refuses an extra
 * property, the server runs the call as a success. Dropping it unread is validation of a kind, so the
 * MUST does not settle it: a warning, not a failure (its regression document, a MUST, still fails).
 */
const EXTRA_PROPERTY_ACCEPTED: Expected = {
  status: 'warning',
  reason:
    '"Servers MUST: Validate all tool inputs": the inputSchema says additionalProperties: false, and a call with one extra property runs as a success (zod strips the property instead of refusing it)',
};

/**
 * Only tools that declare `readOnlyHint: true` or `destructiveHint: false` are called by default:
 * `set_font_scale` says only `idempotentHint: true`, so it may be destructive and is not called
 * (before issue 44 it was, and its extra property was accepted as the others' are), nor is `delete_note`.
 */
const EXPECTED: Record<string, Record<string, Expected>> = {
  tmcp: {
    'fuzz-lookup_word-input-validation': EXTRA_PROPERTY_ACCEPTED,
    'fuzz-search_notes-input-validation': EXTRA_PROPERTY_ACCEPTED,
  },
  'mcp-lite': {
    'fuzz-lookup_word-input-validation': EXTRA_PROPERTY_ACCEPTED,
    'fuzz-search_notes-input-validation': EXTRA_PROPERTY_ACCEPTED,
  },
  fastmcp: {
    'fuzz-lookup_word-input-validation': EXTRA_PROPERTY_ACCEPTED,
    'fuzz-search_notes-input-validation': EXTRA_PROPERTY_ACCEPTED,
    'fuzz-note_stats-input-validation': EXTRA_PROPERTY_ACCEPTED,
  },
  'sdk-v1-json': {},
  'mcp-proxy-filesystem': {},
};

function verdicts(report: FuzzReport): Record<string, TestStatus> {
  return Object.fromEntries(report.result.tests.filter((t) => t.status === 'failed' || t.status === 'warning').map((t) => [t.id, t.status]));
}

describe('wirecase fuzz against real servers', () => {
  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(`${name}: exactly the listed findings, each with its sentence, each regression failing against it`, async () => {
      for (const [id, e] of Object.entries(expected)) assert.match(e.reason, /^"[^"]+"/, `${name} ${id}: the reason quotes the sentence it breaks`);
      const server = await startServer(name);
      try {
        const report = await fuzz({
          baseUrl: server.url,
          headers: {},
          seed: 1,
          budget: 30,
          includeDestructive: false,
          dryRun: false,
          revision: 'auto',
          timeoutMs: 15_000,
          version: 'test',
          regressionPath: (file) => file,
        });
        assert.equal(report.error, undefined);
        assert.deepEqual(verdicts(report), Object.fromEntries(Object.entries(expected).map(([id, e]) => [id, e.status])));
        const failing = Object.fromEntries(Object.keys(expected).map((id) => [id, 'failed']));
        assert.deepEqual(await regressionVerdicts(report, (run) => run(server.url)), failing);
      } finally {
        await server.stop();
      }
    });
  }
});
