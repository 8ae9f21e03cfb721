import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Socket } from 'node:net';
import { describe, it } from 'node:test';
import type { LoadedDocument } from '../../../../src/model/scenario.js';
import { stdinView } from '../../../../src/run/roles/client/stdin-view.js';
import { clientTransportMismatch, HTTP_ONLY, STDIO_ONLY } from '../../../../src/run/roles/stdio/applicable.js';
import { type JudgeScript, type StdioJudgeServer, startStdioJudge } from '../../../../src/serve/client-judge/index.js';
import { relayCommand } from '../../../../src/serve/client-judge/stdio-relay.js';

// The stdio judge and its relay: a client launches the relay as its MCP server; the judge answers
// each stdin line as the script says, records it, and keeps what the client did to each process.

/** The relay, started as a client starts its server, with what it writes on stdout and stderr. */
class Relay {
  readonly child: ChildProcess;
  stdout = '';
  stderr = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  constructor(judge: StdioJudgeServer) {
    // exec: the signals a test sends reach the relay, not a shell in front of it.
    this.child = spawn(`exec ${judge.serverCommand}`, { shell: true, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout!.setEncoding('utf8').on('data', (t: string) => (this.stdout += t));
    this.child.stderr!.setEncoding('utf8').on('data', (t: string) => (this.stderr += t));
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
  }
  write(text: string): void {
    this.child.stdin!.write(text);
  }
  /** The answer lines so far, parsed. */
  answers(): Array<Record<string, unknown>> {
    return this.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  }
  async until(done: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`waited 20 s for ${what}; stdout: ${this.stdout}; stderr: ${this.stderr}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
};
const line = (message: object) => `${JSON.stringify(message)}\n`;

async function withJudge(script: JudgeScript, body: (judge: StdioJudgeServer) => Promise<void>): Promise<void> {
  const judge = await startStdioJudge(script);
  try {
    await body(judge);
  } finally {
    await judge.close();
  }
}

describe('the stdio judge and its relay', () => {
  it('answers each line as one message, records it as a STDIN exchange, and exits when its stdin closes', async () => {
    await withJudge({ version: '2025-11-25' }, async (judge) => {
      const relay = new Relay(judge);
      relay.write(line(initialize));
      relay.write(line({ jsonrpc: '2.0', method: 'notifications/initialized' }));
      // A message written in two pieces is still one line.
      const list = line({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
      relay.write(list.slice(0, 10));
      relay.write(list.slice(10));
      await relay.until(() => relay.answers().length === 2, 'two answers');
      const [first, second] = relay.answers();
      assert.equal((first!.result as { protocolVersion: string }).protocolVersion, '2025-11-25');
      assert.equal(second!.id, 2);
      relay.child.stdin!.end();
      assert.deepEqual(await relay.exited, { code: 0, signal: null });
      const exchanges = judge.exchanges();
      assert.deepEqual(
        exchanges.map((e) => [e.httpMethod, e.rpcMethod, e.process, e.answer.status]),
        [
          ['STDIN', 'initialize', 1, 200],
          ['STDIN', 'notifications/initialized', 1, 202],
          ['STDIN', 'tools/list', 1, 200],
        ],
      );
      await judge.clientEnded();
      const view = stdinView(judge.stdio())!;
      const [process] = view.processes as Array<Record<string, unknown>>;
      assert.equal(process!.first, 'stdin-closed');
      assert.equal(process!.afterClose, 'exited');
      assert.equal(process!.end, 'exited');
      assert.deepEqual(process!.counts, { initialize: 1, 'notifications/initialized': 1, 'tools/list': 1 });
      assert.deepEqual(view.invalid, []);
      assert.deepEqual(view.split, []);
    });
  });

  it('keeps every line that is no message: not JSON (answered with a parse error), pretty-printed JSON, a response, bytes after the last newline', async () => {
    await withJudge({ version: '2026-07-28' }, async (judge) => {
      const relay = new Relay(judge);
      relay.write('hello from the client\n');
      relay.write(`${JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping', params: {} }, null, 2)}\n`);
      relay.write(line({ jsonrpc: '2.0', id: 99, result: {} }));
      relay.write('{"jsonrpc":"2.0"');
      await relay.until(() => judge.exchanges().length >= 8, 'every line recorded');
      relay.child.stdin!.end();
      await relay.exited;
      assert.equal(relay.answers()[0]!.id, null);
      assert.equal((relay.answers()[0]!.error as { code: number }).code, -32700);
      await judge.clientEnded();
      const view = stdinView(judge.stdio())!;
      const invalid = view.invalid as Array<{ line: number; problem: string }>;
      assert.equal(invalid[0]!.line, 1);
      assert.match(invalid[0]!.problem, /not JSON/);
      assert.ok(invalid.length >= 6, JSON.stringify(invalid));
      assert.deepEqual(view.split, [{ process: 1, fromLine: 2, toLine: 7 }]);
      assert.deepEqual(view.responses, [{ jsonrpc: '2.0', id: 99, result: {} }]);
      assert.deepEqual(view.unterminated, [{ process: 1, text: '{"jsonrpc":"2.0"' }]);
    });
  });

