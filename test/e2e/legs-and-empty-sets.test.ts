import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { type DemoServer, startDemoServer } from '../../src/serve/demo/demo-server.js';
import { runInProcess } from '../helpers/run-in-process.js';
import { TempProject } from '../helpers/temp-project.js';

// Legs over a list found at setup (`matrix: { x: { each } }`), and the no-vacuous-pass rule: a check
// over a set that came out empty makes the test not applicable, never passed.

let demo: DemoServer;
before(async () => {
  demo = await startDemoServer({ port: 0 });
});
after(async () => {
  await demo.close();
});

async function run(files: Record<string, string>, options: Parameters<typeof runInProcess>[2] = {}): Promise<RunResult> {
  const project = new TempProject();
  try {
    for (const [name, text] of Object.entries(files)) project.write(name, text);
    return await runInProcess(project, demo.url, options);
  } finally {
    project.remove();
  }
}
const byId = (r: RunResult, id: string): TestResult => {
  const t = r.tests.find((x) => x.id === id);
  assert.ok(t, `no test ${id} in ${r.tests.map((x) => x.id).join(', ')}`);
  return t;
};

/** Setup finds a list of things (the echo server gives back what it was sent). */
const suite = `
setup:
  - name: the things
    steps:
      - request: { method: POST, url: /echo, json: { things: [{ name: a, n: 1 }, { name: b, n: 2 }, { name: a, n: 3 }], none: [] } }
        capture:
          echoed: $.body
    vars:
      things: "{{ parseJson(echoed).things }}"
      no_things: "{{ parseJson(echoed).none }}"
      not_a_list: "{{ parseJson(echoed).things[0] }}"
`;

test('a matrix over a list found at setup runs one leg per item, each with its own verdict and a readable ID', async () => {
  const r = await run({
    'suite.yaml': suite,
    't.yaml': `
id: per-thing
title: one leg per thing
matrix:
  thing: { each: "{{ things }}", as: "{{ item.name }}" }
steps:
  - request: { url: "/echo?n={{ thing.n }}" }
    expect:
      json:
        $.query.n: "1"
`,
  });
  assert.deepEqual(
    r.tests.map((t) => [t.id, t.status]),
    [
      ['per-thing[thing=a]', 'passed'],
      ['per-thing[thing=b]', 'failed'],
      ['per-thing[thing=a#2]', 'failed'],
    ],
  );
  assert.deepEqual(byId(r, 'per-thing[thing=b]').matrix, { thing: 'b' });
  assert.match(byId(r, 'per-thing[thing=b]').failure!.message, /expected "1", got "2"/);
});

test('an empty list makes the test not applicable with a reason naming the empty set; a skip condition still comes first', async () => {
  const r = await run({
    'suite.yaml': suite,
    't.yaml': `
id: named
title: the author names the empty set
matrix:
  thing: { each: "{{ no_things }}", empty: "no thing found" }
steps:
  - request: { url: "/echo?n={{ thing.n }}" }
    expect: { status: 200 }
---
id: default-reason
title: the default reason names the list
matrix:
  thing: { each: "{{ no_things }}" }
vars:
  n: "{{ thing.n }}"
steps:
  - request: { url: "/echo?n={{ n }}" }
    expect: { status: 200 }
---
id: skipped-first
title: skip wins
matrix:
  thing: { each: "{{ no_things }}" }
skip: { if: "true", reason: "skipped for a reason of its own" }
steps:
  - request: { url: /health }
    expect: { status: 200 }
`,
  });
  assert.equal(byId(r, 'named').status, 'not-applicable');
  assert.equal(byId(r, 'named').reason, 'no thing found');
  assert.equal(byId(r, 'default-reason').status, 'not-applicable');
  assert.equal(byId(r, 'default-reason').reason, 'no thing to run a leg for: no_things is empty');
  assert.equal(byId(r, 'skipped-first').status, 'skipped');
});

test('a list that is not a list fails the test, located at `each`', async () => {
  const r = await run({
    'suite.yaml': suite,
    't.yaml': `
id: not-a-list
title: an object is no list
matrix:
  thing: { each: "{{ not_a_list }}" }
steps:
  - request: { url: /health }
    expect: { status: 200 }
`,
  });
  const t = byId(r, 'not-a-list');
  assert.equal(t.status, 'failed');
  assert.match(t.failure!.message, /`each` must give a list, got an object/);
  assert.equal(t.failure!.location?.line, 4);
});

test('a check over a set that came out empty is not applicable, never passed; allowEmpty opts out; a failure still fails', async () => {
  const r = await run({
    't.yaml': `
id: each-empty
title: each over an empty list
steps:
  - request: { method: POST, url: /echo, json: [] }
    expect:
      status: 200
      json:
        $.method: POST
        $.query[*]: { each: { type: string } }
---
id: allowed-empty
title: an empty set is the expected answer
steps:
  - request: { url: /echo }
    expect:
      allowEmpty: true
      json:
        $.query[*]: { each: { type: string } }
---
id: filter-empty
title: a filter path that matched nothing, under not
steps:
  - request: { url: /echo }
    expect:
      json:
        "$.query[?(@ == 'bad')]": { not: { contains: bad } }
---
id: one-set-has-items
title: one set with items keeps the pass
steps:
  - request: { url: "/echo?a=1" }
    expect:
      json:
        $.query[*]: { each: { type: string } }
        "$.headers[?(@ == 'never-sent')]": { each: { type: string } }
---
id: each-fails
title: a failing check over items fails
steps:
  - request: { url: "/echo?a=1" }
    expect:
      json:
        $.query[*]: { each: { type: number } }
---
id: the-list-itself
title: a matcher about the list itself judges the empty list
steps:
  - request: { url: /echo }
    expect:
      json:
        $.query[*]: { length: 0 }
---
id: sse-increasing-none
title: increasing over values no event carries
steps:
  - request: { url: /events }
    expect:
      sse:
        increasing: $.missing
---
id: sse-increasing
title: increasing over values the events carry
steps:
  - request: { url: /events }
    expect:
      sse:
        increasing: $.n
`,
  });
  const empty = byId(r, 'each-empty');
  assert.equal(empty.status, 'not-applicable');
  assert.equal(empty.reason, 'nothing to judge: step 1 "POST /echo": $.query[*]: `each` over an empty list: no item to check');
  assert.equal(empty.steps[0]!.assertions.find((a) => a.target === '$.query[*]')?.items, 0);
  assert.equal(byId(r, 'allowed-empty').status, 'passed');
  assert.equal(byId(r, 'filter-empty').status, 'not-applicable');
  assert.match(byId(r, 'filter-empty').reason!, /the path matched nothing/);
  assert.equal(byId(r, 'one-set-has-items').status, 'passed');
  assert.equal(byId(r, 'each-fails').status, 'failed');
  assert.equal(byId(r, 'the-list-itself').status, 'passed');
  assert.equal(byId(r, 'sse-increasing-none').status, 'not-applicable');
  assert.match(byId(r, 'sse-increasing-none').reason!, /sse increasing: no event carries \$\.missing/);
  assert.equal(byId(r, 'sse-increasing').status, 'passed');
});
