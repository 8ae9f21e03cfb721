import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { LoadedDocument, Step } from '../../../src/model/scenario.js';
import type { DocumentState } from '../../../src/run/document-state.js';
import { shareKind } from '../../../src/run/roles/stdio/reuse.js';
import { probeStdio } from '../../../src/run/roles/stdio/stdio-probe.js';
import { closeStdio, releaseSpare, type StdioTarget, wireOf } from '../../../src/run/roles/stdio/stdio-target.js';
import type { StdioWire } from '../../../src/run/roles/stdio/stdio-wire.js';
import type { SuiteContext } from '../../../src/run/run-context.js';

const doc = (steps: Step[], tags: string[] = []) => ({ data: { id: 'x', steps, tags } }) as unknown as LoadedDocument;
const rpc = (method: string): Step => ({ rpc: { method } }) as Step;

test('shareKind: a 2025 test (initialize first) and a 2026 test (no initialize) may share; lifecycle, stdio steps and session state keep their own process', () => {
  assert.equal(shareKind(doc([rpc('initialize'), rpc('notifications/initialized'), rpc('tools/list'), rpc('initialize')])), 'initialize');
  assert.equal(shareKind(doc([rpc('server/discover'), rpc('tools/call')])), 'stateless');
  assert.equal(shareKind(doc([rpc('tools/list'), rpc('initialize')])), undefined, 'an initialize after another first message');
  assert.equal(shareKind(doc([rpc('initialize')], ['lifecycle'])), undefined, 'the handshake as the first interaction');
  assert.equal(shareKind(doc([rpc('initialize'), { stdio: { close: true } } as Step])), undefined, 'a stdio step judges the process');
  assert.equal(shareKind(doc([rpc('initialize'), rpc('logging/setLevel')])), undefined, 'a level is session state');
  assert.equal(shareKind(doc([rpc('initialize'), rpc('resources/subscribe')])), undefined, 'a subscription is session state');
  assert.equal(shareKind(doc([rpc('{{ method }}')])), undefined, 'a method only known at run time');
  assert.equal(shareKind(doc([])), undefined);
});

/** A 2025-era server: answers initialize (a second one too, unless REJECT_REINIT), ping, and `stall` never; refuses server/discover. */
const SERVER = `
let initialized = false;
require('node:readline').createInterface({ input: process.stdin }).on('line', (l) => {
  const m = JSON.parse(l);
  if (m.id === undefined || m.method === 'stall') return;
  const answer = (body) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, ...body }) + '\\n');
  if (m.method === 'initialize') {
    if (initialized && process.env.REJECT_REINIT) return answer({ error: { code: -32600, message: 'already initialized' } });
    initialized = true;
    return answer({ result: { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } } });
  }
  if (m.method === 'ping') return answer({ result: { pid: process.pid } });
  answer({ error: { code: -32601, message: 'Method not found' } });
});
`;

const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-stdio-reuse-'));
writeFileSync(path.join(dir, 'server.cjs'), SERVER);
after(() => rmSync(dir, { recursive: true, force: true }));

const limits = { timeoutMs: 5000, maxBodyBytes: 1 << 20 };
const ping = (id: number | string, method = 'ping') => ({
  method: 'POST',
  url: 'http://stdio.invalid/',
  headers: [] as Array<[string, string]>,
  body: Buffer.from(JSON.stringify({ jsonrpc: '2.0', id, method })),
});

async function pidOf(wire: StdioWire): Promise<number> {
  const sent = await wire.send(ping(1), limits);
  assert.ok(sent.ok);
  return JSON.parse(sent.response.body.toString().match(/data: (.*)/)![1]!).result.pid as number;
}

test('the probe decides: a server that answers a second initialize as the first shares its processes between 2025 tests, the probe’s own first', async () => {
  const target: StdioTarget = { command: `${JSON.stringify(process.execPath)} server.cjs`, cwd: dir };
  const outcome = await probeStdio({}, target, 3000, '1.0.0');
  assert.deepEqual(target.share, { initialize: true, stateless: false });
  assert.ok(
    outcome.seen.some((line) => /a second initialize on the same process: answered as the first/.test(line)),
    outcome.seen.join('\n'),
  );
  assert.equal(target.idle?.initialize.length, 1, 'the probe’s 2025 process waits for the first test');
  const ctx = { stdio: target } as SuiteContext;
  const first: DocumentState = { stdioShare: 'initialize' } as DocumentState;
  const pid = await pidOf(wireOf(ctx, first) as StdioWire);
  closeStdio(first);
  const second: DocumentState = { stdioShare: 'initialize' } as DocumentState;
  assert.equal(await pidOf(wireOf(ctx, second) as StdioWire), pid, 'the next test of its kind takes the same process');
  // A send that ended without its answer: the process may still owe it, so it is not shared on.
  const stalled = await (second.stdio as StdioWire).send(ping(2, 'stall'), { ...limits, timeoutMs: 100 });
  assert.ok(!stalled.ok);
  closeStdio(second);
  const third: DocumentState = { stdioShare: 'initialize' } as DocumentState;
  assert.notEqual(await pidOf(wireOf(ctx, third) as StdioWire), pid);
  closeStdio(third);
  const own: DocumentState = {} as DocumentState;
  const ownPid = await pidOf(wireOf(ctx, own) as StdioWire);
  closeStdio(own);
  const next: DocumentState = { stdioShare: 'initialize' } as DocumentState;
  assert.notEqual(await pidOf(wireOf(ctx, next) as StdioWire), ownPid, 'a test with a process of its own never gives it on');
  closeStdio(next);
  await releaseSpare(target);
});

test('the probe decides: a server that refuses a second initialize gives every 2025 test a process of its own', async () => {
  const target: StdioTarget = { command: `${JSON.stringify(process.execPath)} server.cjs`, cwd: dir, env: { REJECT_REINIT: '1' } };
  const outcome = await probeStdio({}, target, 3000, '1.0.0');
  assert.deepEqual(target.share, { initialize: false, stateless: false });
  assert.ok(
    outcome.seen.some((line) => /not answered as the first \(every 2025-era test starts its own process\)/.test(line)),
    outcome.seen.join('\n'),
  );
  const ctx = { stdio: target } as SuiteContext;
  const first: DocumentState = { stdioShare: 'initialize' } as DocumentState;
  const pid = await pidOf(wireOf(ctx, first) as StdioWire);
  closeStdio(first);
  const second: DocumentState = { stdioShare: 'initialize' } as DocumentState;
  assert.notEqual(await pidOf(wireOf(ctx, second) as StdioWire), pid);
  closeStdio(second);
  await releaseSpare(target);
});
