import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { type DemoServer, startDemoServer } from '../../src/serve/demo/demo-server.js';
import { startMisbehavingServer } from '../helpers/misbehaving-server.js';
import { runInProcess } from '../helpers/run-in-process.js';
import { TempProject } from '../helpers/temp-project.js';

let demo: DemoServer;
let bad: { url: string; close(): Promise<void> };
before(async () => {
  demo = await startDemoServer({ port: 0 });
  bad = await startMisbehavingServer();
});
after(async () => {
  await demo.close();
  await bad.close();
});

async function run(yaml: string, baseUrl = demo.url, options: Parameters<typeof runInProcess>[2] = {}, suite?: string): Promise<RunResult> {
  const project = new TempProject();
  try {
    project.write('t.yaml', yaml);
    if (suite) project.write('suite.yaml', suite);
    return await runInProcess(project, baseUrl, options);
  } finally {
    project.remove();
  }
}
const only = (r: RunResult): TestResult => {
  assert.equal(r.tests.length, 1);
  return r.tests[0]!;
};

test('a capture is reused in the next step and keeps its type in a JSON body', async () => {
  const t = only(
    await run(`
id: cap-01
title: capture and reuse
steps:
  - request: { method: POST, url: /echo, json: { n: 0.5, id: 7 } }
    capture:
      id: $.body
      method: { header: content-type }
      status: { status: true }
      word: { regex: '"method":"(\\w+)"' }
  - request: { method: POST, url: /echo, json: { again: "{{ parseJson(id).n }}", status: "{{ status }}", word: "{{ word }}" } }
    expect:
      json:
        $.body: '{"again":0.5,"status":200,"word":"POST"}'
`),
  );
  assert.equal(t.status, 'passed', JSON.stringify(t.failure));
  assert.deepEqual(t.steps[0]!.captures, { id: '{"n":0.5,"id":7}', method: 'application/json', status: 200, word: 'POST' });
});

// Each assertion kind through the whole engine: one document that passes, one that must fail.
const kinds: Array<{ kind: string; pass: string; fail: string; message: RegExp }> = [
  { kind: 'status number', pass: 'status: 200', fail: 'status: 201', message: /expected status 201, got 200/ },
  { kind: 'status list', pass: 'status: [201, 200]', fail: 'status: [201, 204]', message: /201 or 204/ },
  { kind: 'status class', pass: 'status: 2xx', fail: 'status: 4xx', message: /expected status 4xx/ },
  {
    kind: 'header any case',
    pass: 'headers: { CONTENT-TYPE: application/json }',
    fail: 'headers: { content-type: text/plain }',
    message: /header content-type: expected "text\/plain"/,
  },
  { kind: 'header absent', pass: 'headers: { x-nope: { absent: true } }', fail: 'headers: { content-type: { absent: true } }', message: /expected nothing/ },
  { kind: 'json', pass: 'json: { $.status: ok }', fail: 'json: { $.status: down }', message: /\$\.status: expected "down", got "ok"/ },
  { kind: 'json missing path', pass: 'json: { $.nothing: { absent: true } }', fail: 'json: { $.nothing: { exists: true } }', message: /found nothing/ },
  { kind: 'body', pass: 'body: { contains: ok }', fail: 'body: { contains: down }', message: /body: expected it to contain "down"/ },
  {
    kind: 'schema inline',
    pass: 'schema: { type: object, required: [status] }',
    fail: 'schema: { type: object, required: [uptime] }',
    message: /required property 'uptime'/,
  },
];
for (const k of kinds) {
  test(`assertion kind ${k.kind}: passes and fails`, async () => {
    const doc = (expect: string) => `id: k-01\ntitle: t\nsteps:\n  - request: { url: /health }\n    expect:\n      ${expect}\n`;
    assert.equal(only(await run(doc(k.pass))).status, 'passed');
    const failed = only(await run(doc(k.fail)));
    assert.equal(failed.status, 'failed');
    assert.match(failed.failure!.message, k.message);
    assert.equal(failed.failure!.location?.line, 6, 'points at the assertion line');
  });
}

test('captures: a regex over a header, templated paths; a templated status', async () => {
  const t = only(
    await run(`
id: cap-02
title: t
vars: { field: status, code: 200 }
steps:
  - request: { url: /health }
    expect: { status: "{{ code }}" }
    capture:
      kind: { header: content-type, regex: 'application/(\\w+)' }
      value: "$['{{ field }}']"
  - request: { url: "/echo?k={{ kind }}&v={{ value }}" }
    expect: { json: { $.query: { equals: { k: json, v: ok } } } }
`),
  );
  assert.equal(t.status, 'passed', JSON.stringify(t.failure));
});

