// An application on the official MCP TypeScript SDK v1 (@modelcontextprotocol/sdk 1.32.2) that signs
// in with OAuth as the SDK's docs show: an OAuthClientProvider (dynamic registration, PKCE and the rest
// are the SDK's own), a loopback callback server for the code, and the system browser opened on the
// authorization URL (`$BROWSER`, as a desktop app would; a wirecase run points it at its browser
// stand-in). Then it connects, lists the tools, calls one and closes.
//   wirecase run scenarios/mcp-client --client "node test/real-clients/sdk-v1-oauth-app.mjs"
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const url = new URL(process.argv.at(-1));

let deliver;
const codes = new Promise((resolve) => (deliver = resolve));
const callback = createServer((req, res) => {
  const code = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('code');
  res.writeHead(code ? 200 : 400, { 'content-type': 'text/plain' });
  res.end(code ? 'signed in: you may close this window' : 'no code');
  if (code) deliver(code);
});
await new Promise((resolve) => callback.listen(0, '127.0.0.1', resolve));
const redirectUrl = `http://127.0.0.1:${callback.address().port}/callback`;

const saved = {};
const provider = {
  get redirectUrl() {
    return redirectUrl;
  },
  get clientMetadata() {
    return { client_name: 'sdk-v1-oauth-app', redirect_uris: [redirectUrl], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
  },
  clientInformation: () => saved.client,
  saveClientInformation: (info) => void (saved.client = info),
  tokens: () => saved.tokens,
  saveTokens: (tokens) => void (saved.tokens = tokens),
  saveCodeVerifier: (verifier) => void (saved.verifier = verifier),
  codeVerifier: () => saved.verifier,
  redirectToAuthorization: (authorizationUrl) => {
    const browser = process.env.BROWSER ?? 'xdg-open';
    spawn(browser, [authorizationUrl.toString()], { stdio: 'ignore' }).on('error', () => {});
  },
};

async function connect() {
  const transport = new StreamableHTTPClientTransport(url, { authProvider: provider });
  const client = new Client({ name: 'sdk-v1-oauth-app', version: '1.0.0' });
  try {
    await client.connect(transport);
    return { client, transport };
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
    await transport.finishAuth(await codes);
    const again = new StreamableHTTPClientTransport(url, { authProvider: provider });
    const next = new Client({ name: 'sdk-v1-oauth-app', version: '1.0.0' });
    await next.connect(again);
    return { client: next, transport: again };
  }
}

try {
  const { client, transport } = await connect();
  const { tools } = await client.listTools();
  if (tools.length) await client.callTool({ name: tools[0].name, arguments: { text: 'hello' } });
  await transport.terminateSession();
  await client.close();
} finally {
  callback.close();
}
