import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkExpectations } from '../../../src/assert/check-expectations.js';
import { ResponseView } from '../../../src/assert/response-view.js';
import { SchemaRegistry } from '../../../src/assert/schema-registry.js';
import type { Expect } from '../../../src/model/scenario.js';

const ctx = { locate: () => ({ file: 'doc.yaml', line: 7, col: 3 }), at: ['steps', 0, 'expect'], schemas: new SchemaRegistry(), baseDir: process.cwd() };
const answer = (status: number, headers: Array<[string, string]> = []) =>
  new ResponseView({ status, headers, body: Buffer.alloc(0), timings: { startMs: 0, headersMs: 0, totalMs: 0 } });

test('a redirect where a 2xx was expected fails, naming where it pointed and that redirects are not followed', () => {
  const [redirected] = checkExpectations({ status: 200 } as Expect, answer(301, [['location', 'https://example.test/v2/items']]), ctx);
  assert.equal(redirected!.passed, false);
  assert.equal(
    redirected!.message,
    'expected status 200, got 301 (a redirect to "https://example.test/v2/items": wirecase does not follow redirects; send the request to that URL)',
  );
  const [plain] = checkExpectations({ status: 200 } as Expect, answer(404), ctx);
  assert.equal(plain!.message, 'expected status 200, got 404');
  const [expected] = checkExpectations({ status: 302 } as Expect, answer(302, [['location', '/x']]), ctx);
  assert.equal(expected!.passed, true);
});

const jsonAnswer = (body: unknown) =>
  new ResponseView({
    status: 200,
    headers: [['content-type', 'application/json']],
    body: Buffer.from(JSON.stringify(body)),
    timings: { startMs: 0, headersMs: 0, totalMs: 0 },
  });

test('an absent check that passes on a name one edit from a field the answer has carries a note; a real absence does not', () => {
  const answer = jsonAnswer({ item: { name: 'x', id: 1 } });
  const [typo] = checkExpectations({ json: { '$.item.nmae': { absent: true } } } as unknown as Expect, answer, ctx);
  assert.equal(typo!.passed, true);
  assert.equal(typo!.note, '$.item.nmae is absent, but the answer has $.item.name: did you mean `name`? (a misspelt name is always absent)');
  const [cased] = checkExpectations({ json: { '$.item.ID': { absent: true } } } as unknown as Expect, answer, ctx);
  assert.match(cased!.note ?? '', /did you mean `id`/);
  const [meant] = checkExpectations({ json: { '$.item.secret': { absent: true } } } as unknown as Expect, answer, ctx);
  assert.equal(meant!.note, undefined);
  const [failed] = checkExpectations({ json: { '$.item.name': { absent: true } } } as unknown as Expect, answer, ctx);
  assert.equal(failed!.passed, false);
  assert.equal(failed!.note, undefined);
});
