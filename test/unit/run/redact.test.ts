import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { encodedForms, Redactor } from '../../../src/run/redact.js';

test('secret variables, their Bearer parts and credential headers are masked', () => {
  const r = new Redactor(new Set(['client_credentials']));
  r.addVariables({ api_token: 'tok-123456', client_credentials: 'cc-secret', page: '2', name: 'widget' });
  r.addValue('Bearer eyJhbGciOi.abc.def');
  assert.equal(r.text('a tok-123456 b cc-secret c widget 2'), 'a *** b *** c widget 2');
  assert.equal(r.text('token=eyJhbGciOi.abc.def'), 'token=***');
  assert.deepEqual(
    r.headers([
      ['Authorization', 'Basic xyz'],
      ['Accept', 'tok-123456'],
      ['set-cookie', 'a=1'],
    ]),
    [
      ['Authorization', 'Basic ***'],
      ['Accept', '***'],
      ['set-cookie', '***'],
    ],
  );
  assert.deepEqual(r.value({ list: ['tok-123456', 3] }), { list: ['***', 3] });
});

test('very short values are not treated as secrets (they would blank ordinary text)', () => {
  const r = new Redactor();
  r.addVariables({ token: 'ab' });
  assert.equal(r.text('ab cd'), 'ab cd');
});

test('a secret clipped in a message (`eyJhbGciOi…`) is masked too', () => {
  const r = new Redactor();
  r.addVariables({ token: 'eyJhbGciOiJFUzI1NiJ9.payload.signature' });
  assert.equal(r.text('expected "eyJhbGciOiJFUzI1…", got 1'), 'expected "***…", got 1');
  assert.equal(r.text('an ordinary clipped text…'), 'an ordinary clipped text…');
});

/** A secret with every character a request encodes differently: space, `/`, `+`, `&`, `=`, `"`, `\`. */
const SECRET = 's3cr3t value/with+chars&a=b"q\\z';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Each form a request can carry the secret in, as the request would write it. */
const ENCODINGS: Array<[string, string]> = [
  ['raw', SECRET],
  ['encodeURIComponent (%20)', encodeURIComponent(SECRET)],
  ['form-encoded (+), as query: and form: send it', new URLSearchParams({ x: SECRET }).toString().slice(2)],
  ['as the URL parser leaves it in a written URL', new URL(`http://h/p?x=${SECRET}`).search.slice(3)],
  ['JSON-escaped, as a json: body sends it', JSON.stringify({ x: SECRET }).slice(6, -2)],
  ['JSON-escaped twice, as an echo server quotes a json: body', JSON.stringify({ data: JSON.stringify({ x: SECRET }) }).slice(18, -5)],
  [
    'form-encoded, then JSON-escaped (a URL in an assertion message inside results.json)',
    JSON.stringify(new URL(`http://h/p?x=${SECRET}`).search.slice(3)).slice(1, -1),
  ],
  ['base64', b64(SECRET)],
  ['base64url', Buffer.from(SECRET, 'utf8').toString('base64url')],
];

test('the encodings differ from each other and from the raw value (else the cases below prove nothing)', () => {
  const distinct = new Set(ENCODINGS.map(([, text]) => text));
  assert.equal(distinct.size, ENCODINGS.length);
  assert.equal(ENCODINGS[2]![1], 's3cr3t+value%2Fwith%2Bchars%26a%3Db%22q%5Cz');
  assert.equal(ENCODINGS[4]![1], 's3cr3t value/with+chars&a=b\\"q\\\\z');
  assert.equal(ENCODINGS[5]![1], 's3cr3t value/with+chars&a=b\\\\\\"q\\\\\\\\z');
});

for (const [name, encoded] of ENCODINGS) {
  test(`a secret value is masked ${name}`, () => {
    const r = new Redactor();
    r.addVariables({ client_secret: SECRET });
    assert.equal(r.text(`before ${encoded} after`), 'before *** after');
    assert.ok(encodedForms(SECRET).includes(encoded));
  });
}

test('a query string and a form body with the secret keep their other fields and lose the secret', () => {
  const r = new Redactor();
  r.addVariables({ access_token: SECRET });
  const query = new URL('http://h/x');
  query.searchParams.append('access_token', SECRET);
  query.searchParams.append('page', '2');
  assert.equal(r.text(query.href), 'http://h/x?access_token=***&page=2');
  assert.equal(r.text(JSON.stringify({ password: SECRET, user: 'alice' })), '{"password":"***","user":"alice"}');
});

