import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  ampleArguments,
  completedArguments,
  fractionalArguments,
  fullArguments,
  invalidArguments,
  nullArguments,
  validArguments,
} from '../../../src/schema-sampler/index.js';
import { evaluate, parseExpression } from '../../../src/template/expression.js';
import {
  findPrompt,
  findPrompts,
  findResource,
  findResources,
  findTool,
  findTools,
  probeTools,
  promptArguments,
  uiResourceUris,
} from '../../../src/template/mcp-fixtures.js';
import { LayeredScope } from '../../../src/template/scope.js';

const ajv = new Ajv2020({ allErrors: true, strict: false });
const text = { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] };

// A tools/list answer in list order; the destructive tools come first so that a picker that ignored
// the annotations would take them.
const tools = [
  { name: 'wipe', inputSchema: text, annotations: { readOnlyHint: true, destructiveHint: true } },
  { name: 'delete-all', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } },
  { name: 'write', inputSchema: text, annotations: { readOnlyHint: false } },
  {
    name: 'show-chart',
    inputSchema: text,
    annotations: { readOnlyHint: true },
    _meta: { ui: { resourceUri: 'ui://charts/view.html', visibility: ['model', 'app'] } },
  },
  { name: 'refresh-chart', inputSchema: text, _meta: { ui: { resourceUri: 'ui://charts/view.html', visibility: ['app'] } } },
  { name: 'old-ui', inputSchema: text, _meta: { 'ui/resourceUri': 'ui://legacy/app.html' } },
  { name: 'echo', inputSchema: text, annotations: { readOnlyHint: true }, outputSchema: { type: 'object' } },
  {
    name: 'search',
    annotations: { readOnlyHint: true },
    inputSchema: {
      type: 'object',
      properties: { query: { $ref: '#/$defs/q' }, page: { type: ['integer', 'null'] }, scale: { type: 'number', minimum: 0.5, multipleOf: 0.25 } },
      required: ['query'],
      $defs: { q: { type: 'string', minLength: 1 } },
    },
  },
];

const names = (shape: string) => findTool(tools, shape)?.name ?? null;

test('findTool: safe and plain take a read-only tool, never a destructive one', () => {
  assert.equal(names('safe'), 'show-chart');
  assert.equal(names('plain'), 'echo');
  assert.equal(names('output-schema'), 'echo');
  const destructiveOnly = tools.slice(0, 3);
  for (const shape of ['safe', 'callable', 'plain', 'optional-nullable', 'optional', 'nullable', 'fractional', 'ref', 'output-schema', 'ui', 'app-only']) {
    assert.equal(findTool(destructiveOnly, shape), null, shape);
  }
  const args = validArguments(findTool(tools, 'safe')!.inputSchema);
  assert.deepEqual(args, { text: 'example' });
  assert.equal(ajv.validate(text, args), true);
});

test('findTool: callable prefers a safe tool, then falls back to an unannotated one', () => {
  assert.equal(names('callable'), 'show-chart');
  const unannotated = [tools[0]!, tools[2]!, { name: 'plain-echo', inputSchema: text }];
  assert.equal(findTool(unannotated, 'callable')?.name, 'plain-echo');
  assert.equal(findTool(unannotated, 'safe'), null);
  assert.equal(findTool(unannotated, 'plain')?.name, 'plain-echo');
  // A tool whose arguments cannot be built is not callable.
  assert.equal(
    findTool([{ name: 'odd', inputSchema: { type: 'object', properties: { f: { type: 'string', format: 'made-up' } }, required: ['f'] } }], 'callable'),
    null,
  );
});

test('findTool: a tool that mirrors an argument into an Mcp-Param header is picked only by the x-mcp-header shape', () => {
  const mirrored = {
    name: 'route',
    annotations: { readOnlyHint: true },
    inputSchema: {
      type: 'object',
      properties: { region: { type: 'string', 'x-mcp-header': 'Region' }, n: { type: 'number', multipleOf: 0.25 } },
      required: ['region'],
    },
    outputSchema: { type: 'object' },
  };
  for (const shape of ['safe', 'callable', 'plain', 'fractional', 'output-schema']) assert.equal(findTool([mirrored], shape), null, shape);
  assert.equal(findTool([mirrored, ...tools], 'callable')?.name, 'show-chart');
  assert.equal(findTool([mirrored], 'x-mcp-header')?.name, 'route');
});