test('a failure stops the document; later steps are skipped with the reason', async () => {
  const t = only(
    await run(`
id: stop-01
title: t
steps:
  - request: { url: /health }
    expect: { status: 200 }
  - name: breaks
    request: { url: /items/999 }
    expect: { status: 200 }
  - request: { url: /health }
    expect: { status: 200 }
`),
  );
  assert.equal(t.status, 'failed');
  assert.deepEqual(
    t.steps.map((s) => s.status),
    ['passed', 'failed', 'skipped'],
  );
  assert.equal(t.steps[2]!.skipReason, 'after failure at step 2');
  assert.equal(t.failure!.step, 2);
  assert.match(t.failure!.excerpt ?? '', /no item 999/);
});

test('the excerpt shows the object around a failing JSON path', async () => {
  const t = only(await run(`id: ex-01\ntitle: t\nsteps:\n  - request: { url: /numbers }\n    expect:\n      json:\n        $.list[1]: 0.25\n`, bad.url));
  assert.equal(t.status, 'failed');
  assert.match(t.failure!.message, /expected 0.25, got 0.5/);
  assert.match(t.failure!.excerpt!, /^at \$\.list:/);
});

test('fractional numbers survive parsing and comparison unchanged', async () => {
  const t = only(
    await run(
      `id: num-01\ntitle: t\nsteps:\n  - request: { url: /numbers }\n    expect:\n      json:\n        $.half: 0.5\n        $.small: { gt: 0, lt: 0.000001 }\n        $.list: [0.25, 0.5, 0.75]\n        $.one: { not: 0.5 }\n`,
      bad.url,
    ),
  );
  assert.equal(t.status, 'passed', JSON.stringify(t.failure));
});

test('retry: until the condition holds, and the attempts are recorded', async () => {
  const t = only(
    await run(
      `id: r-01\ntitle: t\nsteps:\n  - request: { url: "/flaky?key={{ uuid() }}&failures=2" }\n    retry: { times: 4, interval: 10ms }\n    expect: { status: 200 }\n`,
    ),
  );
  assert.equal(t.status, 'passed');
  assert.equal(t.steps[0]!.attempts, 3);
  const gaveUp = only(
    await run(
      `id: r-02\ntitle: t\nsteps:\n  - request: { url: "/flaky?key={{ uuid() }}&failures=5" }\n    retry: { times: 2, interval: 10ms, until: "response.status == 200" }\n    expect: { status: 200 }\n`,
    ),
  );
  assert.equal(gaveUp.status, 'failed');
  assert.equal(gaveUp.steps[0]!.attempts, 2);
});

test('a 1xx informational answer (103 Early Hints) is not the response: the 200 after it is', async () => {
  const t = only(
    await run(`id: eh-01\ntitle: t\nsteps:\n  - request: { url: /early-hints }\n    expect: { status: 200, json: { $.after: hints } }\n`, bad.url),
  );
  assert.equal(t.status, 'passed', JSON.stringify(t.failure));
  assert.equal(t.steps[0]!.response!.status, 200);
});

test('repeated headers are kept and matched joined', async () => {
  const t = only(
    await run(`id: rh-01\ntitle: t\nsteps:\n  - request: { url: /repeated }\n    expect:\n      headers:\n        x-mixed-case: Value\n`, bad.url),
  );
  assert.equal(t.status, 'passed');
  assert.deepEqual(t.steps[0]!.response!.headers.filter(([n]) => n === 'set-cookie').length, 2);
});

test('secrets never appear in results: variables, captures, credential headers', async () => {
  const result = await run(
    `
id: sec-01
title: t
steps:
  - request: { method: POST, url: /token, form: { grant_type: client_credentials, client_secret: "{{ client_secret }}" } }
    capture: { access_token: $.access_token }
  - request: { method: POST, url: /echo, headers: { Authorization: "Bearer {{ access_token }}", X-Plain: visible }, json: { echo: "{{ access_token }}" } }
    expect: { json: { $.body: nope } }
`,
    demo.url,
    { vars: { client_secret: 'demo-secret' } },
  );
  const text = JSON.stringify(result);
  assert.equal(result.tests[0]!.status, 'failed');
  assert.ok(!text.includes('demo-secret'), 'client secret leaked');
  assert.ok(!text.includes('demo-token-7f3a9c'), 'token leaked');
  assert.ok(text.includes('visible'));
});

