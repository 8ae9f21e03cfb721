import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  FAULT_ENV,
  resolveServerFault,
  SERVER_FAULT_NAMES,
  SERVER_FAULTS,
  startScriptedServer,
  UnknownServerFaultError,
} from '../../../../src/serve/scripted/index.js';
import { call, post, rpc } from './helpers.js';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

describe('scripted server: the fault switch', () => {
  it('resolves the option first, then the environment; empty means none', () => {
    assert.equal(resolveServerFault(undefined, {}), undefined);
    assert.equal(resolveServerFault(undefined, { [FAULT_ENV]: '' }), undefined);
    assert.equal(resolveServerFault(undefined, { [FAULT_ENV]: 'image-as-text' }), 'image-as-text');
    assert.equal(resolveServerFault('delay-ignored', { [FAULT_ENV]: 'image-as-text' }), 'delay-ignored');
    assert.equal(resolveServerFault('', { [FAULT_ENV]: 'image-as-text' }), undefined);
  });

  it('refuses an unknown fault, naming it, its source and the known ones', () => {
    assert.throws(
      () => resolveServerFault('nope', {}),
      (error: unknown) => {
        assert.ok(error instanceof UnknownServerFaultError);
        assert.match(error.message, /unknown scripted-server fault "nope"; known faults: no-session-id, /);
        return true;
      },
    );
    assert.throws(() => resolveServerFault(undefined, { [FAULT_ENV]: 'toString' }), /from the environment variable WIRECASE_SCRIPTED_FAULT/);
  });

  it('has at least five faults, each with a description', () => {
    assert.ok(SERVER_FAULT_NAMES.length >= 5);
    for (const name of SERVER_FAULT_NAMES) assert.ok(SERVER_FAULTS[name].length > 10, name);
  });

  it('startScriptedServer rejects an unknown fault and reports the one in effect', async () => {
    await assert.rejects(startScriptedServer({ port: 0, fault: 'bogus' }), UnknownServerFaultError);
    const server = await startScriptedServer({ port: 0, fault: '' });
    try {
      assert.equal(server.fault, undefined);
    } finally {
      await server.close();
    }
  });

  it('a fault breaks its behaviour and nothing else', async () => {
    const server = await startScriptedServer({ port: 0, fault: 'no-session-id' });
    try {
      assert.equal(server.fault, 'no-session-id');
      const endpoint = `${server.url}/f/mcp`;
      const init = await post(endpoint, rpc('initialize', { protocolVersion: '2025-11-25', capabilities: {} }));
      assert.equal(init.status, 200);
      assert.equal(init.headers.get('mcp-session-id'), null);
      const image = await post(endpoint, call('t', { shape: 'image' }));
      assert.equal(image.json().result.content[0].type, 'image');
    } finally {
      await server.close();
    }
  });

  it('wirecase serve scripted exits 2 on an unknown fault from the environment', async () => {
    const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'wirecase.js'), 'serve', 'scripted', '--port', '0'], {
      env: { ...process.env, NO_COLOR: '1', [FAULT_ENV]: 'no-such-fault' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(timer);
    assert.equal(code, 2, stderr);
    assert.match(stderr, /unknown scripted-server fault "no-such-fault" \(from the environment variable WIRECASE_SCRIPTED_FAULT\)/);
  });
});
