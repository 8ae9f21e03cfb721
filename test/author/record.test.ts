import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parse } from 'yaml';
import { buildDocument } from '../../src/record/build-document.js';
import { type DemoServer, startDemoServer } from '../../src/serve/demo/demo-server.js';
import { startScriptedServer } from '../../src/serve/scripted/index.js';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';
import { type ReferenceTarget, startReferenceTarget } from '../targets/mcp-reference/server.js';

type Scripted = Awaited<ReturnType<typeof startScriptedServer>>;
const project = new TempProject();
let scripted: Scripted;
let demo: DemoServer;
let reference: ReferenceTarget;
/** Answers a JSON list; what its first item is can be changed between record and run. */
let firstItem: Record<string, unknown> = { id: 1, name: 'pen', 'in-stock': true, tags: ['a'] };
let lists: Server;
let listsUrl = '';

before(async () => {
  lists = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify([firstItem, { id: 2, name: 'cup' }]));
  });
  await new Promise<void>((r) => lists.listen(0, '127.0.0.1', r));
  listsUrl = `http://127.0.0.1:${(lists.address() as AddressInfo).port}`;
  [scripted, demo, reference] = await Promise.all([
    startScriptedServer({ host: '127.0.0.1', port: 0 }),
    startDemoServer({ port: 0 }),
    startReferenceTarget({ auth: 'none' }),
  ]);
});
after(async () => {
  await Promise.all([scripted.close(), demo.close(), reference.close(), new Promise((r) => lists.close(r))]);
  project.remove();
});

const schemaLine = (text: string) => text.split('\n')[0]!;

test('record --rpc against the scripted server: a 2026-07-28 tools/call becomes an rpc: document that validates and passes', async () => {
  const out = path.join(project.dir, 'mcp', 'echo.yaml');
  const params = JSON.stringify({ name: 'echo', arguments: { text: 'hello from record' } });
  const recorded = await runCli(
    ['record', '--url', `${scripted.url}/rec/mcp`, '--rpc', 'tools/call', '--params', params, '--revision', '2026-07-28', '--out', out],
    { cwd: project.dir },
  );
  assert.equal(recorded.code, 0, recorded.stderr);
  assert.match(recorded.stderr, /wrote .*echo\.yaml \(HTTP 200\)/);
  const text = readFileSync(out, 'utf8');

  // The $schema line points at the real schema, relative to the file.
  const schema = /^# yaml-language-server: \$schema=(.+)$/.exec(schemaLine(text))?.[1];
  assert.ok(schema, text);
  assert.equal(path.resolve(path.dirname(out), schema), path.join(repoRoot, 'schemas', 'scenario.schema.json'));
  assert.match(text, /guide\.md/);

  const doc = parse(text);
  assert.equal(doc.id, 'tools-call-01', 'named after the request');
  assert.deepEqual(doc.mcp, { revision: '2026-07-28' });
  assert.deepEqual(doc.steps[0].rpc, { method: 'tools/call', params: { name: 'echo', arguments: { text: 'hello from record' } }, url: '/rec/mcp' });
  const expect = doc.steps[0].expect;
  assert.equal(expect.status, 200);
  assert.deepEqual(expect.headers, { 'content-type': { matches: '^application/json' } });
  assert.equal(expect.json['$.jsonrpc'], '2.0');
  assert.equal(expect.json['$.result.resultType'], 'complete');
  assert.deepEqual(expect.json['$.result.content'], { type: 'array', length: { gte: 1 } });
  assert.deepEqual(expect.json['$.result._meta'], { type: 'object' });
  assert.equal(doc.notApplicable, undefined, 'no secret was sent, so nothing is needed');

  const validated = await runCli(['validate', out], { cwd: project.dir });
  assert.equal(validated.code, 0, validated.stdout + validated.stderr);
  const run = await runCli(['run', out, '--base-url', scripted.url], { cwd: project.dir });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /1 passed, 0 failed/);
});