test('skip and notApplicable take their conditions from variables', async () => {
  const result = await run(
    `
id: s-01
title: skipped always
skip: not today
steps: [{ request: { url: /health }, sendOnly: true }]
---
id: s-02
title: n/a without token
notApplicable: { if: "!defined(token)", reason: no token }
steps: [{ request: { url: /health, headers: { Authorization: "Bearer {{ token }}" } }, sendOnly: true }]
---
id: s-03
title: runs with token
notApplicable: { if: "!defined(token2)", reason: no token }
steps: [{ request: { url: /health, headers: { Authorization: "Bearer {{ token2 }}" } }, expect: { status: 200 } }]
`,
    demo.url,
    { vars: { token2: 'abcdef' } },
  );
  assert.deepEqual(
    result.tests.map((t) => [t.id, t.status, t.reason]),
    [
      ['s-01', 'skipped', 'not today'],
      ['s-02', 'not-applicable', 'no token'],
      ['s-03', 'passed', undefined],
    ],
  );
  assert.deepEqual(result.summary, { ...result.summary, total: 3, passed: 1, skipped: 1, notApplicable: 1, failed: 0 });
});

test('a runtime undefined path names the document line', async () => {
  const t = only(
    await run(
      `id: u-01\ntitle: t\nsteps:\n  - request: { url: /health }\n    capture: { h: $ }\n  - request: { url: "/items/{{ h.missing }}" }\n    sendOnly: true\n`,
    ),
  );
  assert.equal(t.status, 'failed');
  assert.match(t.failure!.message, /h\.missing/);
  assert.equal(t.failure!.location!.line, 6);
});

test('concurrency: documents overlap, yet results and events keep document order; serial runs alone', async () => {
  const project = new TempProject();
  try {
    const docs = [300, 10, 200, 10].map(
      (ms, i) => `id: c-0${i}\ntitle: t\n${i === 3 ? 'serial: true\n' : ''}steps:\n  - request: { url: "/slow?ms=${ms}" }\n    expect: { status: 200 }\n`,
    );
    project.write('c.yaml', docs.join('---\n'));
    const { executeRun } = await import('../../src/engine/index.js');
    const { preparedOrThrow } = await import('../helpers/suite-runs.js');
    const plan = await preparedOrThrow({ paths: ['.'], cwd: project.dir, cache: false, baseUrl: demo.url, checkReachable: false, concurrency: 3 });
    const ended: string[] = [];
    const events: string[] = [];
    const listener = {
      onTestEnd: (t: TestResult) => ended.push(t.id),
      onTestStart: (d: { data: { id: string } }) => events.push(`start ${d.data.id}`),
      onStepEnd: (d: { data: { id: string } }) => events.push(`step ${d.data.id}`),
    };
    const { result } = (await executeRun(plan, { listener })).verdict;
    assert.deepEqual(
      result.tests.map((t) => t.id),
      ['c-00', 'c-01', 'c-02', 'c-03'],
    );
    assert.deepEqual(ended, ['c-00', 'c-01', 'c-02', 'c-03']);
    assert.ok(result.tests.every((t) => t.status === 'passed'));
    // Overlap: the quick c-01 finishes its step while the slow c-00 is still waiting.
    assert.ok(events.indexOf('step c-01') < events.indexOf('step c-00'), events.join(', '));
    // The serial c-03 starts only after every other test has finished.
    assert.ok(events.indexOf('start c-03') > Math.max(events.indexOf('step c-00'), events.indexOf('step c-02')), events.join(', '));
  } finally {
    project.remove();
  }
});

test("reports keep 4 KiB of a passed step's body and 64 KiB of a failed one; reportBodySize and the run option replace that", async () => {
  const doc = `
id: body-01
title: stored bodies
steps:
  - request: { url: /huge?bytes=200000 }
    expect: { status: 200 }
  - request: { url: /huge?bytes=200000 }
    expect: { status: 201 }
`;
  const stored = (t: TestResult) => t.steps.map((s) => ({ length: s.response!.body.length, bytes: s.response!.bodyBytes, truncated: s.response!.truncated }));
  assert.deepEqual(stored(only(await run(doc, bad.url))), [
    { length: 4096, bytes: 200000, truncated: true },
    { length: 65536, bytes: 200000, truncated: true },
  ]);
  assert.deepEqual(stored(only(await run(doc, bad.url, {}, 'reportBodySize: 1KiB\n'))), [
    { length: 1024, bytes: 200000, truncated: true },
    { length: 1024, bytes: 200000, truncated: true },
  ]);
  assert.deepEqual(stored(only(await run(doc, bad.url, { reportBodyBytes: 300_000 }, 'reportBodySize: 1KiB\n'))), [
    { length: 4096, bytes: 200000, truncated: true },
    { length: 200000, bytes: 200000, truncated: false },
  ]);
});
