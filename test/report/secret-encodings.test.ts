import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

/**
 * Secrets with every character a request encodes differently (space, `/`, `+`, `&`, `=`, `"`, `\`),
 * sent in a `query:`, a URL written with the value in it, a `form:` body, a `json:` body, a Basic
 * Authorization header, a Basic value in a header whose name says nothing, and base64 in a header,
 * to a server that echoes the request back. No output of any reporter (console, json, junit,
 * markdown, html, GitHub annotations and step summary) holds any of them in any encoding. The four
 * secrets are secret four ways: a secret-looking variable name (`client_secret`, via --var), a
 * capture into one (`access_token`), the suite's `secrets:` list (`passcode`, via --var) and the
 * document's `secrets:` list (`order_ref`, a capture). A JWT the run mints (`tokens:`) is masked as
 * well. Names that only contain a secret word (`author`, `authority_url`) are not masked.
 */
const SECRETS = {
  client_secret: 'sk live/with+plus&and=eq "quoted" back\\slash 9f8e',
  access_token: 'tok cap/9+8&7=6 "x" \\y 1a2b7',
  passcode: 'pass code/+&= "p" \\q 3c4d',
  order_ref: 'ord ref/+&= "o" \\r 5e6f',
};
const AUTHOR = 'Ada Lovelace';
const AUTHORITY = 'https://login.example/tenant-42';

const project = new TempProject();
const received: Array<{ url: string; body: string; headers: Record<string, unknown> }> = [];
let server: Server;
let base = '';