test('record against the demo server: a GET with an Authorization header never writes the token, and passes again with --var token', async () => {
  const token = 'demo-token-7f3a9c';
  const out = path.join(project.dir, 'demo', 'items.yaml');
  const recorded = await runCli(
    ['record', '--url', `${demo.url}/items`, '--header', `Authorization: Bearer ${token}`, '--header', 'Accept: application/json', '--out', out],
    { cwd: project.dir },
  );
  assert.equal(recorded.code, 0, recorded.stderr);
  const text = readFileSync(out, 'utf8');
  assert.ok(!text.includes(token) && !text.includes('7f3a9c'), `the token leaked into the file:\n${text}`);
  assert.ok(!recorded.stdout.includes(token) && !recorded.stderr.includes(token));

  const doc = parse(text);
  assert.equal(doc.id, 'get-items-01');
  assert.match(
    recorded.stderr,
    /warning: .*items\.yaml leaves \{\{ token \}\} undefined \(the credential is not written\): give it with --var token=\.\.\. or an --env-file/,
  );
  // A second recording of the same request into the same folder gets an ID of its own.
  const second = await runCli(
    ['record', '--url', `${demo.url}/items`, '--header', 'Accept: application/json', '--out', path.join(project.dir, 'demo', 'items-again.yaml')],
    {
      cwd: project.dir,
    },
  );
  assert.equal(second.code, 0, second.stderr);
  assert.equal(parse(readFileSync(path.join(project.dir, 'demo', 'items-again.yaml'), 'utf8')).id, 'get-items-02');
  assert.doesNotMatch(second.stderr, /warning/, 'nothing left undefined');
  assert.deepEqual(doc.steps[0].request, { method: 'GET', url: '/items', headers: { Authorization: 'Bearer {{ token }}', Accept: 'application/json' } });
  assert.deepEqual(doc.notApplicable, { if: 'empty(token)', reason: 'needs token: run with --var token=...' });
  assert.deepEqual(doc.steps[0].expect.json, { '$.items': { type: 'array' }, '$.count': { type: 'integer' } });

  assert.equal((await runCli(['validate', out], { cwd: project.dir })).code, 0);
  const run = await runCli(
    ['run', out, '--base-url', demo.url, '--var', `token=${token}`, '--reporter', 'console,json', '--out', path.join(project.dir, 'demo-reports')],
    { cwd: project.dir },
  );
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /1 passed, 0 failed/);
  assert.ok(!readFileSync(path.join(project.dir, 'demo-reports', 'results.json'), 'utf8').includes(token), 'the token leaked into a report');
  // Without the token the document says it does not apply, instead of failing: a run that judged nothing exits 4.
  const without = await runCli(['run', out, '--base-url', demo.url], { cwd: project.dir });
  assert.equal(without.code, 4, without.stdout);
  assert.match(without.stdout, /not applicable: needs token/);
});

test('record: a field called `author` (or `authority_url`) is copied, not turned into a variable; whole secret words are', async () => {
  const secret = 'cs-4b5c6d7e8f';
  const session = 'sess-99aa88bb';
  const out = path.join(project.dir, 'demo', 'author.yaml');
  const json = JSON.stringify({ author: 'Ada Lovelace', authority_url: 'https://login.example/tenant', book: { author: 'Ada', clientSecret: secret } });
  const recorded = await runCli(
    ['record', '--url', `${demo.url}/echo?author=Ada&session_id=${session}`, '--header', 'X-Author: Ada', '--json', json, '--out', out],
    { cwd: project.dir },
  );
  assert.equal(recorded.code, 0, recorded.stderr);
  const text = readFileSync(out, 'utf8');
  assert.ok(!text.includes(secret) && !text.includes(session), `a secret leaked into the file:\n${text}`);
  const doc = parse(text);
  assert.deepEqual(doc.steps[0].request, {
    method: 'POST',
    url: '/echo',
    query: { author: 'Ada', session_id: '{{ session_id }}' },
    headers: { 'X-Author': 'Ada' },
    json: { author: 'Ada Lovelace', authority_url: 'https://login.example/tenant', book: { author: 'Ada', clientSecret: '{{ client_secret }}' } },
  });
  // `clientSecret` becomes `client_secret`, not `clientsecret`: the variable's name is secret-looking too.
  assert.deepEqual(doc.notApplicable, {
    if: 'empty(session_id) || empty(client_secret)',
    reason: 'needs session_id, client_secret: run with --var session_id=... --var client_secret=...',
  });
  assert.equal((await runCli(['validate', out], { cwd: project.dir })).code, 0);
});

