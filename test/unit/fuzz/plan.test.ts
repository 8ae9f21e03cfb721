import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callDecision, planCases, planTools, planToolsYielding, type Tool } from '../../../src/fuzz/plan.js';

const schema = { type: 'object', properties: { q: { type: 'string', maxLength: 8 }, n: { type: 'integer', minimum: 1, maximum: 9 } }, required: ['q'] };
const tool = (name: string, annotations?: Record<string, unknown>): Tool => ({ name, inputSchema: schema, ...(annotations ? { annotations } : {}) });

test('only tools that declare themselves safe, as exact booleans, are called unless --include-destructive', () => {
  const options = { includeDestructive: false };
  const called = (annotations?: unknown) =>
    callDecision({ name: 't', inputSchema: schema, ...(annotations !== undefined ? { annotations } : {}) } as Tool, options);
  assert.equal(called({ readOnlyHint: true }).call, true);
  assert.equal(called({ destructiveHint: false }).call, true);
  assert.equal(called({ readOnlyHint: false, destructiveHint: false }).call, true);
  assert.equal(called({ readOnlyHint: true, destructiveHint: true }).call, true);
  // Unknown is unsafe: no annotations (the MCP defaults say destructive), hints that are not booleans, no hint at all.
  assert.match(called().reason, /declares no annotations.*--include-destructive/);
  assert.match(called({ readOnlyHint: 'true' }).reason, /readOnlyHint is "true" \(string\), not a boolean/);
  assert.match(called({ destructiveHint: 'false', readOnlyHint: 1 }).reason, /readOnlyHint is 1 \(number\).*destructiveHint is "false" \(string\)/);
  assert.match(called('read-only').reason, /annotations are "read-only" \(string\), not an object/);
  assert.match(called({ title: 'x' }).reason, /neither readOnlyHint: true nor destructiveHint: false/);
  assert.match(called({ destructiveHint: true }).reason, /destructiveHint: true/);
  assert.match(called({ readOnlyHint: false }).reason, /readOnlyHint: false without destructiveHint: false/);
  for (const a of [undefined, { readOnlyHint: 'true' }, { destructiveHint: true }, null, {}])
    assert.equal(called(a ?? undefined).call, false, JSON.stringify(a));
  assert.equal(callDecision(tool('c'), { includeDestructive: true }).call, true);
  assert.match(callDecision(tool('c'), { includeDestructive: true }).reason, /called because of --include-destructive/);
  assert.equal(callDecision(tool('a', { readOnlyHint: true }), { ...options, only: ['b'] }).call, false);
  const mirrored: Tool = { name: 'm', inputSchema: { type: 'object', properties: { r: { type: 'string', 'x-mcp-header': 'R' } } } };
  assert.match(callDecision(mirrored, options).reason, /x-mcp-header/);
});

test('--max-tools: the first callable tools are called, the rest listed with the reason', () => {
  const tools = Array.from({ length: 5 }, (_, i) => tool(`t${i}`, i === 1 ? undefined : { readOnlyHint: true }));
  const plans = planTools(tools, { seed: 1, budget: 3, includeDestructive: false, maxTools: 2 });
  assert.deepEqual(
    plans.map((p) => p.call),
    [true, false, true, false, false],
  );
  assert.match(plans[3]!.reason, /past --max-tools 2/);
});

test('a tool whose schema gives no arguments is listed, not called', () => {
  const [plan] = planTools(
    [{ name: 'x', inputSchema: { type: 'object', properties: { a: { $ref: '#/nowhere' } }, required: ['a'] }, annotations: { readOnlyHint: true } }],
    {
      seed: 1,
      budget: 10,
      includeDestructive: false,
    },
  );
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
  assert.deepEqual(planTools([tool('t'), tool('u')], { seed: 5, budget: 25, includeDestructive: true })[0]!.cases, cases);
});

test('planning yields between tools and stops planning once the run is stopped', async () => {
  const tools = Array.from({ length: 20 }, (_, i) => tool(`t${i}`, { readOnlyHint: true }));
  const options = { seed: 1, budget: 3, includeDestructive: false };
  assert.deepEqual(await planToolsYielding(tools, options), planTools(tools, options));
  const stop = new AbortController();
  let turns = 0;
  // The event loop gets a turn after each tool: the abort lands between tools 1 and 2.
  const counting = setInterval(() => {
    if (++turns === 1) stop.abort('SIGTERM');
  }, 0);
  const plans = await planToolsYielding(tools, options, stop.signal);
  clearInterval(counting);
  assert.ok(plans[0]!.call);
  assert.ok(
    plans.some((p) => p.reason === 'not planned: the run was stopped'),
    plans.map((p) => p.reason).join('; '),
  );
});