test('findTool: schema shapes', () => {
  assert.equal(names('optional-nullable'), 'search');
  assert.equal(names('fractional'), 'search');
  assert.equal(fractionalArguments(findTool(tools, 'fractional')!.inputSchema)?.value, 0.5);
  assert.equal(names('ref'), 'search');
  const schema = findTool(tools, 'ref')!.inputSchema as object;
  assert.equal(ajv.validate(schema, validArguments(schema)), true);
  assert.equal(ajv.validate(schema, invalidArguments(schema)), false);
  const nullableViaAnyOf = [{ name: 'n', inputSchema: { type: 'object', properties: { a: { anyOf: [{ type: 'string' }, { type: 'null' }] } } } }];
  assert.equal(findTool(nullableViaAnyOf, 'optional-nullable')?.name, 'n');
  assert.equal(findTool([{ name: 'r', inputSchema: text }], 'optional-nullable'), null, 'everything required, nothing nullable');
});

test('findTool: ui shapes by visibility, and the deprecated flat key', () => {
  assert.equal(names('ui'), 'show-chart');
  assert.equal(names('ui-default-visibility'), 'old-ui');
  assert.equal(names('app-only'), 'refresh-chart');
  const defaultVisibility = [{ name: 'v', inputSchema: text, _meta: { ui: { resourceUri: 'ui://v/app.html' } } }];
  assert.equal(findTool(defaultVisibility, 'ui')?.name, 'v');
  assert.equal(findTool([tools[4]!], 'ui'), null, 'app-only is not visible to the model');
  assert.equal(findTool([{ name: 'x', _meta: { ui: { resourceUri: 'https://not-ui' } } }], 'ui'), null);
});

test('resources, prompts and ui:// URIs', () => {
  const resources = [
    { uri: 'file:///readme.md', name: 'readme' },
    { uri: 'ui://charts/view.html', name: 'chart' },
    { uri: 'ui://extra/app.html', name: 'extra' },
  ];
  assert.equal(findResource(resources, 'ui')?.name, 'chart');
  assert.equal(findResource(resources, 'plain')?.name, 'readme');
  assert.equal(findResource(resources.slice(1), 'plain'), null);
  const withTypes = [
    ...resources,
    { uri: 'file:///notes.txt', name: 'notes', mimeType: 'text/plain' },
    { uri: 'file:///logo.png', name: 'logo', mimeType: 'image/png' },
  ];
  assert.equal(findResource(withTypes, 'binary')?.name, 'logo');
  assert.equal(findResource(resources, 'binary'), null, 'no mimeType: not known to be binary');
  const prompts = [
    { name: 'summarise', arguments: [{ name: 'topic', required: true }] },
    { name: 'greet', arguments: [{ name: 'who', required: false }] },
    { name: 'bare' },
  ];
  assert.equal(findPrompt(prompts, 'no-required-arguments')?.name, 'greet');
  assert.equal(findPrompt(prompts.slice(0, 1), 'no-required-arguments'), null);
  assert.equal(findPrompt(prompts, 'required-arguments')?.name, 'summarise');
  assert.equal(findPrompt(prompts.slice(1), 'required-arguments'), null);
  assert.deepEqual(uiResourceUris(tools, resources), ['ui://charts/view.html', 'ui://legacy/app.html', 'ui://extra/app.html']);
});

test('odd input finds nothing and never throws', () => {
  for (const junk of [null, undefined, 'tools', 7, {}, [null, 1, 'x', []], [{ name: 5 }]]) {
    assert.equal(findTool(junk, 'safe'), null);
    assert.equal(findResource(junk, 'ui'), null);
    assert.equal(findPrompt(junk, 'no-required-arguments'), null);
    assert.equal(findPrompt(junk, 'required-arguments'), null);
    assert.equal(findResource(junk, 'binary'), null);
    assert.deepEqual(uiResourceUris(junk, junk), []);
  }
  assert.equal(findTool(tools, 'no-such-shape'), null);
  assert.equal(findTool(tools, 'toString'), null);
  assert.equal(findTool([{ name: 'deep', annotations: { readOnlyHint: true }, inputSchema: { $ref: '#' } }], 'safe'), null);
});

