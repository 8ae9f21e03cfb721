import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { type DemoServer, startDemoServer } from '../../src/serve/demo/demo-server.js';
import { startMisbehavingServer } from '../helpers/misbehaving-server.js';
import { runInProcess } from '../helpers/run-in-process.js';
import { TempProject } from '../helpers/temp-project.js';

// Probe, then judge: suite setup, conditions, guards and requirement levels, through the whole engine.

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

async function run(files: Record<string, string>, options: Parameters<typeof runInProcess>[2] = {}, baseUrl = demo.url): Promise<RunResult> {
  const project = new TempProject();
  try {
    for (const [name, text] of Object.entries(files)) project.write(name, text);
    return await runInProcess(project, baseUrl, options);
  } finally {
    project.remove();
  }
}
const byId = (r: RunResult, id: string): TestResult => {
  const t = r.tests.find((x) => x.id === id);
  assert.ok(t, `no test ${id} in ${r.tests.map((x) => x.id).join(', ')}`);
  return t;
};

const probeSuite = `
vars:
  flavour: plain
setup:
  - name: what the server says
    steps:
      - request: { method: POST, url: /echo, json: { kind: demo, list: [a, b] } }
        capture:
          echoed: $.body
          kind_header: { header: x-no-such-header }
      - request: { url: /health }
        expect: { status: 500 }
        capture:
          health: $.status
    vars:
      kind: "{{ parseJson(echoed).kind }}"
      flavour: "{{ 'found-' + parseJson(echoed).kind }}"
  - name: never runs
    if: "kind == 'other'"
    steps:
      - request: { url: /health }
        capture:
          never: $.status
`;

test('setup captures and vars become suite variables; a failed probe or a capture that finds nothing leaves its variable unset', async () => {
  const r = await run({
    'suite.yaml': probeSuite,
    't.yaml': `
id: uses-setup
title: documents see what setup found
steps:
  - request: { method: POST, url: /echo, json: { kind: "{{ kind }}", flavour: "{{ flavour }}", health: "{{ defined(health) }}", header: "{{ defined(kind_header) }}", never: "{{ defined(never) }}" } }
    expect:
      json:
        $.body: '{"kind":"demo","flavour":"found-demo","health":false,"header":false,"never":false}'
`,
  });
  const t = byId(r, 'uses-setup');
  assert.equal(t.status, 'passed', JSON.stringify(t.failure));
});

test('a variable the user gives wins over what setup finds', async () => {
  const r = await run(
    {
      'suite.yaml': probeSuite,
      't.yaml': `
id: user-wins
title: the user's value
steps:
  - request: { method: POST, url: /echo, json: { flavour: "{{ flavour }}" } }
    expect:
      json:
        $.body: '{"flavour":"mine"}'
`,
    },
    { vars: { flavour: 'mine' } },
  );
  assert.equal(byId(r, 'user-wins').status, 'passed', JSON.stringify(byId(r, 'user-wins').failure));
});

test('suite and document conditions: the first that holds applies, with its reason rendered; matrix values are seen', async () => {
  const r = await run({
    'suite.yaml': `
vars:
  speaks: ["2026-07-28"]
  answer: "400 Unsupported protocol version"
notApplicable:
  - if: "!contains(speaks, revision)"
    reason: "the server does not speak {{ revision }}: {{ answer }}"
`,
    't.yaml': `
id: legs
title: one leg per revision
matrix: { revision: ["2026-07-28", "2025-11-25"] }
notApplicable:
  - if: "false"
    reason: never
  - if: "empty(fixture)"
    reason: "no fixture found; set fixture"
vars:
  fixture: "{{ revision == '2026-07-28' ? 'x' : '' }}"
steps:
  - request: { url: /health }
    expect: { status: 200 }
`,
  });
  assert.equal(byId(r, 'legs[revision=2026-07-28]').status, 'passed');
  const other = byId(r, 'legs[revision=2025-11-25]');
  assert.equal(other.status, 'not-applicable');
  assert.equal(other.reason, 'the server does not speak 2025-11-25: 400 Unsupported protocol version');
});

test('a failed guard step makes the test not applicable with its reason and what went wrong, never a pass', async () => {
  const r = await run({
    't.yaml': `
id: guarded
title: the refusal is judged only when the twin is accepted
steps:
  - name: the well-formed twin
    guard: "the well-formed twin is not accepted"
    request: { url: /health }
    expect: { status: 201 }
  - request: { url: /no-such-route }
    expect: { status: 404 }
---
id: guard-holds
title: a guard that holds lets the test be judged
steps:
  - guard: "the well-formed twin is not accepted"
    request: { url: /health }
    expect: { status: 200 }
  - request: { url: /health }
    expect: { status: 404 }
`,
  });
  const t = byId(r, 'guarded');
  assert.equal(t.status, 'not-applicable');
  assert.match(t.reason!, /^the well-formed twin is not accepted: step 1 "the well-formed twin": expected status 201, got 200/);
  assert.equal(t.steps[1]!.status, 'skipped');
  assert.equal(byId(r, 'guard-holds').status, 'failed', 'after the guard, a real failure is a failure');
});

