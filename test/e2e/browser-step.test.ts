import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { findChromium, holdSharedBrowser, sharedBrowser } from '../../src/run/roles/host/browser.js';
import { borrowPage, giveBack } from '../../src/run/roles/host/browser-pages.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

// The browser step opens a page in headless Chromium (Debian's `chromium`, as the HTML report test
// uses; scripts/ensure-chromium.sh installs it) and waits for its condition. A page served here
// adds `#done` after a moment, holds `#inner` in a nested iframe, and posts two messages to /log.

const PAGE = `<!doctype html><html><body>
<iframe srcdoc="<p id='inner'>inside</p>" sandbox="allow-scripts"></iframe>
<script>
setTimeout(() => {
  const done = document.createElement('div'); done.id = 'done'; document.body.append(done);
  fetch('/log', { method: 'POST', body: 'one' }).then(() => fetch('/log', { method: 'POST', body: 'two' }));
}, 150);
console.error('a page error the report shows');
</script></body></html>`;

let server: Server;
let baseUrl: string;
const log: string[] = [];
const project = new TempProject();

before(async () => {
  assert.ok(findChromium(), 'Chromium is needed: apt-get install chromium (.ci/run does it), or set CHROMIUM');
  server = createServer((req, res) => {
    if (req.url?.startsWith('/page')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(PAGE);
    }
    if (req.url === '/keep') {
      // Leaves a cookie and stored values, and says what an earlier visit left (the cookie it was sent).
      res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'kept=1; SameSite=Lax' });
      return res.end(`<script>
        window.before = { cookie: ${JSON.stringify(req.headers.cookie ?? '')}, local: localStorage.getItem('kept'), session: sessionStorage.getItem('kept') };
        localStorage.setItem('kept', '1'); sessionStorage.setItem('kept', '1');
      </script>`);
    }
    if (req.url === '/log' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        log.push(body);
        res.writeHead(204).end();
      });
      return;
    }
    if (req.url === '/log') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ messages: log.map((text) => ({ text })) }));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  project.remove();
  await new Promise((resolve) => server.close(resolve));
});

const DOCS = (base: string) => `
id: selector
title: an element appears
steps:
  - browser: { open: "${base}/page?k={{ key }}", waitFor: { selector: "#done" } }
---
id: selector-in-frame
title: an element in a nested iframe
steps:
  - browser: { open: "${base}/page", waitFor: { selector: "#inner" } }
---
id: selector-missing
title: an element that never appears
steps:
  - browser: { open: "${base}/page", waitFor: { selector: "#never" } }
    timeout: 1s
---
id: recorded
title: two messages recorded, then read by an ordinary step
steps:
  - browser:
      open: "${base}/page"
      waitFor: { recorded: { url: "${base}/log", path: "$.messages[?(@.text == 'two')]", atLeast: 1 } }
  - request: { url: /log }
    expect: { json: { "$.messages[*].text": { contains: two } } }
---
id: recorded-too-few
title: more messages than the page sends
steps:
  - browser:
      open: "${base}/page"
      waitFor: { recorded: { url: "${base}/log", path: "$.messages", atLeast: 1000 } }
    # Long enough for a poll to be answered on a loaded CI machine (1 s once saw none: page load took it all).
    timeout: 4s
---
id: duration
title: only wait
steps:
  - browser: { open: "${base}/page", waitFor: { duration: 200ms } }
---
id: no-page
title: a page that does not load
steps:
  - browser: { open: "http://127.0.0.1:1/nothing", waitFor: { duration: 1ms } }
`;

async function run(name: string, env: Record<string, string> = {}): Promise<{ code: number | null; tests: Map<string, TestResult>; stdout: string }> {
  project.write(`${name}/t.yaml`, DOCS(baseUrl));
  project.write(`${name}/suite.yaml`, `baseUrl: ${baseUrl}\nvars: { key: s3cr3t-value }\nsecrets: [key]\n`);
  const dir = path.join(project.dir, name);
  const { code, stdout, stderr } = await runCli(['run', '.', '--reporter', 'console,json', '--out', 'out'], { cwd: dir, env, timeoutMs: 60_000 });
  const results = JSON.parse(readFileSync(path.join(dir, 'out', 'results.json'), 'utf8')) as RunResult;
  assert.deepEqual(resultsSchemaErrors(results), [], stderr);
  return { code, tests: new Map(results.tests.map((t) => [t.id, t])), stdout };
}

