/**
 * `wirecase diff` of a server reached directly (A) and through a real gateway (B): the gateway suite
 * (scenarios/mcp-gateway) against the scripted MCP server at its own endpoint, then against the same
 * server behind supergateway or mcp-proxy (test/real-servers/gateways.ts, unmodified packages). The diff
 * reports broken exactly the known non-conformances of that gateway (test/real-servers/expected-gateways/),
 * each under the sentence it breaks, and exits 1.
 *
 *   wirecase diff scenarios/mcp-gateway --base-url <server> --var gateway_url=<server>/<partition>/mcp
 *     --against <gateway front> --against-var gateway_url=<gateway front>/mcp --var back_url=<server> ...
 *
 * In `npm test` one gateway, picked by the day's seed; `npm run test:faults` (FAULT_SAMPLE=all) both.
 * Only 127.0.0.1 traffic.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { RunDiff } from '../../src/diff/types.js';
import { parseBaseline } from '../../src/load/baseline-file.js';
import { endpointUrl, startScriptedServer } from '../../src/serve/scripted/index.js';
import { FAULT_SAMPLE, noteSample } from '../helpers/fault-sample.js';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { GATEWAYS, startRealGateway } from '../real-servers/gateways.js';

const RUN_TIMEOUT_MS = 240_000;
const PARTITION = 'diff-under-test';
const rank = (name: string) => createHash('sha256').update(`${FAULT_SAMPLE.seed}\0diff-gateway\0${name}`).digest('hex');
const chosen = FAULT_SAMPLE.all ? GATEWAYS : [...GATEWAYS].sort((a, b) => (rank(a.name) < rank(b.name) ? -1 : 1)).slice(0, 1);

describe('wirecase diff: a server directly against the same server through a real gateway', () => {
  for (const gateway of chosen) {
    const baseline = path.join('test', 'real-servers', 'expected-gateways', `${gateway.name}.yaml`);
    it(`${gateway.name}: broken on B are exactly the known non-conformances (${baseline})`, { timeout: RUN_TIMEOUT_MS + 30_000 }, async () => {
      const known = parseBaseline(baseline, await readFile(path.join(repoRoot, baseline), 'utf8')).tests.map((t) => t.id);
      const out = await mkdtemp(path.join(tmpdir(), `wirecase-diff-gateway-${gateway.name}-`));
      const scripted = await startScriptedServer({ port: 0, toolsPageSize: 2, fault: '' });
      let started: Awaited<ReturnType<typeof startRealGateway>> | undefined;
      try {
        const back = endpointUrl(scripted.url, PARTITION);
        started = await startRealGateway(gateway.name, back);
        const cli = await runCli(
          [
            'diff',
            path.join('scenarios', 'mcp-gateway'),
            '--base-url',
            scripted.url,
            '--var',
            `gateway_url=${back}`,
            '--against',
            new URL(started.url).origin,
            '--against-var',
            `gateway_url=${started.url}`,
            ...[`gateway_partition=${PARTITION}`, `back_url=${scripted.url}`, 'gateway_policy=none'].flatMap((v) => ['--var', v]),
            '--reporter',
            'console,json',
            '--out',
            out,
            '--concurrency',
            '1',
            // A gateway is a chain of processes: a cap on a wait on a loaded machine, not a speed limit.
            '--timeout',
            '30000',
          ],
          { cwd: repoRoot, timeoutMs: RUN_TIMEOUT_MS },
        );
        await noteSample(async () => {
          const diff = JSON.parse(await readFile(path.join(out, 'diff.json'), 'utf8')) as RunDiff;
          const broken = diff.differences.filter((d) => d.kind === 'broken');
          assert.deepEqual(broken.map((d) => d.id).sort(), [...known].sort(), `${gateway.name}:\n${cli.stdout.slice(-4000)}${cli.stderr.slice(-2000)}`);
          assert.equal(cli.code, 1, cli.stderr);
          // Each under the sentence its baseline entry quotes, the gateway's answer beside the server's.
          for (const d of broken) {
            assert.ok(d.sentences.length, d.id);
            assert.ok(d.exchanges?.a && d.exchanges.b, `${d.id} shows both exchanges`);
          }
          assert.equal(diff.summary.couldNotJudge, 0, cli.stdout);
          assert.equal(diff.summary.fixed, 0, cli.stdout);
        });
      } finally {
        await started?.stop();
        await scripted.close();
        await rm(out, { recursive: true, force: true });
      }
    });
  }
});