before(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = req.url ?? '/';
      received.push({ url, body, headers: req.headers });
      res.setHeader('content-type', 'application/json');
      if (url === '/login') {
        const form = new URLSearchParams(body);
        if (form.get('client_secret') !== SECRETS.client_secret) return void res.writeHead(401).end('{}');
        return void res.end(JSON.stringify({ access_token: SECRETS.access_token, order_ref: SECRETS.order_ref, author: AUTHOR, token_type: 'Bearer' }));
      }
      // The request as the server saw it: the raw URL, the headers, the raw body (a JSON string, so a
      // json: body comes back JSON-escaped twice).
      res.end(JSON.stringify({ method: req.method, url, headers: req.headers, body }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A token the run mints (its variable's name says nothing): secret too.
  project.write('enc/key.pem', generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
  project.write(
    'enc/suite.yaml',
    `name: enc\nbaseUrl: ${base}\nvars:\n  passcode: ""\n  authority_url: ${AUTHORITY}\nsecrets: [passcode]\ntokens:\n  grant:\n    key: key.pem\n    claims: { sub: enc }\n`,
  );
  const perSecret = Object.keys(SECRETS).flatMap((v) => [
    `  - name: ${v} in a query\n    request: { url: /echo, query: { q: "{{ ${v} }}", page: "2" } }\n    expect: { status: 200 }`,
    // No name: the step is named by its URL, with the secret in it.
    `  - request: { url: "/echo?raw={{ ${v} }}" }\n    expect: { status: 200 }`,
    `  - name: ${v} in a form body\n    request: { method: POST, url: /echo, form: { q: "{{ ${v} }}", page: "2" } }\n    expect: { status: 200 }`,
    `  - name: ${v} in a json body\n    request: { method: POST, url: /echo, json: { q: "{{ ${v} }}", page: 2 } }\n    expect: { status: 200 }`,
    `  - name: ${v} in Basic auth\n    request:\n      url: /echo\n      headers:\n        Authorization: "Basic {{ base64('alice:' + ${v}) }}"\n        X-Relay: "Basic {{ base64('bob:' + ${v}) }}"\n        X-Plain: "{{ base64(${v}) }} {{ base64url(${v}) }}"\n    expect: { status: 200 }`,
  ]);
  project.write(
    'enc/a.yaml',
    `id: enc-01
title: secrets in every encoding
secrets: [order_ref]
steps:
  - name: log in with a form
    request: { method: POST, url: /login, form: { grant_type: client_credentials, client_secret: "{{ client_secret }}" } }
    expect: { status: 200 }
    capture:
      access_token: $.access_token
      order_ref: $.order_ref
      author: $.author
  - name: the minted token in a header, a query and a json body
    request: { method: POST, url: /echo, query: { grant: "{{ grant }}" }, headers: { X-Grant: "Bearer {{ grant }}" }, json: { grant: "{{ grant }}" } }
    expect: { status: 200 }
  - name: author and authority are not secrets
    request: { url: /echo, headers: { X-Author: "{{ author }}", X-Authority: "{{ authority_url }}" } }
    expect:
      status: 200
      json:
        "$.headers['x-author']": "{{ author }}"
${perSecret.join('\n')}
  - name: the echo is not the secrets (fails on purpose, its messages quoting them)
    request: { method: POST, url: "/echo?all={{ urlencode(client_secret) }}", json: { all: ["{{ client_secret }}", "{{ access_token }}", "{{ passcode }}", "{{ order_ref }}"] } }
    expect:
      status: 200
      json:
        $.body: "{{ client_secret }}"
        $.url: "{{ access_token }}"
        "$.headers['x-none']": ["{{ passcode }}", "{{ order_ref }}"]
`,
  );
});
after(async () => {
  await new Promise((r) => server.close(r));
  project.remove();
});

/** Every output of a run with every reporter, in GitHub Actions: stdout, stderr, the step summary and each report file. */
async function allOutputs(name: string): Promise<{ code: number | null; outputs: Record<string, string> }> {
  const summaryFile = path.join(project.dir, `${name}-step-summary.md`);
  const args = [
    'run',
    'enc',
    '--var',
    `client_secret=${SECRETS.client_secret}`,
    '--var',
    `passcode=${SECRETS.passcode}`,
    '--reporter',
    'console,json,junit,markdown,html',
    '--out',
    name,
    '--verbose',
    '--curl',
  ];
  const { code, stdout, stderr } = await runCli(args, { cwd: project.dir, env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile } });
  const outputs: Record<string, string> = { stdout, stderr, 'step summary': readFileSync(summaryFile, 'utf8') };
  for (const f of readdirSync(path.join(project.dir, name))) outputs[f] = readFileSync(path.join(project.dir, name, f), 'utf8');
  return { code, outputs };
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Each form a request (or an echo of it) carries a secret in. */
function encodings(secret: string): Record<string, string> {
  return {
    raw: secret,
    'the raw middle': secret.slice(4, -4),
    encodeURIComponent: encodeURIComponent(secret),
    'form-encoded (+)': new URLSearchParams({ x: secret }).toString().slice(2),
    'as the URL parser leaves it': new URL(`http://h/p?x=${secret}`).search.slice(3),
    'JSON-escaped': JSON.stringify(secret).slice(1, -1),
    'JSON-escaped twice': JSON.stringify(JSON.stringify(secret)).slice(3, -3),
    base64: b64(secret),
    base64url: Buffer.from(secret, 'utf8').toString('base64url'),
    'base64 of alice:secret': b64(`alice:${secret}`),
    'base64 of bob:secret': b64(`bob:${secret}`),
  };
}

/** An output as written, and with each reporter's own escaping undone (HTML/XML entities, GitHub's %XX, markdown's \|). */
function views(text: string): string[] {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
  return [
    text,
    text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, e: string) => entities[e]!),
    text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%'),
    text.replace(/\\\|/g, '|'),
  ];
}

function assertNoSecrets(outputs: Record<string, string>, minted: string): void {
  const leaks: string[] = [];
  for (const [output, text] of Object.entries(outputs)) {
    const shown = views(text);
    for (const [variable, secret] of Object.entries({ ...SECRETS, 'the minted grant': minted })) {
      for (const [encoding, form] of Object.entries(encodings(secret))) {
        if (shown.some((t) => t.includes(form)))
          leaks.push(`${variable} ${encoding} in ${output}: ${shown.flatMap((t) => t.split('\n')).find((l) => l.includes(form))}`);
      }
    }
  }
  assert.deepEqual(leaks, []);
}

test('the encodings of each secret differ (else checking them all proves less than it says)', () => {
  for (const secret of Object.values(SECRETS)) {
    const forms = Object.values(encodings(secret));
    assert.equal(new Set(forms).size, forms.length, secret);
  }
});

test('no secret in any encoding in any output of any reporter; `author` and `authority_url` are shown', async () => {
  const { code, outputs } = await allOutputs('out');
  assert.equal(code, 1, outputs.stdout! + outputs.stderr);
  assert.deepEqual(Object.keys(outputs).sort(), ['junit.xml', 'report.html', 'results.json', 'stderr', 'stdout', 'step summary', 'summary.md']);
  assert.match(outputs.stdout!, /::error file=enc\/a\.yaml,line=\d+,col=\d+/, 'annotations on stdout in GitHub Actions');
  assert.match(outputs.stdout!, /^ {4}curl -X 'POST' .*--data-binary '/m, 'the failing request as a curl command (checked below too)');

  // Everything was sent for real, in the encodings the checks look for.
  for (const secret of Object.values(SECRETS)) {
    const forms = encodings(secret);
    assert.ok(
      received.some((r) => r.url.includes(`q=${forms['form-encoded (+)']}`)),
      `query: ${secret}`,
    );
    assert.ok(
      received.some((r) => r.url.includes(`raw=${forms['as the URL parser leaves it']}`)),
      `written URL: ${secret}`,
    );
    assert.ok(
      received.some((r) => r.body === `q=${forms['form-encoded (+)']}&page=2`),
      `form: ${secret}`,
    );
    assert.ok(
      received.some((r) => r.body === JSON.stringify({ q: secret, page: 2 })),
      `json: ${secret}`,
    );
    assert.ok(
      received.some((r) => r.headers.authorization === `Basic ${forms['base64 of alice:secret']}`),
      `basic: ${secret}`,
    );
  }

  const results = JSON.parse(outputs['results.json']!);
  const steps = results.tests[0].steps as Array<{
    name: string;
    status: string;
    request?: { url: string; body?: string; headers: string[][] };
    response?: { body: string };
    captures?: Record<string, unknown>;
  }>;
  assert.deepEqual(
    steps.map((s) => s.status),
    [...steps.slice(0, -1).map(() => 'passed'), 'failed'],
    'every step ran; only the last failed',
  );
  const step = (name: string) => steps.find((s) => s.name === name)!;
  assert.deepEqual(steps[0]!.captures, { access_token: '***', order_ref: '***', author: AUTHOR });
  assert.equal(step('client_secret in a query').request!.url, `${base}/echo?q=***&page=2`);
  assert.equal(step('order_ref in a form body').request!.body, 'q=***&page=2');
  assert.equal(step('passcode in a json body').request!.body, '{"q":"***","page":2}');
  assert.ok(
    steps.some((s) => s.name === 'GET /echo?raw=***'),
    'a step named by its URL is named without the secret',
  );
  const headers = Object.fromEntries(step('access_token in Basic auth').request!.headers);
  assert.deepEqual([headers.Authorization, headers['X-Relay']?.includes('***'), headers['X-Plain']], ['Basic ***', true, '*** ***']);
  const authorStep = step('author and authority are not secrets');
  assert.deepEqual(
    authorStep.request!.headers.filter(([n]) => n!.startsWith('X-')),
    [
      ['X-Author', AUTHOR],
      ['X-Authority', AUTHORITY],
    ],
  );
  assert.ok(outputs['report.html']!.includes(AUTHOR) && outputs['report.html']!.includes(AUTHORITY), 'the HTML report shows the author and the authority URL');
  assert.ok(!outputs['results.json']!.includes('"X-Author","***"'));

  const minted = String(received.find((r) => typeof r.headers['x-grant'] === 'string')?.headers['x-grant']).replace(/^Bearer /, '');
  assert.match(minted, /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/, 'the run minted a JWT and sent it');
  assert.equal(step('the minted token in a header, a query and a json body').request!.body, '{"grant":"***"}');

  assertNoSecrets(outputs, minted);
});