  it("a server that stays after its stdin closes and ignores SIGTERM: the signals and the kill are the client's, in order, with the wait", async () => {
    await withJudge({ version: '2025-11-25', stdio: { onStdinClose: 'stay', onSigterm: 'ignore', stderr: 'Error: only a log line' } }, async (judge) => {
      const relay = new Relay(judge);
      relay.write(line(initialize));
      await relay.until(() => relay.answers().length === 1 && relay.stderr.includes('Error: only a log line'), 'the answer and the stderr line');
      relay.child.stdin!.end();
      await relay.until(() => judge.stdio().processes[0]!.events.some((e) => e.kind === 'stdin-closed'), 'the stdin closed');
      relay.child.kill('SIGTERM');
      await relay.until(() => judge.stdio().processes[0]!.events.some((e) => e.kind === 'SIGTERM'), 'the SIGTERM told');
      assert.equal(relay.child.exitCode, null, 'it ignored SIGTERM');
      relay.child.kill('SIGKILL');
      await relay.exited;
      await judge.clientEnded();
      const [process] = stdinView(judge.stdio())!.processes as Array<Record<string, unknown>>;
      assert.equal(process!.first, 'stdin-closed');
      assert.equal(process!.afterClose, 'SIGTERM');
      assert.deepEqual(process!.signals, ['SIGTERM']);
      assert.equal(process!.killed, true);
      assert.equal(process!.end, 'killed');
      assert.equal(typeof process!.waitedMs, 'number');
    });
  });

  it('what a process gets after the client ended is not the client\'s: a server left running reads "none"', async () => {
    await withJudge({ version: '2025-11-25', stdio: { onStdinClose: 'stay' } }, async (judge) => {
      const relay = new Relay(judge);
      relay.write(line(initialize));
      await relay.until(() => relay.answers().length === 1, 'the answer');
      await judge.clientEnded();
      relay.child.kill('SIGTERM');
      await relay.exited;
      const [process] = stdinView(judge.stdio())!.processes as Array<Record<string, unknown>>;
      assert.equal(process!.first, 'none');
      assert.deepEqual(process!.signals, []);
      assert.equal(process!.end, 'running');
    });
  });

  it('a signal the relay holds for a stdin end is told before the client is taken as ended, however soon the judge asks', async () => {
    await withJudge({ version: '2025-11-25' }, async (judge) => {
      const relay = new Relay(judge);
      relay.write(line(initialize));
      await relay.until(() => relay.answers().length === 1, 'the answer');
      // The relay holds a SIGTERM with its stdin open up to 200 ms; the judge's pings come at once.
      relay.child.kill('SIGTERM');
      await judge.clientEnded();
      const [process] = stdinView(judge.stdio())!.processes as Array<Record<string, unknown>>;
      assert.equal(process!.first, 'SIGTERM');
      assert.deepEqual(process!.signals, ['SIGTERM']);
      await relay.exited;
    });
  });