test('record against the reference target: tools/list (stdout) validates and passes', async () => {
  const recorded = await runCli(
    ['record', '--url', reference.mcpUrl, '--rpc', 'tools/list', '--revision', '2026-07-28', '--id', 'ref-tools-01', '--title', 'tools/list lists tools'],
    { cwd: project.dir },
  );
  assert.equal(recorded.code, 0, recorded.stderr);
  // On stdout the $schema path is absolute: the package's own schema.
  assert.equal(schemaLine(recorded.stdout), `# yaml-language-server: $schema=${path.join(repoRoot, 'schemas', 'scenario.schema.json')}`);
  const doc = parse(recorded.stdout);
  assert.equal(doc.id, 'ref-tools-01');
  assert.deepEqual(doc.steps[0].expect.json['$.result.tools'], { type: 'array', length: { gte: 1 } });
  const file = project.write('ref/tools.yaml', recorded.stdout);
  const url = new URL(reference.mcpUrl);
  const run = await runCli(['run', file, '--base-url', url.origin], { cwd: project.dir });
  assert.equal(run.code, 0, run.stdout + run.stderr);
});

test('record: a JSON-RPC error is recorded as an error shape; bad input exits 2; an existing --out is never overwritten', async () => {
  const out = path.join(project.dir, 'err', 'error.yaml');
  const params = JSON.stringify({ name: 'echo', arguments: { shape: 'rpc-error', text: 'broken' } });
  const recorded = await runCli(
    ['record', '--url', `${scripted.url}/rec/mcp`, '--rpc', 'tools/call', '--params', params, '--out', out, '--header', 'X-Api-Key: k-123456'],
    { cwd: project.dir },
  );
  assert.equal(recorded.code, 0, recorded.stderr);
  const text = readFileSync(out, 'utf8');
  assert.ok(!text.includes('k-123456'));
  const doc = parse(text);
  assert.equal(doc.steps[0].expect.json['$.error.code'], -32603);
  assert.deepEqual(doc.steps[0].expect.json['$.result'], { absent: true });
  assert.deepEqual(doc.steps[0].rpc.headers, { 'X-Api-Key': '{{ api_key }}' });
  const run = await runCli(['run', out, '--base-url', scripted.url, '--var', 'api_key=k-123456'], { cwd: project.dir });
  assert.equal(run.code, 0, run.stdout + run.stderr);

  const again = await runCli(['record', '--url', `${scripted.url}/healthz`, '--out', out], { cwd: project.dir });
  assert.equal(again.code, 2);
  assert.match(again.stderr, /already exists/);
  assert.equal(readFileSync(out, 'utf8'), text);

  const badJson = await runCli(['record', '--url', `${scripted.url}/x/mcp`, '--rpc', 'tools/list', '--params', '{nope'], { cwd: project.dir });
  assert.equal(badJson.code, 2);
  assert.match(badJson.stderr, /--params is not JSON/);
  const refused = await runCli(['record', '--url', 'http://127.0.0.1:1/none', '--out', path.join(project.dir, 'never.yaml')], { cwd: project.dir });
  assert.equal(refused.code, 2);
  assert.match(refused.stderr, /could not record/);
  assert.ok(!existsSync(path.join(project.dir, 'never.yaml')));
});

