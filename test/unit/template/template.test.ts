import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ExpressionError, evaluate, guardedNames, parseExpression } from '../../../src/template/expression.js';
import { LayeredScope } from '../../../src/template/scope.js';
import { compileTemplate, RenderError, renderDeep, renderString, templateNames } from '../../../src/template/template.js';

const scope = new LayeredScope([{ n: 42, half: 0.5, item: { tags: ['a', 'b'], nested: { ok: true } }, name: 'widget', env: { HOME: '/root' } }]);

test('a string that is exactly one expression keeps its type', () => {
  assert.equal(renderString('{{ n }}', scope), 42);
  assert.equal(renderString('{{half}}', scope), 0.5);
  assert.deepEqual(renderString('{{ item.tags }}', scope), ['a', 'b']);
  assert.equal(renderString('{{ item.nested.ok }}', scope), true);
});

test('mixed text interpolates as text', () => {
  assert.equal(renderString('/items/{{ n }}?tag={{ item.tags[1] }}', scope), '/items/42?tag=b');
  assert.equal(renderString('obj={{ item.nested }}', scope), 'obj={"ok":true}');
  assert.equal(renderString('no template', scope), 'no template');
});

test('functions: uuid, now, base64, json, urlencode, urlOrigin, urlPath, lower', () => {
  assert.match(String(renderString('{{ uuid() }}', scope)), /^[0-9a-f-]{36}$/);
  assert.ok(!Number.isNaN(Date.parse(String(renderString('{{ now() }}', scope)))));
  assert.equal(renderString("{{ base64('user:pass') }}", scope), 'dXNlcjpwYXNz');
  assert.equal(renderString('{{ json(item.nested) }}', scope), '{"ok":true}');
  assert.equal(renderString("{{ urlencode('a b&c') }}", scope), 'a%20b%26c');
  assert.equal(renderString("{{ lower('ABC') }}", scope), 'abc');
  assert.equal(renderString("{{ urlOrigin('http://h:8/a/mcp?x=1') }}", scope), 'http://h:8');
  assert.equal(renderString("{{ urlPath('http://h:8/a/mcp?x=1') }}", scope), '/a/mcp');
  assert.equal(renderString("{{ urlOrigin('not a url') + urlPath('') }}", scope), '');
  assert.equal(renderString('{{ env.HOME }}', scope), '/root');
});

test('expressions: comparison, logic, ternary, defined()', () => {
  const ev = (s: string) => evaluate(parseExpression(s), scope);
  assert.equal(ev('n == 42 && half < 1'), true);
  assert.equal(ev("name == 'widget' ? 'yes' : 'no'"), 'yes');
  assert.equal(ev('defined(missing)'), false);
  assert.equal(ev('!defined(missing) || missing'), true);
  assert.equal(ev('item.tags == ["a", "b"]'), true);
  assert.equal(ev('n + 1'), 43);
});

test('an undefined variable or path is an error, not an empty string', () => {
  assert.throws(
    () => renderString('{{ nope }}', scope),
    (e: unknown) => e instanceof ExpressionError && e.code === 'UNDEFINED_VARIABLE' && /nope/.test(e.message),
  );
  assert.throws(() => renderString('{{ item.missing }}', scope), /item.missing/);
  assert.throws(
    () => renderDeep({ a: [{ b: '{{ nope }}' }] }, scope),
    (e: unknown) => e instanceof RenderError && JSON.stringify(e.path) === '["a",0,"b"]',
  );
});

test('no code execution: prototype members, unknown functions and this are refused', () => {
  assert.throws(() => renderString('{{ item.constructor }}', scope), ExpressionError);
  assert.throws(() => renderString('{{ item.__proto__ }}', scope), ExpressionError);
  assert.throws(() => compileTemplate('{{ eval("1") }}'), /unknown function `eval`/);
  assert.throws(() => compileTemplate('{{ process.exit() }}'), /only named functions/);
  assert.throws(() => compileTemplate('{{ this }}'), ExpressionError);
});

test('syntax errors are reported, and unclosed braces too', () => {
  assert.throws(() => compileTemplate('{{ a + }}'), /cannot parse/);
  assert.throws(() => compileTemplate('x {{ a'), /without a closing/);
  assert.throws(() => compileTemplate('{{ }}'), /empty/);
});

test('names used and names guarded', () => {
  assert.deepEqual([...templateNames(compileTemplate('{{ a.b }}-{{ f(c) }}-{{ defined(d) }}'.replace('f(c)', 'lower(c)')))].sort(), ['a', 'c']);
  assert.deepEqual([...guardedNames(parseExpression('!defined(token) || empty(other)'))].sort(), ['other', 'token']);
});