  it('the relay answers no ping while it holds a signal: its pongs stop until the signal is told', async () => {
    // A bare judge: pings one after another (each after the last pong) until the relay tells its SIGTERM.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const connected = new Promise<Socket>((resolve) => server.once('connection', resolve));
    const relay = spawn(`exec ${relayCommand(`127.0.0.1:${port}`)}`, { shell: true, stdio: ['pipe', 'ignore', 'ignore'] });
    const exited = new Promise((resolve) => relay.once('exit', resolve));
    try {
      const socket = await connected;
      const pongs: number[] = [];
      let signalAt: number | undefined;
      let seq = 0;
      const ping = () => socket.write(`${JSON.stringify({ ping: ++seq })}\n`);
      let text = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
        for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n')) {
          const message = JSON.parse(text.slice(0, nl)) as { pong?: number; signal?: string };
          text = text.slice(nl + 1);
          if (message.signal === 'SIGTERM') signalAt ??= performance.now();
          if (message.pong !== undefined && signalAt === undefined) {
            pongs.push(performance.now());
            ping();
          }
        }
      });
      ping();
      relay.kill('SIGTERM');
      const deadline = Date.now() + 20_000;
      while (signalAt === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      assert.ok(signalAt !== undefined, 'the relay told its SIGTERM');
      // It held the signal 200 ms for a stdin end that never came; a ping answered meanwhile would
      // let a judge take the client as ended before the signal.
      const lastPong = pongs.at(-1) ?? 0;
      assert.ok(signalAt - lastPong >= 150, `a pong came ${Math.round(signalAt - lastPong)} ms before the signal`);
    } finally {
      relay.kill('SIGKILL');
      await exited;
      server.close();
    }
  });

  it('exitOn: the first process that gets the method exits with code 1, unanswered; a restarted one answers it', async () => {
    await withJudge({ version: '2026-07-28', stdio: { exitOn: 'tools/list' } }, async (judge) => {
      const first = new Relay(judge);
      first.write(line({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } } }));
      assert.deepEqual(await first.exited, { code: 1, signal: null });
      assert.equal(first.stdout, '');
      const second = new Relay(judge);
      second.write(line({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } } }));
      await second.until(() => second.answers().length === 1, 'the answer of the second process');
      assert.ok(Array.isArray((second.answers()[0]!.result as { tools: unknown[] }).tools));
      second.child.stdin!.end();
      await second.exited;
      await judge.clientEnded();
      const view = stdinView(judge.stdio())!;
      assert.equal(view.startedAfterUnexpectedExit, 1);
      assert.equal((view.processes as Array<{ end: string }>)[0]!.end, 'exited-by-script');
      assert.deepEqual(
        (view.processes as Array<{ afterUnexpectedExit: boolean }>).map((p) => p.afterUnexpectedExit),
        [false, true],
      );
    });
  });

  it('a 2026-07-28 subscriptions/listen is acknowledged with its id and filter, and left open (no answer)', async () => {
    await withJudge({ version: '2026-07-28' }, async (judge) => {
      const relay = new Relay(judge);
      const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' };
      relay.write(line({ jsonrpc: '2.0', id: 7, method: 'subscriptions/listen', params: { notifications: { toolsListChanged: true }, _meta: meta } }));
      relay.write(line({ jsonrpc: '2.0', id: 8, method: 'ping', params: { _meta: meta } }));
      await relay.until(() => relay.answers().length === 2, 'the acknowledgment and the ping answer');
      const [ack, pong] = relay.answers();
      assert.deepEqual(ack, {
        jsonrpc: '2.0',
        method: 'notifications/subscriptions/acknowledged',
        params: { _meta: { 'io.modelcontextprotocol/subscriptionId': 7 }, notifications: { toolsListChanged: true } },
      });
      assert.equal(pong!.id, 8, 'the subscription got no answer: the next line answers the ping');
      relay.child.stdin!.end();
      await relay.exited;
    });
  });

  it('a client that started no server process leaves nothing for a stdin check to pick', async () => {
    await withJudge({}, async (judge) => {
      await judge.clientEnded();
      assert.equal(stdinView(judge.stdio()), undefined);
    });
  });

  it('a relay given a bad address says so and exits 2; one whose judge is gone exits 1', async () => {
    const judge = await startStdioJudge({});
    const command = judge.serverCommand;
    await judge.close();
    const bad = spawn(command.replace(/127\.0\.0\.1:\d+$/, 'nowhere'), { shell: true });
    let said = '';
    bad.stderr.setEncoding('utf8').on('data', (t: string) => (said += t));
    assert.equal(await new Promise((r) => bad.once('exit', r)), 2);
    assert.match(said, /expected HOST:PORT/);
    const gone = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'] });
    let why = '';
    gone.stderr!.setEncoding('utf8').on('data', (t: string) => (why += t));
    assert.equal(await new Promise((r) => gone.once('exit', r)), 1);
    assert.match(why, /the judging run at 127\.0\.0\.1:\d+ is gone/);
  });
});

describe('which client documents each transport can judge', () => {
  const doc = (data: Record<string, unknown>) => ({ data: { id: 'x', title: 'x', role: 'client', steps: [], ...data } }) as unknown as LoadedDocument;
  it('HTTP only: OAuth, an HTTP status or stream answered, an HTTP method, endpoint or token picked, headers expected, a sentence of Streamable HTTP clients', () => {
    for (const data of [
      { serve: { oauth: {} } },
      { serve: { answers: [{ method: 'tools/list', status: 500 }] } },
      { serve: { answers: [{ method: 'tools/list', stream: true }] } },
      { serve: { answers: [{ method: 'tools/list', endSession: true }] } },
      { checks: [{ name: 'n', httpMethod: 'DELETE' }] },
      { checks: [{ name: 'n', afterStatus: 404 }] },
      { checks: [{ name: 'n', expect: { headers: { accept: 'x' } } }] },
      { requirements: [{ level: 'MUST', quote: 'Clients using the Streamable HTTP transport MUST reject tool definitions' }] },
    ])
      assert.equal(clientTransportMismatch(doc(data), true), HTTP_ONLY, JSON.stringify(data));
  });
  it('both: JSON-RPC bodies only, an error with its httpStatus, and a where on headers (read absent over stdio); stdio only: serve.stdio or a stdin check', () => {
    const neutral = doc({
      checks: [{ name: 'n', method: 'initialize', where: { headers: { 'mcp-protocol-version': { not: 'x' } } }, expect: { json: { '$.id': 1 } } }],
    });
    assert.equal(clientTransportMismatch(neutral, true), undefined);
    assert.equal(clientTransportMismatch(neutral, false), undefined);
    const refused = doc({ serve: { answers: [{ method: 'tools/list', httpStatus: 400, error: { code: -32022, message: 'm' } }] } });
    assert.equal(clientTransportMismatch(refused, true), undefined, "an error's httpStatus: the error goes alone over stdio");
    assert.equal(clientTransportMismatch(doc({ serve: { stdio: {} } }), false), STDIO_ONLY);
    assert.equal(clientTransportMismatch(doc({ checks: [{ name: 'n', stdin: true }] }), false), STDIO_ONLY);
    assert.equal(clientTransportMismatch(doc({ checks: [{ name: 'n', stdin: true }] }), true), undefined);
  });
});