test('browser steps pass when their condition holds and fail, with the reason and the line, when it does not', async () => {
  const { code, tests, stdout } = await run('healthy');
  assert.equal(code, 1, stdout);
  const status = Object.fromEntries([...tests].map(([id, t]) => [id, t.status]));
  assert.deepEqual(status, {
    selector: 'passed',
    'selector-in-frame': 'passed',
    'selector-missing': 'failed',
    recorded: 'passed',
    'recorded-too-few': 'failed',
    duration: 'passed',
    'no-page': 'failed',
  });
  const missing = tests.get('selector-missing')!.steps[0]!;
  assert.equal(missing.error?.code, 'BROWSER_TIMEOUT');
  assert.match(missing.error!.message, /timed out after 1s: no element matches `#never` in the page or its 1 frame/);
  assert.equal(missing.error?.span?.line, 14);
  assert.match(missing.browser?.console?.join('\n') ?? '', /a page error the report shows/);
  const few = tests.get('recorded-too-few')!.steps[0]!;
  assert.match(few.error!.message, /at least 1000 value\(s\) at \$\.messages of .*\/log: the last answer had \d+ value\(s\) at \$\.messages: \{"messages":\[/);
  assert.equal(tests.get('no-page')!.steps[0]!.error?.code, 'BROWSER_NAVIGATION');
  // The secret in the opened URL is masked in the results and on the console.
  const selector = tests.get('selector')!.steps[0]!;
  assert.match(selector.browser!.url, /k=\*\*\*/);
  assert.doesNotMatch(JSON.stringify([...tests.values()]) + stdout, /s3cr3t-value/);
  assert.match(stdout, /page: console\.error: a page error the report shows/);
});

test('without Chromium a browser step fails with how to get it; the run does not crash', async () => {
  const { code, tests } = await run('no-chromium', { CHROMIUM: '/nonexistent/chromium' });
  assert.equal(code, 1);
  const step = tests.get('selector')!.steps[0]!;
  assert.equal(step.error?.code, 'BROWSER_UNAVAILABLE');
  assert.match(step.error!.message, /Chromium \(\/nonexistent\/chromium\) did not start/);
});

test('a bad browser step is an input error with its place: a literal URL, two conditions, an expect, a bad path', async () => {
  project.write(
    'bad/t.yaml',
    `
id: bad-url
title: t
steps:
  - browser: { open: "ftp://x/", waitFor: { selector: a } }
---
id: two-conditions
title: t
steps:
  - browser: { open: "http://127.0.0.1:1/", waitFor: { selector: a, duration: 1s } }
---
id: with-expect
title: t
steps:
  - browser: { open: "http://127.0.0.1:1/", waitFor: { selector: a } }
    expect: { status: 200 }
---
id: bad-path
title: t
steps:
  - browser: { open: "http://127.0.0.1:1/", waitFor: { recorded: { url: "http://127.0.0.1:1/", path: "$..[", atLeast: 1 } } }
`,
  );
  project.write('bad/suite.yaml', 'baseUrl: http://127.0.0.1:1\n');
  const { code, stderr } = await runCli(['validate', '.'], { cwd: path.join(project.dir, 'bad') });
  assert.equal(code, 2, stderr);
  assert.match(stderr, /t\.yaml:4:\d+/);
  assert.match(stderr, /only http and https are supported/);
  assert.match(stderr, /t\.yaml:9:\d+/);
  assert.match(stderr, /step 1 may not have both `browser` and `expect`\n {2}--> t\.yaml:15:5/);
  assert.match(stderr, /BAD_JSONPATH|bad JSONPath/);
});

test('runs in one process share one Chromium while any holds it; the last to let go closes it, and a closed one is replaced', async () => {
  const releaseFirst = holdSharedBrowser();
  const releaseSecond = holdSharedBrowser();
  const browser = await sharedBrowser();
  await releaseFirst();
  await releaseFirst(); // a second release of the same hold changes nothing
  assert.equal(browser.isConnected(), true, 'still held by the second run');
  assert.equal(await sharedBrowser(), browser);
  await releaseSecond();
  assert.equal(browser.isConnected(), false, 'closed once nobody holds it');
  const releaseThird = holdSharedBrowser();
  const next = await sharedBrowser();
  assert.notEqual(next, browser);
  await next.close(); // as if it crashed: the next step gets a new one
  const replaced = await sharedBrowser();
  assert.equal(replaced.isConnected(), true);
  await releaseThird();
  assert.equal(replaced.isConnected(), false);
});

test('a page given back is lent again as a fresh context shows it: no cookie, no local or session storage', async () => {
  const release = holdSharedBrowser();
  try {
    const browser = await sharedBrowser();
    const first = await borrowPage(browser);
    await first.page.goto(`${baseUrl}/keep`);
    assert.deepEqual(await first.page.evaluate('window.before'), { cookie: '', local: null, session: null });
    // Without giving it back, a second visit sees what the first left: the check below can see it.
    await first.page.goto(`${baseUrl}/keep`);
    assert.deepEqual(await first.page.evaluate('window.before'), { cookie: 'kept=1', local: '1', session: '1' });
    await giveBack(browser, first);
    const second = await borrowPage(browser);
    assert.equal(second.page, first.page, 'the idle page is reused, not a new context');
    await second.page.goto(`${baseUrl}/keep`);
    assert.deepEqual(await second.page.evaluate('window.before'), { cookie: '', local: null, session: null });
    await giveBack(browser, second);
  } finally {
    await release();
  }
});
