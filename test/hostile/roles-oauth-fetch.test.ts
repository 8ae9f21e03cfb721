import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { startScriptedAuthServer } from '../../src/serve/oauth/index.js';
import { addressRefusal } from '../../src/serve/oauth/metadata-fetch.js';

// Issue 44, item 4: `serve oauth` fetches a client ID metadata document a stranger names only from a
// public address: never from this machine (loopback) or a private network unless told to
// (loopbackClientIds, privateClientIds: `--loopback-client-ids`, `--private-client-ids`), whatever a
// name resolves to; and it answers such a client_id at once, with why.

async function authorizeWith(clientId: string, options: Parameters<typeof startScriptedAuthServer>[0] = {}): Promise<{ status: number; text: string }> {
  const server = await startScriptedAuthServer({ dynamicRegistration: false, ...options });
  try {
    const metadata = (await (await fetch(server.authServerMetadataUrl)).json()) as { authorization_endpoint: string };
    const url = new URL(metadata.authorization_endpoint);
    url.searchParams.set('client_id', clientId);
    url.searchParams.set('response_type', 'code');
    const answer = await fetch(url, { redirect: 'manual' });
    return { status: answer.status, text: await answer.text() };
  } finally {
    await server.close();
  }
}

describe('serve oauth: client ID metadata documents from where a stranger points', () => {
  it('private, link-local, loopback and special addresses are refused by default; public ones are not', () => {
    const none = { loopback: false, private: false };
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      'fd00::1',
      'fe80::1',
      '::',
      '::ffff:10.0.0.1',
      '[fc00::2]',
    ])
      assert.match(addressRefusal(address, none) ?? '', /private or special-purpose address/, address);
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      assert.match(addressRefusal(address, none) ?? '', /loopback address/, address);
    for (const address of ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c', '1.1.1.1'])
      assert.equal(addressRefusal(address, none), undefined, address);
    assert.equal(addressRefusal('127.0.0.1', { loopback: true, private: false }), undefined);
    assert.equal(addressRefusal('10.0.0.1', { loopback: false, private: true }), undefined);
    assert.match(addressRefusal('10.0.0.1', { loopback: true, private: false }) ?? '', /privateClientIds/);
  });

  it('an https client_id on a private address is refused at once, without a connection', async () => {
    const answer = await authorizeWith('https://10.255.255.1/client.json');
    assert.equal(answer.status, 400);
    assert.match(
      answer.text,
      /invalid_client: the client metadata document https:\/\/10\.255\.255\.1\/client\.json 10\.255\.255\.1 is a private or special-purpose address/,
    );
  });

  it('a name that resolves to loopback is refused unless loopbackClientIds; a loopback http id is not even a metadata document id then', async () => {
    let reached = 0;
    const doc = createServer((_req, res) => {
      reached += 1;
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => doc.listen(0, '127.0.0.1', resolve));
    const port = (doc.address() as { port: number }).port;
    try {
      const byName = await authorizeWith(`https://localhost:${port}/client.json`);
      assert.equal(byName.status, 400);
      assert.match(byName.text, /could not be fetched: localhost resolves to \S+ is a loopback address/);
      const plain = await authorizeWith(`http://127.0.0.1:${port}/client.json`);
      assert.match(plain.text, /not an https URL with a path/);
      assert.equal(reached, 0, 'nothing reached the loopback server');
      // Told to, the server fetches from loopback (a test serving its document on this machine).
      const allowed = await authorizeWith(`http://127.0.0.1:${port}/client.json`, { loopbackClientIds: true });
      assert.match(allowed.text, /answered HTTP 500/);
      assert.equal(reached, 1);
    } finally {
      doc.closeAllConnections();
      await new Promise((resolve) => doc.close(resolve));
    }
  });
});