test('requirement levels: a failed MUST fails, a failed SHOULD or MAY warns; the summary counts warnings', async () => {
  const doc = (id: string, level: string) => `
id: ${id}
title: ${level} check
requirements:
  - { level: ${level}, quote: "Servers ${level} answer 201.", source: "spec.mdx:1" }
steps:
  - request: { url: /health }
    expect: { status: 201 }
`;
  const r = await run({ 't.yaml': [doc('must', 'MUST'), doc('should', 'SHOULD'), doc('may', 'MAY'), doc('should-not', 'SHOULD NOT')].join('---\n') });
  assert.equal(byId(r, 'must').status, 'failed');
  for (const id of ['should', 'may', 'should-not']) {
    const t = byId(r, id);
    assert.equal(t.status, 'warning', id);
    assert.match(t.failure!.message, /expected status 201, got 200/);
    assert.equal(t.requirements![0]!.quote.startsWith('Servers'), true);
  }
  assert.equal(r.summary.warnings, 3);
  assert.equal(r.summary.failed, 1);
});

test('a mixed document is judged by its strongest level', async () => {
  const r = await run({
    't.yaml': `
id: mixed
title: a MUST and a SHOULD
requirements:
  - { level: SHOULD, quote: "Servers SHOULD answer 201.", source: "spec.mdx:1" }
  - { level: MUST, quote: "Servers MUST answer.", source: "spec.mdx:2" }
steps:
  - request: { url: /health }
    expect: { status: 201 }
`,
  });
  assert.equal(byId(r, 'mixed').status, 'failed');
});

test('an event stream whose status already fails the step is not read to its end', async () => {
  const r = await run(
    {
      't.yaml': `
id: endless
title: GET answered 200 with an endless stream where 405 was expected
steps:
  - request: { url: /endless-sse }
    timeout: 20s
    expect: { status: 405 }
`,
    },
    {},
    bad.url,
  );
  const t = byId(r, 'endless');
  assert.equal(t.status, 'failed');
  assert.match(t.failure!.message, /expected status 405, got 200/);
  assert.doesNotMatch(t.failure!.message, /timeout|did not end/);
});

test('an event stream whose status matches is still read (until its timeout here)', async () => {
  const r = await run(
    {
      't.yaml': `
id: endless-ok
title: the status matches, so the body decides
steps:
  - request: { url: /endless-sse }
    timeout: 300ms
    expect: { status: 200 }
`,
    },
    {},
    bad.url,
  );
  assert.match(byId(r, 'endless-ok').failure!.message, /did not end within 300 ms/);
});

test('step names are rendered', async () => {
  const r = await run({
    't.yaml': `
id: named
title: a templated step name
vars: { what: health }
steps:
  - name: "GET the {{ what }} route"
    request: { url: "/{{ what }}" }
    expect: { status: 201 }
`,
  });
  assert.equal(byId(r, 'named').failure!.stepName, 'GET the health route');
});

test('a setup block with `each` runs once per item: captures stay with their item, vars keep the first item that showed something', async () => {
  const suite = `
vars:
  items: [ay, bee, cee]
  picked: ""
  runs: 0
  leaked: false
setup:
  - name: each item
    each: "{{ items }}"
    as: item
    steps:
      - request: { method: POST, url: /echo, json: { k: "{{ item }}" } }
        capture:
          hit: { regex: 'bee' }
    vars:
      runs: "{{ runs + 1 }}"
      picked: "{{ !empty(picked) ? picked : defined(hit) ? item : '' }}"
      leaked: "{{ leaked || (item == 'cee' && defined(hit)) }}"
  - name: over budget
    each: "{{ items }}"
    as: other
    budget: 0ms
    steps:
      - request: { method: POST, url: /echo, json: { k: "{{ other }}" } }
        capture:
          never: $.body
`;
  const r = await run({
    'suite.yaml': suite,
    't.yaml': `
id: uses-each
title: documents see what the each block kept
steps:
  - request: { method: POST, url: /echo, json: { picked: "{{ picked }}", runs: "{{ runs }}", leaked: "{{ leaked }}", hit: "{{ defined(hit) }}", never: "{{ defined(never) }}" } }
    expect:
      json:
        $.body: '{"picked":"bee","runs":3,"leaked":false,"hit":false,"never":false}'
`,
  });
  const t = byId(r, 'uses-each');
  assert.equal(t.status, 'passed', JSON.stringify(t.failure));
});
