import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, it } from 'node:test';
import { startClientJudge } from '../../src/serve/client-judge/index.js';
import { startDemoServer } from '../../src/serve/demo/demo-server.js';
import { startScriptedAuthServer } from '../../src/serve/oauth/index.js';
import { startProbeServer } from '../../src/serve/probe/index.js';
import { startScriptedServer } from '../../src/serve/scripted/index.js';

// Issue 44, item 4: every server role answers a foreign Host with 421 (DNS rebinding) and a foreign
// Origin with 403 (a page of another site), before its handler sees the request; a loopback page
// and the server's own origin are answered as before.

/** The status of one POST with these headers (fetch cannot set Host). */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', connection: 'close', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Role {
  name: string;
  start(): Promise<{ urls: string[]; close(): Promise<void> }>;
}

const ROLES: Role[] = [
  { name: 'demo', start: async () => ((s) => ({ urls: [`${s.url}/echo`], close: s.close }))(await startDemoServer({ port: 0 })) },
  { name: 'scripted', start: async () => ((s) => ({ urls: [`${s.url}/p/mcp`], close: s.close }))(await startScriptedServer({ port: 0, fault: '' })) },
  { name: 'probe', start: async () => ((s) => ({ urls: [`${s.url}/p/mcp`], close: s.close }))(await startProbeServer({ port: 0 })) },
  {
    name: 'oauth (the protected MCP server and the authorization server)',
    start: async () => ((s) => ({ urls: [s.url, `${s.issuer}/token`], close: s.close }))(await startScriptedAuthServer({})),
  },
  { name: 'judging server (client role)', start: async () => ((s) => ({ urls: [s.url], close: s.close }))(await startClientJudge({ answers: [] })) },
  {
    name: 'judging server behind OAuth (client role, serve.oauth)',
    start: async () => ((s) => ({ urls: [s.url], close: s.close }))(await startClientJudge({ answers: [], oauth: {} })),
  },
];

describe('every server role: a foreign Host gets 421, a foreign Origin 403', () => {
  for (const role of ROLES) {
    it(role.name, async () => {
      const server = await role.start();
      try {
        for (const url of server.urls) {
          const { host, port } = new URL(url);
          assert.equal(await statusOf(url, { host: `rebind.attacker.example:${port}` }), 421, `${url}: foreign Host`);
          assert.equal(await statusOf(url, { origin: 'https://evil.example' }), 403, `${url}: foreign Origin`);
          assert.equal(await statusOf(url, { origin: `http://${host}.evil.example` }), 403, `${url}: a look-alike Origin`);
          for (const origin of ['http://localhost:5173', `http://${host}`]) {
            const status = await statusOf(url, { origin });
            assert.ok(status !== 421 && status !== 403, `${url}: Origin ${origin} is answered (got ${status})`);
          }
        }
      } finally {
        await server.close();
      }
    });
  }
});
