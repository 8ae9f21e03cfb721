import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { RunResult } from '../../src/model/results.js';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';

/**
 * Every bundled suite that judges a server (the gateway suite too) against a target that refuses everything: a failure must rest on an
 * answer of the target that contradicts the test, so each document is could-not-judge or not
 * applicable (or passes on what the refusal itself proves, e.g. "a request without a token gets
 * 401"), never failed; a refusal is never read as "does not speak" a protocol era; and a run that
 * judged nothing never exits 0.
 */
const SUITES = ['scenarios/mcp-2025-11-25', 'scenarios/mcp-2026-07-28', 'scenarios/mcp-apps', 'scenarios/mcp-gateway'];

const REFUSALS: Record<string, (res: import('node:http').ServerResponse) => void> = {
  // Auth in front of everything, metadata included: a Bearer challenge naming no metadata.
  '401 Bearer': (res) => res.writeHead(401, { 'www-authenticate': 'Bearer realm="mcp"', 'content-type': 'application/json' }).end('{"error":"unauthorized"}'),
  // A Host policy of the server's own (as DNS-rebinding protection refuses 127.0.0.1).
  '403 Host policy': (res) => res.writeHead(403, { 'content-type': 'text/plain' }).end('Invalid Host header'),
};

const servers: Server[] = [];
const urls = new Map<string, string>();
before(async () => {
  for (const [name, refuse] of Object.entries(REFUSALS)) {
    const server = createServer((req, res) => {
      req.resume();
      refuse(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    urls.set(name, `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
  }
});
after(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

for (const refusal of Object.keys(REFUSALS)) {
  for (const suite of SUITES) {
    test(`${suite} against a target that refuses everything (${refusal}): no test failed, none "does not speak"`, async () => {
      const out = mkdtempSync(path.join(tmpdir(), 'wirecase-refusing-'));
      try {
        const run = await runCli(['run', suite, '--base-url', urls.get(refusal)!, '--reporter', 'json', '--out', out], { cwd: repoRoot, timeoutMs: 120_000 });
        const result = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as RunResult;
        const failed = result.tests.filter((t) => t.status === 'failed').map((t) => `${t.id}: ${t.failure?.message}`);
        assert.deepEqual(failed, [], `failed on a refusal:\n${failed.join('\n')}`);
        const misread = result.tests.filter((t) => /does not speak|speaks only/.test(t.reason ?? '')).map((t) => `${t.id}: ${t.reason}`);
        assert.deepEqual(misread, [], `a refusal read as "does not speak":\n${misread.join('\n')}`);
        const judged = result.summary.passed + result.summary.failed + result.summary.warnings;
        // No failure: a run that judged something exits 0, one that judged nothing 4.
        assert.equal(run.code, judged ? 0 : 4, `exit ${run.code} with ${judged} judged:\n${run.stdout.slice(-1500)}`);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });
  }
}
