/**
 * The gateway suite (scenarios/mcp-gateway) against real MCP gateways from npm, unmodified
 * (gateways.ts): supergateway and mcp-proxy, each in front of a scripted MCP server started here
 * (a free loopback port, tools/list in pages of 2 as the suite expects). A real gateway forwards to
 * one back URL, so the run names that partition and runs one document at a time:
 *
 *   wirecase run scenarios/mcp-gateway --base-url <front origin> --var gateway_url=<front>/mcp
 *     --var gateway_partition=<partition> --var back_url=<scripted server> --var gateway_policy=none
 *     --expected-failures test/real-servers/expected-gateways/<gateway>.yaml --strict-baseline
 *
 * Every failure must be listed in the gateway's file, each reason quoting the sentence it breaks;
 * a listed test that passes now fails the run (--strict-baseline). Only 127.0.0.1 traffic.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseBaseline } from '../../src/load/baseline-file.js';
import type { RunResult } from '../../src/model/results.js';
import { unexpectedFailure } from '../../src/model/results.js';
import { endpointUrl, startScriptedServer } from '../../src/serve/scripted/index.js';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { GATEWAYS, startRealGateway } from './gateways.js';

const RUN_TIMEOUT_MS = 180_000;
const PARTITION = 'gateway-under-test';

describe('the gateway suite against real MCP gateways', () => {
  for (const gateway of GATEWAYS) {
    const baseline = path.join('test', 'real-servers', 'expected-gateways', `${gateway.name}.yaml`);
    it(`${gateway.name}: every failure is a listed non-conformance (${baseline})`, { timeout: RUN_TIMEOUT_MS + 30_000 }, async () => {
      const entries = parseBaseline(baseline, await readFile(path.join(repoRoot, baseline), 'utf8')).tests;
      assert.deepEqual(
        entries.filter((e) => !/"[^"]{12,}"/.test(e.reason)).map((e) => `${e.id} (line ${e.line})`),
        [],
        `${baseline}: each reason must quote the spec sentence the gateway breaks, in "double quotes"`,
      );
      const out = await mkdtemp(path.join(tmpdir(), `wirecase-gateway-${gateway.name}-`));
      const scripted = await startScriptedServer({ port: 0, toolsPageSize: 2, fault: '' });
      let started: Awaited<ReturnType<typeof startRealGateway>> | undefined;
      try {
        started = await startRealGateway(gateway.name, endpointUrl(scripted.url, PARTITION));
        const vars = [`gateway_url=${started.url}`, `gateway_partition=${PARTITION}`, `back_url=${scripted.url}`, 'gateway_policy=none'];
        const run = await runCli(
          [
            'run',
            path.join('scenarios', 'mcp-gateway'),
            '--base-url',
            new URL(started.url).origin,
            ...vars.flatMap((v) => ['--var', v]),
            '--expected-failures',
            baseline,
            '--strict-baseline',
            '--reporter',
            'json',
            '--out',
            out,
            '--concurrency',
            '1',
            // Each gateway is a chain of processes (front, bridge, back): on a loaded CI machine a
            // supergateway answer took over the suite's 10 s to end. A cap on a wait, not a speed limit.
            '--timeout',
            '30000',
          ],
          { cwd: repoRoot, timeoutMs: RUN_TIMEOUT_MS },
        );
        let result: RunResult;
        try {
          result = JSON.parse(await readFile(path.join(out, 'results.json'), 'utf8')) as RunResult;
        } catch {
          assert.fail(`no results.json (exit ${run.code}):\n${(run.stderr || run.stdout).slice(-3000)}`);
        }
        const unexplained = result.tests.filter(unexpectedFailure);
        const judged = result.summary.baseline;
        const problems = [
          ...unexplained.map((t) => `${t.id} failed, not listed in ${baseline}: ${t.failure?.message ?? ''}`),
          ...(judged?.fixed.length ? [`listed but passing now (remove from ${baseline}): ${judged.fixed.join(', ')}`] : []),
          ...(judged?.stale.length ? [`listed but not in the run (remove from ${baseline}): ${judged.stale.join(', ')}`] : []),
        ];
        assert.deepEqual(problems, [], `${gateway.name} (${started.url}):\n${problems.join('\n')}`);
        assert.equal(run.code, 0, `wirecase exited ${run.code}:\n${run.stdout.slice(-2000)}${run.stderr.slice(-2000)}`);
        // The policy documents need a screening gateway: neither gateway has one.
        const statuses = Object.fromEntries(result.tests.map((t) => [t.id, t.status]));
        for (const id of ['gw-policy-01', 'gw-policy-02', 'gw-policy-03']) assert.equal(statuses[id], 'not-applicable', id);
      } finally {
        await started?.stop();
        await scripted.close();
        await rm(out, { recursive: true, force: true });
      }
    });
  }
});