test('a Basic header hides the password inside base64 of `user:password`, whatever the user, and the decoded parts', () => {
  const r = new Redactor();
  r.addVariables({ password: SECRET });
  for (const user of ['a', 'al', 'ali', 'alice', 'bob-the-builder']) {
    const encoded = b64(`${user}:${SECRET}`);
    const masked = r.text(`Authorization: Basic ${encoded}`);
    assert.ok(masked.includes('***'), `${user}: ${masked}`);
    assert.ok(!masked.includes(encoded) && !masked.includes(b64(SECRET).slice(4, -4)), `${user}: ${masked}`);
  }
  // A Basic header sent under a credential header name: the decoded `user:password` and the password too.
  const fromHeader = new Redactor();
  fromHeader.addValue(`Basic ${b64(`alice:${SECRET}`)}`);
  assert.equal(fromHeader.text(`who: alice:${SECRET}`), 'who: ***');
  assert.equal(fromHeader.text(`echo ${SECRET}`), 'echo ***');
  assert.equal(fromHeader.text(`echo ${encodeURIComponent(SECRET)}`), 'echo ***');
  assert.equal(fromHeader.text('user alice'), 'user alice', 'the user name is not a secret');
});

test('a minted JWT is masked, and so is its Bearer header', () => {
  const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhIn0.c2lnbmF0dXJl';
  const r = new Redactor();
  r.addValue(jwt);
  assert.equal(r.text(`Authorization: Bearer ${jwt}`), 'Authorization: Bearer ***');
  assert.equal(r.text(`{"token":"${jwt}"}`), '{"token":"***"}');
});

test('derived forms shorter than 4 characters, or equal to the raw value, are not added', () => {
  assert.deepEqual(encodedForms('abcd'), ['abcd', 'YWJjZA==', 'YWJjZA']);
  const r = new Redactor();
  r.addVariables({ token: 'abc' });
  assert.equal(r.active, false);
});

test('a value of letters, digits, `_`, `.` and `-` is the same in every URL and JSON form, so only its base64 forms are added', () => {
  // encodedForms skips the URL and JSON encodings for such values: this is why that is safe.
  const safe = fc.stringMatching(/^[A-Za-z0-9_.-]{4,40}$/);
  fc.assert(
    fc.property(safe, (value) => {
      const encodings = [
        encodeURIComponent(value),
        new URLSearchParams([['', value]]).toString().slice(1),
        new URL(`http://h/?${value}`).search.slice(1),
        JSON.stringify(value).slice(1, -1),
      ];
      // `.` and `..` are path segments the URL parser resolves away: a value that is one is too short to be a secret.
      if (value.length >= 4) encodings.push(new URL(`http://h/${value}`).pathname.slice(1));
      assert.deepEqual(
        encodings,
        encodings.map(() => value),
      );
      const b64 = Buffer.from(value).toString('base64');
      assert.ok(encodedForms(value).includes(value) && encodedForms(value).includes(b64));
    }),
  );
  // The value, its base64 and base64url, and the groups of its bytes inside longer base64 text.
  assert.deepEqual(encodedForms('t-42.x_y'), ['t-42.x_y', 'dC00Mi54X3k=', 'dC00Mi54X3k', 'dC00Mi54', 'NDIueF95', 'LTQyLnhf']);
  // Anything else takes every form: a space is %20, + and itself in a URL, and stays raw in JSON.
  assert.ok(encodedForms('a b c d').includes('a%20b%20c%20d') && encodedForms('a b c d').includes('a+b+c+d'));
});

test('a document lists its own secrets: a name that does not look secret is masked when listed', () => {
  const r = new Redactor();
  r.addVariables({ pin: '918273' });
  assert.equal(r.active, false);
  r.addVariables({ pin: '918273' }, ['pin']);
  assert.equal(r.text('pin 918273'), 'pin ***');
  assert.equal(new Redactor(['pin']).isSecretName('pin'), true);
});

