import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';

/**
 * Official stdio servers from npm, unmodified and offline, judged directly over stdio (`--stdio`,
 * no bridge), zero-config, by the 2025-11-25 suite: at least 20 tests judged, no failure, every
 * stdio document passing, and exactly the warnings below, each a SHOULD with its sentence (the same
 * behaviour the HTTP runs behind supergateway and mcp-proxy show; README.md).
 */

const scratch = mkdtempSync(path.join(tmpdir(), 'wirecase-stdio-servers-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const module = (name: string) => path.join('node_modules', '@modelcontextprotocol', name, 'dist', 'index.js');

const INVALID_CURSOR =
  '"Invalid cursors SHOULD result in an error with code -32602 (Invalid params)." (2025-11-25 server/utilities/pagination.mdx): a bad cursor is answered with the first page';
const SCHEMA_DRAFT =
  '"Implementors are RECOMMENDED to use JSON Schema 2020-12." (2025-11-25 basic/index.mdx): the SDK v1 publishes draft-07 inputSchemas ($schema draft-07)';
const NOT_FOUND = '"Resource not found: `-32002`" (2025-11-25 server/resources.mdx, a SHOULD): an unknown URI is answered -32602';

const SERVERS: Array<{ name: string; command: string; warnings: Record<string, string> }> = [
  {
    name: 'server-memory',
    command: `MEMORY_FILE_PATH=${path.join(scratch, 'memory.json')} node ${module('server-memory')}`,
    warnings: {
      'page-01': INVALID_CURSOR,
      'page-02': INVALID_CURSOR,
      'resource-05': NOT_FOUND,
      'schema-02': SCHEMA_DRAFT,
      'tool-08':
        '"For backwards compatibility, a tool that returns structured content SHOULD also return the serialized JSON in a TextContent block." (2025-11-25 server/tools.mdx): its text block is not the JSON of structuredContent',
    },
  },
  {
    name: 'server-filesystem',
    command: `node ${module('server-filesystem')} ${scratch}`,
    warnings: { 'page-01': INVALID_CURSOR, 'schema-02': SCHEMA_DRAFT },
  },
  {
    name: 'server-everything (stdio)',
    command: `node ${module('server-everything')} stdio`,
    warnings: {
      'log-03': '"Invalid log level: `-32602` (Invalid params)" (2025-11-25 server/utilities/logging.mdx, a SHOULD): an unknown level is answered -32603',
      'page-01': INVALID_CURSOR,
      'page-02': INVALID_CURSOR,
      'resource-05': NOT_FOUND,
      'schema-02': SCHEMA_DRAFT,
    },
  },
];

for (const server of SERVERS) {
  test(`${server.name} over stdio: 20+ tests judged, no failure, the stdio documents pass, the known warnings only`, async () => {
    const out = path.join(scratch, `out-${server.name.replace(/\W+/g, '-')}`);
    const run = await runCli(['run', 'scenarios/mcp-2025-11-25', '--stdio', server.command, '--reporter', 'json', '--out', out], {
      cwd: repoRoot,
      timeoutMs: 240_000,
    });
    const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as {
      summary: { passed: number; failed: number; warnings: number };
      tests: Array<{ id: string; status: string }>;
    };
    const judged = results.tests.filter((t) => t.status === 'passed' || t.status === 'failed' || t.status === 'warning');
    assert.ok(judged.length >= 20, `only ${judged.length} tests judged\n${run.stdout}`);
    assert.deepEqual(
      results.tests.filter((t) => t.status === 'failed' || t.status === 'could-not-judge').map((t) => `${t.id} ${t.status}`),
      [],
      run.stdout,
    );
    assert.deepEqual(
      results.tests.filter((t) => t.id.startsWith('stdio-')).map((t) => `${t.id} ${t.status}`),
      ['stdio-01 passed', 'stdio-02 passed', 'stdio-03 passed', 'stdio-04 passed'],
    );
    assert.deepEqual(
      results.tests.filter((t) => t.status === 'warning').map((t) => t.id),
      Object.keys(server.warnings),
      run.stdout,
    );
    for (const reason of Object.values(server.warnings)) assert.match(reason, /^"[^"]*(SHOULD|RECOMMENDED)?[^"]*" \(2025-11-25 /);
  });
}