test("record: a JSON list answer checks the first item, its type and its fields' types; the document fails when the first item changes shape", async () => {
  const out = path.join(project.dir, 'lists', 'things.yaml');
  const recorded = await runCli(['record', '--url', `${listsUrl}/things`, '--out', out], { cwd: project.dir });
  assert.equal(recorded.code, 0, recorded.stderr);
  const text = readFileSync(out, 'utf8');
  assert.deepEqual(parse(text).steps[0].expect.json, {
    $: { type: 'array', length: { gte: 1 } },
    '$[0]': { type: 'object' },
    '$[0].id': { type: 'integer' },
    '$[0].name': { type: 'string', length: { gte: 1 } },
    '$[0].in-stock': { type: 'boolean' },
    '$[0].tags': { type: 'array', length: { gte: 1 } },
  });
  assert.match(text, /\n {8}# The first item's shape .*\n {8}\$\[0\]: \{ type: object \}\n/, 'a comment says what the $[0] checks are');
  assert.equal((await runCli(['validate', out], { cwd: project.dir })).code, 0);
  const passes = await runCli(['run', out, '--base-url', listsUrl], { cwd: project.dir });
  assert.equal(passes.code, 0, passes.stdout + passes.stderr);
  firstItem = { id: '1', name: 'pen', 'in-stock': true, tags: ['a'] };
  try {
    const fails = await runCli(['run', out, '--base-url', listsUrl], { cwd: project.dir });
    assert.equal(fails.code, 1, fails.stdout);
    assert.match(fails.stdout, /\$\[0\]\.id/);
  } finally {
    firstItem = { id: 1, name: 'pen', 'in-stock': true, tags: ['a'] };
  }
});

test('record: a POST whose answer has an id suggests a capture of it, with a comment; the document runs and captures it', async () => {
  const token = 'demo-token-7f3a9c';
  const out = path.join(project.dir, 'demo', 'create.yaml');
  const recorded = await runCli(
    ['record', '--url', `${demo.url}/items`, '--header', `Authorization: Bearer ${token}`, '--json', '{"name":"pen","price":2}', '--out', out],
    { cwd: project.dir },
  );
  assert.equal(recorded.code, 0, recorded.stderr);
  const text = readFileSync(out, 'utf8');
  const step = parse(text).steps[0];
  assert.equal(step.expect.status, 201);
  assert.deepEqual(step.capture, { item_id: '$.id' });
  assert.match(
    text,
    /\n {4}capture:\n {6}# A suggestion: the new resource's id, for later steps as \{\{ item_id \}\}\. Delete it if no step needs it\.\n {6}item_id: \$\.id\n/,
  );
  // It changed the server: record says so, and the document deletes what the answer named, with the same token.
  assert.match(recorded.stderr, /warning: record sent a POST, which may have changed the server .*the document deletes what the answer named in its teardown/);
  assert.deepEqual(parse(text).teardown, [
    { request: { method: 'DELETE', url: '/items/{{ item_id }}', headers: { Authorization: 'Bearer {{ token }}' } }, expect: { status: '2xx' } },
  ]);
  assert.equal((await runCli(['validate', out], { cwd: project.dir })).code, 0);
  const reports = path.join(project.dir, 'create-reports');
  const run = await runCli(['run', out, '--base-url', demo.url, '--var', `token=${token}`, '--reporter', 'console,json', '--out', reports], {
    cwd: project.dir,
  });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  const captured = JSON.parse(readFileSync(path.join(reports, 'results.json'), 'utf8')).tests[0].steps[0].captures;
  assert.equal(typeof captured.item_id, 'number');

  // A GET, or a POST whose answer names nothing, gets no capture.
  const get = await runCli(['record', '--url', `${demo.url}/items/1`], { cwd: project.dir });
  assert.equal(get.code, 0, get.stderr);
  assert.equal(parse(get.stdout).steps[0].capture, undefined);
  const echo = await runCli(['record', '--url', `${demo.url}/echo`, '--json', '{"a":1}'], { cwd: project.dir });
  assert.equal(echo.code, 0, echo.stderr);
  assert.equal(parse(echo.stdout).steps[0].capture, undefined);
  // `orderId`-style and `uuid` fields are ids too; `id` wins over them.
  const captureOf = (url: string, answer: unknown) =>
    parse(
      buildDocument(
        { url, method: 'POST', headers: [], json: {} },
        {
          status: 201,
          headers: [['content-type', 'application/json']],
          body: Buffer.from(JSON.stringify(answer)),
          timings: { startMs: 0, headersMs: 0, totalMs: 0 },
        },
        { id: 'x-01', schemaPath: 's.json', guidePath: 'g.md' },
      ).text,
    ).steps[0].capture;
  assert.doesNotMatch(get.stderr, /changed the server/, 'a GET changes nothing');
  assert.match(echo.stderr, /warning: record sent a POST, which may have changed the server .*undo it by hand/);
  assert.equal(parse(echo.stdout).teardown, undefined, 'an answer that names nothing gets no teardown');
  assert.deepEqual(captureOf('http://h/orders', { orderId: 'o-1', total: 3 }), { order_id: '$.orderId' });
  assert.deepEqual(captureOf('http://h/uploads', { uuid: '9b1d-…', size: 3 }), { uuid: '$.uuid' });
  assert.deepEqual(captureOf('http://h/categories', { uuid: 'u', id: 4 }), { category_id: '$.id' });
  assert.deepEqual(captureOf('http://h/', { id: 4 }), { id: '$.id' });
  assert.equal(captureOf('http://h/login', { access_token: 't', user: { id: 1 } }), undefined, 'only a top-level id of what was created');
});

test('record: a query string in --url becomes a query: mapping (repeated names a list, secret ones variables); url keeps the path', async () => {
  const out = path.join(project.dir, 'demo', 'query.yaml');
  const recorded = await runCli(['record', '--url', `${demo.url}/echo?page=2&tag=a&tag=b%20c&access_token=tk-5d6e7f8a`, '--out', out], { cwd: project.dir });
  assert.equal(recorded.code, 0, recorded.stderr);
  const text = readFileSync(out, 'utf8');
  assert.ok(!text.includes('tk-5d6e7f8a'), text);
  assert.deepEqual(parse(text).steps[0].request, {
    method: 'GET',
    url: '/echo',
    query: { page: '2', tag: ['a', 'b c'], access_token: '{{ access_token }}' },
  });
  assert.equal((await runCli(['validate', out], { cwd: project.dir })).code, 0);
  const reports = path.join(project.dir, 'query-reports');
  const run = await runCli(['run', out, '--base-url', demo.url, '--var', 'access_token=tk-5d6e7f8a', '--reporter', 'json', '--out', reports], {
    cwd: project.dir,
  });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  const sent = JSON.parse(readFileSync(path.join(reports, 'results.json'), 'utf8')).tests[0].steps[0].request.url as string;
  assert.match(sent, /\/echo\?page=2&tag=a&tag=b(\+|%20)c&access_token=\*\*\*$/, 'the same query is sent again');
});

test('record --base-url keeps the base path: the document holds what follows it, and the run hint the whole base', async () => {
  const built = buildDocument(
    { url: 'http://h/api/v2/items?page=2', method: 'GET', headers: [] },
    { status: 200, headers: [['content-type', 'application/json']], body: Buffer.from('[]'), timings: { startMs: 0, headersMs: 0, totalMs: 0 } },
    { id: 'x-01', schemaPath: 's.json', guidePath: 'g.md', baseUrl: 'http://h/api/v2/' },
  );
  assert.equal(parse(built.text).steps[0].request.url, '/items');
  assert.deepEqual(parse(built.text).steps[0].request.query, { page: '2' });
  assert.match(built.text, /--base-url http:\/\/h\/api\/v2\n/);
  // A relative --url is joined to the base; without --base-url the whole path stays, as before.
  const joined = await runCli(['record', '--base-url', `${demo.url}/items`, '--url', '/1'], { cwd: project.dir });
  assert.equal(joined.code, 0, joined.stderr);
  assert.equal(parse(joined.stdout).steps[0].request.url, '/1');
  assert.match(joined.stdout, new RegExp(`--base-url ${demo.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/items`));
});
