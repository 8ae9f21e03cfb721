import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callDecision, planCases, planTools, type Tool } from '../../../src/fuzz/plan.js';

const schema = { type: 'object', properties: { q: { type: 'string', maxLength: 8 }, n: { type: 'integer', minimum: 1, maximum: 9 } }, required: ['q'] };
const tool = (name: string, annotations?: Record<string, unknown>): Tool => ({ name, inputSchema: schema, ...(annotations ? { annotations } : {}) });

test('only tools safe to call are called, by the suites rule, unless --include-destructive', () => {
  const options = { includeDestructive: false };
  assert.equal(callDecision(tool('a', { readOnlyHint: true }), options).call, true);
  assert.equal(callDecision(tool('b'), options).call, true);
  assert.equal(callDecision(tool('c', { destructiveHint: true }), options).call, false);
  assert.equal(callDecision(tool('d', { readOnlyHint: false }), options).call, false);
  assert.equal(callDecision(tool('e', { readOnlyHint: false, destructiveHint: false }), options).call, true);
  assert.equal(callDecision(tool('c', { destructiveHint: true }), { includeDestructive: true }).call, true);
  assert.equal(callDecision(tool('a'), { ...options, only: ['b'] }).call, false);
  const mirrored: Tool = { name: 'm', inputSchema: { type: 'object', properties: { r: { type: 'string', 'x-mcp-header': 'R' } } } };
  assert.match(callDecision(mirrored, options).reason, /x-mcp-header/);
});

test('a tool whose schema gives no arguments is listed, not called', () => {
  const [plan] = planTools([{ name: 'x', inputSchema: { type: 'object', properties: { a: { $ref: '#/nowhere' } }, required: ['a'] } }], {
    seed: 1,
    budget: 10,
    includeDestructive: false,
  });
  assert.equal(plan!.call, false);
  assert.match(plan!.reason, /no arguments/);
});

test('cases: at most the budget, edges first, then breaks, then random draws; the same seed the same cases', () => {
  const cases = planCases(tool('t'), 5, 25);
  assert.equal(cases.length, 25);
  assert.equal(cases[0]!.keyword, 'required');
  assert.ok(cases.some((c) => c.kind === 'invalid'));
  assert.ok(cases.some((c) => c.keyword === 'random'));
  assert.deepEqual(planCases(tool('t'), 5, 25), cases);
  assert.notDeepEqual(planCases(tool('t'), 6, 25), cases);
  assert.equal(planCases(tool('t'), 5, 3).length, 3);
  // Another tool's name draws other random cases from the same seed, and adding a tool changes no other's.
  assert.deepEqual(planTools([tool('t'), tool('u')], { seed: 5, budget: 25, includeDestructive: false })[0]!.cases, cases);
});