test('the Redactor follows the name rule: `author` and `authority_url` stay readable, `Mcp-Session-Id` is masked', () => {
  assert.equal(new Redactor().isSecretName('access_token'), true);
  const r = new Redactor();
  r.addVariables({ author: 'Ada Lovelace', authority_url: 'https://login.example/tenant' });
  assert.equal(r.active, false);
  assert.equal(r.text('by Ada Lovelace via https://login.example/tenant'), 'by Ada Lovelace via https://login.example/tenant');
  assert.deepEqual(r.headers([['Author', 'Ada Lovelace']]), [['Author', 'Ada Lovelace']]);
  assert.deepEqual(
    r.headers([
      ['Mcp-Session-Id', 'sess-1234'],
      ['Access-Control-Allow-Credentials', 'true'],
    ]),
    [
      ['Mcp-Session-Id', '***'],
      ['Access-Control-Allow-Credentials', 'true'],
    ],
  );
});

/** What masking did before the index (and must still do): one regular expression of every form, longest first. */
function byOneRegExp(forms: Iterable<string>, text: string): string {
  const escaped = [...forms].sort((a, b) => b.length - a.length).map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return escaped.length ? text.replace(new RegExp(escaped.join('|'), 'g'), '***') : text;
}

test('masking finds the same places a regular expression of every secret form would: overlaps, prefixes, neighbours', () => {
  const secrets = ['abcd', 'abcdef', 'bcde', 'cdefgh', 'xyzw', 'xyzwxyzw', 'q"q\\q', 'ééééé', '😀😀ab'];
  const r = new Redactor();
  for (const s of secrets) r.addValue(s);
  const forms = secrets.flatMap(encodedForms);
  const texts = [
    'abcdefgh',
    'abcdabcdef',
    'xabcdx bcdef cdefghij',
    'xyzwxyzwxyzw',
    'ab abc abcd',
    'q"q\\q and "q\\"q\\\\q"',
    'ééééé😀😀ab',
    JSON.stringify({ t: 'abcdef', u: 'xyzw' }),
    Buffer.from('abcdef').toString('base64'),
    'nothing secret here',
    '',
    'abc',
  ];
  for (const text of texts) assert.equal(r.text(text), byOneRegExp(forms, text), text);
});

test('a chain that captures a new secret token each step masks every one of them (2,000 secrets known)', () => {
  const r = new Redactor();
  for (let i = 0; i < 2000; i++) r.addVariables({ token: `tok-${i}-${(i * 7919) % 10007}` });
  const line = (i: number) => `{"token":"tok-${i}-${(i * 7919) % 10007}","n":${i}}`;
  for (const i of [0, 1, 999, 1999]) assert.equal(r.text(line(i)), `{"token":"***","n":${i}}`);
  assert.equal(r.text('{"token":"tok-2000-x"}'), '{"token":"tok-2000-x"}');
});

test('a text masked before is masked again once a secret registered since occurs in it, however many came in between', () => {
  const r = new Redactor();
  r.addValue('first-secret');
  const text = 'POST /token with later-secret and first-secret';
  assert.equal(r.text(text), 'POST /token with later-secret and ***');
  r.addValue('unrelated-1');
  assert.equal(r.text(text), 'POST /token with later-secret and ***', 'remembered: no form registered since occurs in it');
  r.addValue('later-secret');
  assert.equal(r.text(text), 'POST /token with *** and ***');
  // More forms registered since than are searched one by one: the text is masked afresh.
  for (let i = 0; i < 100; i++) r.addValue(`filler-${i}-value`);
  r.addValue('POST /token');
  assert.equal(r.text(text), '*** with *** and ***');
});

test('masking with secrets registered between texts gives what one regular expression of the forms known at that time gives', () => {
  // Short alphabets, so secrets overlap and occur inside the texts; every text seen is masked again after each step.
  const word = fc.stringMatching(/^[ab%+ ]{4,7}$/);
  const op = fc.oneof(fc.record({ add: word }), fc.record({ text: fc.stringMatching(/^[ab%+ x]{4,24}$/) }));
  fc.assert(
    fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
      const r = new Redactor();
      const forms: string[] = [];
      const texts: string[] = [];
      for (const o of ops) {
        if ('add' in o) {
          r.addValue(o.add);
          forms.push(...encodedForms(o.add));
        } else texts.push(o.text);
        for (const t of texts) assert.equal(r.text(t), byOneRegExp(forms, t), t);
      }
    }),
    { numRuns: 300 },
  );
});