test('the functions are callable from expressions, with the generic helpers', () => {
  const scope = new LayeredScope([{ tools, list: [{ id: 1 }, { id: 2 }, { other: 3 }] }]);
  const ev = (source: string) => evaluate(parseExpression(source), scope);
  assert.equal(ev("findTool(tools, 'safe').name"), 'show-chart');
  assert.deepEqual(ev("validArguments(findTool(tools, 'safe').inputSchema)"), { text: 'example' });
  assert.deepEqual(ev("invalidArgumentsExplained(findTool(tools, 'safe').inputSchema)"), {
    arguments: { text: 12345 },
    broken: 'property `text`: type string → sent 12345',
  });
  assert.equal(ev('validArguments(list)'), null, 'undefined becomes null in expressions');
  assert.equal(ev('invalidArguments(list)'), null);
  assert.equal(ev("findTool(tools, 'app-only') == null"), false);
  assert.equal(ev('first(list).id'), 1);
  assert.equal(ev('first(keys(first(list)))'), 'id');
  assert.deepEqual(ev('keys(list)'), []);
  assert.deepEqual(ev("pluck(list, 'id')"), [1, 2]);
  assert.equal(ev("join(pluck(list, 'id'), '+')"), '1+2');
  assert.equal(ev("contains(pluck(tools, 'name'), 'echo')"), true);
  assert.equal(ev('contains(list, first(list))'), true);
  assert.equal(ev("contains('ui://charts', 'ui://')"), true);
  assert.equal(ev('contains(list, 2)'), false);
  assert.equal(ev('first(keys(5))'), null);
  assert.deepEqual(ev('uiResourceUris(tools, [])'), ['ui://charts/view.html', 'ui://legacy/app.html']);
});

test('findTool: optional and nullable are picked apart (a plain optional argument is enough for tools-05)', () => {
  const plainOptional = { name: 'opt', inputSchema: { type: 'object', properties: { q: { type: 'string' }, limit: { type: 'integer' } }, required: ['q'] } };
  const nullableRequired = { name: 'nul', inputSchema: { type: 'object', properties: { tag: { type: ['string', 'null'] } }, required: ['tag'] } };
  assert.equal(findTool([plainOptional, nullableRequired], 'optional')?.name, 'opt');
  assert.equal(findTool([plainOptional, nullableRequired], 'optional-nullable'), null, 'no tool has both');
  assert.equal(findTool([plainOptional, nullableRequired], 'nullable')?.name, 'nul');
  assert.equal(findTool([plainOptional], 'nullable'), null);
});

test('nullArguments sets a property that allows null to null, and only one that does', () => {
  const schema = { type: 'object', properties: { q: { type: 'string' }, tag: { anyOf: [{ type: 'string' }, { type: 'null' }] } }, required: ['q'] };
  const args = nullArguments(schema);
  assert.deepEqual(args, { q: 'example', tag: null });
  assert.equal(ajv.validate(schema, args), true);
  assert.equal(nullArguments(text), undefined, 'nothing may be null');
});

test('fullArguments adds every optional argument that can be built, and leaves out one that would break the whole', () => {
  const schema = {
    type: 'object',
    properties: { q: { type: 'string' }, limit: { type: 'integer', minimum: 2 }, head: { type: 'number' }, tail: { type: 'number' } },
    required: ['q'],
    not: { required: ['head', 'tail'] },
  };
  const args = fullArguments(schema);
  assert.deepEqual(args, { q: 'example', limit: 2, head: 1 }, 'tail would make head and tail together, which the schema refuses');
  assert.equal(ajv.validate(schema, args), true);
  assert.deepEqual(
    fullArguments({ type: 'object', properties: { q: { type: 'string' } }, required: ['q'] }),
    { q: 'example' },
    'nothing optional: the valid arguments',
  );
  assert.equal(
    fullArguments({ type: 'object', properties: { q: { type: 'string', pattern: '(?<=a)b' } }, required: ['q'] }),
    undefined,
    'no valid arguments: none',
  );
});

test('completedArguments lays a partial fixture over valid arguments, and refuses one the schema refuses', () => {
  const schema = {
    type: 'object',
    properties: { amount: { type: 'number', minimum: 0.5, multipleOf: 0.25 }, unit: { type: 'string' } },
    required: ['amount', 'unit'],
  };
  const args = completedArguments(schema, { amount: 0.75 });
  assert.deepEqual(args, { amount: 0.75, unit: 'example' });
  assert.equal(ajv.validate(schema, args), true);
  assert.equal(completedArguments(schema, { amount: 0.6 }), undefined, 'not a multiple of 0.25');
  assert.equal(completedArguments(schema, 'not an object'), undefined);
});

