import assert from 'node:assert/strict';
import { test } from 'node:test';
import { typeGivenVariables } from '../../../src/load/typed-variables.js';
import type { LoadedSuite } from '../../../src/model/scenario.js';

// Issue 38, class 7: `--var oauth=false` was the text "false", which counts as true, and nothing warned.

const suite = (name: string, vars: Record<string, unknown>): LoadedSuite => ({ name, dir: '/x', data: { name, vars } as LoadedSuite['data'] });
const source = (name: string) => `--var ${name}`;

test('a variable whose suite default is a boolean takes true or false, as a boolean', () => {
  const vars: Record<string, unknown> = { oauth: 'false', dual_era: 'true', tool_name: 'false' };
  const problems = typeGivenVariables(vars, [suite('s', { oauth: false, dual_era: false, tool_name: '' })], source);
  assert.deepEqual(problems, []);
  assert.equal(vars.oauth, false);
  assert.equal(vars.dual_era, true);
  assert.equal(vars.tool_name, 'false', 'a text default keeps the text');
});

test('anything else for a boolean is refused, naming the fix; a number default takes a number', () => {
  const vars: Record<string, unknown> = { oauth: 'no', wrong_tenant_status: '403', fractional_minimum: 'half' };
  const problems = typeGivenVariables(vars, [suite('s', { oauth: false, wrong_tenant_status: 401, fractional_minimum: 0.5 })], source);
  assert.equal(vars.wrong_tenant_status, 403);
  assert.deepEqual(
    problems.map((p) => [p.message, p.hint]),
    [
      ['--var oauth: `oauth` is a boolean (its default in s is false), and "no" is not true or false', 'give true or false, e.g. --var oauth=true'],
      [
        '--var fractional_minimum: `fractional_minimum` is a number (its default in s is 0.5), and "half" is not a number',
        'give a number, e.g. --var fractional_minimum=0.5',
      ],
    ],
  );
});

test('a typed value (name:=JSON) of another type is refused too; suites that disagree on the type leave the value as given', () => {
  const typed: Record<string, unknown> = { oauth: 1 };
  assert.equal(typeGivenVariables(typed, [suite('s', { oauth: false })], source).length, 1);
  const mixed: Record<string, unknown> = { implements_apps: 'false' };
  assert.deepEqual(typeGivenVariables(mixed, [suite('a', { implements_apps: false }), suite('b', { implements_apps: '{{ defined(target) }}' })], source), []);
  assert.equal(mixed.implements_apps, 'false');
});