test('probeTools: callable tools only, read-only first, at most max; invalid-arguments keeps those whose arguments can be broken', () => {
  const probed = probeTools(tools, 16).map((t) => t.name);
  assert.ok(!probed.some((n) => ['wipe', 'delete-all', 'write'].includes(n as string)), 'never a destructive tool');
  assert.equal(probed[0], 'show-chart');
  assert.deepEqual(
    probeTools(tools, 2).map((t) => t.name),
    probed.slice(0, 2),
  );
  assert.deepEqual(probeTools(tools, 0), []);
  const free = { name: 'free', inputSchema: { type: 'object' } };
  assert.deepEqual(
    probeTools([free, { name: 'strict', inputSchema: text }], 5, 'invalid-arguments').map((t) => t.name),
    ['strict'],
  );
});

test('ampleArguments raises the numbers it may to 3, keeping the arguments valid', () => {
  const schema = {
    type: 'object',
    properties: { steps: { type: 'integer', minimum: 1, maximum: 10 }, few: { type: 'integer', minimum: 1, maximum: 2 }, q: { type: 'string' } },
    required: ['steps', 'few', 'q'],
  };
  const args = ampleArguments(schema);
  assert.deepEqual(args, { steps: 3, few: 1, q: 'example' });
  assert.equal(ajv.validate(schema, args), true);
  assert.equal(ampleArguments({ type: 'string' }), undefined);
});

test('findTools, findResources, findPrompts: every item of a shape in list order (for a matrix `each:`), never a destructive tool; [] for none', () => {
  const out = { type: 'object', properties: { x: { type: 'number' } } };
  const input = { type: 'object', properties: {} };
  const tools = [
    { name: 'a', inputSchema: input, outputSchema: out },
    { name: 'b', inputSchema: input },
    { name: 'c', inputSchema: input, outputSchema: out, annotations: { destructiveHint: true } },
    { name: 'd', inputSchema: input, outputSchema: out },
  ];
  assert.deepEqual(
    findTools(tools, 'output-schema').map((t) => t.name),
    ['a', 'd'],
  );
  assert.deepEqual(findTools(tools, 'no-such-shape'), []);
  assert.deepEqual(findTools('not a list', 'output-schema'), []);
  const resources = [{ uri: 'ui://x' }, { uri: 'file:///a' }, { uri: 'file:///b.png', mimeType: 'image/png' }];
  assert.deepEqual(
    findResources(resources, 'plain').map((r) => r.uri),
    ['file:///a', 'file:///b.png'],
  );
  assert.deepEqual(findResources([], 'plain'), []);
  const prompts = [{ name: 'p', arguments: [{ name: 'x', required: true }] }, { name: 'q' }, { name: 'r', arguments: [{ name: 'y', required: true }] }];
  assert.deepEqual(
    findPrompts(prompts, 'required-arguments').map((p) => p.name),
    ['p', 'r'],
  );
  assert.equal(findPrompt(prompts, 'required-arguments')?.name, 'p', 'findPrompt is the first of findPrompts');
});

test('promptArguments: a word for each required argument of a listed prompt (issue 38: a prompt with one required argument is a prompt)', () => {
  const summarize = { name: 'summarize', arguments: [{ name: 'topic', required: true }, { name: 'style' }, { name: 'tone', required: false }] };
  assert.deepEqual(promptArguments(summarize), { topic: 'example' });
  assert.deepEqual(
    promptArguments({
      name: 'two',
      arguments: [
        { name: 'a', required: true },
        { name: 'b', required: true },
      ],
    }),
    { a: 'example', b: 'example' },
  );
  // Nothing required, or odd input: no arguments, never a throw.
  for (const odd of [{ name: 'free' }, { name: 'free', arguments: [] }, null, undefined, 'x', { arguments: 'x' }, { arguments: [null, 3, { required: true }] }])
    assert.deepEqual(promptArguments(odd), {});
  // What the documents write: the free prompt when there is one, else the required one with its argument built.
  const scope = new LayeredScope([{ prompts: [summarize], prompt_name: '', required_prompt_name: 'summarize' }]);
  const built = evaluate(
    parseExpression("!empty(prompt_name) ? parseJson('{}') : promptArguments(defined(prompts) ? named(prompts, required_prompt_name) : null)"),
    scope,
  );
  assert.deepEqual(built, { topic: 'example' });
  // A 2026 run that never listed prompts (the variable is undefined) builds nothing instead of failing the document.
  const unlisted = new LayeredScope([{ prompt_name: '', required_prompt_name: '' }]);
  assert.deepEqual(
    evaluate(
      parseExpression("!empty(prompt_name) ? parseJson('{}') : promptArguments(defined(prompts) ? named(prompts, required_prompt_name) : null)"),
      unlisted,
    ),
    {},
  );
});
