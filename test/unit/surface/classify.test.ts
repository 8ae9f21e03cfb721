import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diffSurface } from '../../../src/surface/diff.js';
import type { Item } from '../../../src/surface/listing.js';

/** A surface of a few lists (the rest empty). */
type Lists = { tools?: Item[]; prompts?: Item[]; resources?: Item[]; resourceTemplates?: Item[] };
const surface = (lists: Lists) => ({ tools: [], prompts: [], resources: [], resourceTemplates: [], ...lists });

/** A tool named `search` with these arguments (`required` listed), and more fields. */
function tool(properties: Record<string, unknown>, required: string[] = [], more: Item = {}, name = 'search'): Item {
  return { name, description: 'Search the notes', inputSchema: { type: 'object', properties, ...(required.length ? { required } : {}) }, ...more };
}
const query = { query: { type: 'string' } };
const limit = (schema: Item = {}) => ({ ...query, limit: { type: 'integer', minimum: 1, maximum: 100, ...schema } });
const mode = (values: unknown[]) => ({ ...query, mode: { type: 'string', enum: values } });

interface Case {
  name: string;
  before: Lists;
  after: Lists;
  /** Every change expected, as `severity rule path`, in the diff's order. */
  expect: string[];
}

const CASES: Case[] = [
  { name: 'the same surface: nothing', before: { tools: [tool(query, ['query'])] }, after: { tools: [tool(query, ['query'])] }, expect: [] },
  { name: 'a tool removed', before: { tools: [tool(query), tool({}, [], {}, 'old')] }, after: { tools: [tool(query)] }, expect: ['breaking tool-removed'] },
  { name: 'a tool added', before: { tools: [tool(query)] }, after: { tools: [tool(query), tool({}, [], {}, 'new')] }, expect: ['compatible tool-added'] },
  {
    name: 'a tool renamed is one removed and one added',
    before: { tools: [tool(query, [], {}, 'find')] },
    after: { tools: [tool(query, [], {}, 'find_notes')] },
    expect: ['breaking tool-removed', 'compatible tool-added'],
  },
  {
    name: 'a new required argument',
    before: { tools: [tool(query, ['query'])] },
    after: { tools: [tool(limit(), ['query', 'limit'])] },
    expect: ['breaking required-argument-added inputSchema/properties/limit'],
  },
  {
    name: 'a new optional argument',
    before: { tools: [tool(query, ['query'])] },
    after: { tools: [tool(limit(), ['query'])] },
    expect: ['compatible optional-argument-added inputSchema/properties/limit'],
  },
  {
    name: 'an argument removed',
    before: { tools: [tool(limit(), ['query'])] },
    after: { tools: [tool(query, ['query'])] },
    expect: ['breaking argument-removed inputSchema/properties/limit'],
  },
  {
    name: 'an optional argument made required',
    before: { tools: [tool(limit(), ['query'])] },
    after: { tools: [tool(limit(), ['query', 'limit'])] },
    expect: ['breaking argument-now-required inputSchema/required'],
  },
  {
    name: 'a required argument made optional',
    before: { tools: [tool(limit(), ['query', 'limit'])] },
    after: { tools: [tool(limit(), ['query'])] },
    expect: ['compatible argument-now-optional inputSchema/required'],
  },
  {
    name: 'a type narrowed (number → integer)',
    before: { tools: [tool({ n: { type: 'number' } })] },
    after: { tools: [tool({ n: { type: 'integer' } })] },
    expect: ['breaking type-narrowed inputSchema/properties/n/type'],
  },
  {
    name: 'a type widened (integer → number)',
    before: { tools: [tool({ n: { type: 'integer' } })] },
    after: { tools: [tool({ n: { type: 'number' } })] },
    expect: ['compatible type-widened inputSchema/properties/n/type'],
  },
  {
    name: 'a type list narrowed (string or null → string)',
    before: { tools: [tool({ s: { type: ['string', 'null'] } })] },
    after: { tools: [tool({ s: { type: 'string' } })] },
    expect: ['breaking type-narrowed inputSchema/properties/s/type'],
  },
  {
    name: 'a type changed (string → boolean)',
    before: { tools: [tool({ s: { type: 'string' } })] },
    after: { tools: [tool({ s: { type: 'boolean' } })] },
    expect: ['breaking type-narrowed inputSchema/properties/s/type'],
  },
  {
    name: 'an enum value removed',
    before: { tools: [tool(mode(['fast', 'full']))] },
    after: { tools: [tool(mode(['fast']))] },
    expect: ['breaking enum-narrowed inputSchema/properties/mode/enum'],
  },
  {
    name: 'an enum value added',
    before: { tools: [tool(mode(['fast']))] },
    after: { tools: [tool(mode(['fast', 'full']))] },
    expect: ['compatible enum-widened inputSchema/properties/mode/enum'],
  },
  {
    name: 'an enum put on a free string',
    before: { tools: [tool({ ...query, mode: { type: 'string' } })] },
    after: { tools: [tool(mode(['fast']))] },
    expect: ['breaking enum-narrowed inputSchema/properties/mode/enum'],
  },
  {
    name: 'a maximum lowered',
    before: { tools: [tool(limit())] },
    after: { tools: [tool(limit({ maximum: 50 }))] },
    expect: ['breaking bound-narrowed inputSchema/properties/limit/maximum'],
  },
  {
    name: 'a maximum raised',
    before: { tools: [tool(limit())] },
    after: { tools: [tool(limit({ maximum: 500 }))] },
    expect: ['compatible bound-widened inputSchema/properties/limit/maximum'],
  },
  {
    name: 'a minimum raised',
    before: { tools: [tool(limit())] },
    after: { tools: [tool(limit({ minimum: 10 }))] },
    expect: ['breaking bound-narrowed inputSchema/properties/limit/minimum'],
  },
  {
    name: 'a maxLength added',
    before: { tools: [tool(query)] },
    after: { tools: [tool({ query: { type: 'string', maxLength: 200 } })] },
    expect: ['breaking bound-narrowed inputSchema/properties/query/maxLength'],
  },
  {
    name: 'a minimum removed',
    before: { tools: [tool(limit())] },
    after: { tools: [tool({ ...query, limit: { type: 'integer', maximum: 100 } })] },
    expect: ['compatible bound-widened inputSchema/properties/limit/minimum'],
  },
  {
    name: 'a pattern added',
    before: { tools: [tool(query)] },
    after: { tools: [tool({ query: { type: 'string', pattern: '^[a-z]+$' } })] },
    expect: ['breaking pattern-added inputSchema/properties/query/pattern'],
  },
  {
    name: 'unknown arguments refused from now on',
    before: { tools: [tool(query)] },
    after: { tools: [{ ...tool(query), inputSchema: { type: 'object', properties: query, additionalProperties: false } }] },
    expect: ['breaking schema-closed inputSchema/additionalProperties'],
  },
  {
    name: 'an array of items narrowed inside',
    before: { tools: [tool({ tags: { type: 'array', items: { type: 'string' } } })] },
    after: { tools: [tool({ tags: { type: 'array', items: { type: 'string', minLength: 2 }, maxItems: 5 } })] },
    expect: ['breaking bound-narrowed inputSchema/properties/tags/maxItems', 'breaking bound-narrowed inputSchema/properties/tags/items/minLength'],
  },
  {
    name: 'a combinator rewritten: cannot be ordered, so breaking',
    before: { tools: [tool({ v: { anyOf: [{ type: 'string' }, { type: 'number' }] } })] },
    after: { tools: [tool({ v: { anyOf: [{ type: 'string' }] } })] },
    expect: ['breaking schema-changed inputSchema/properties/v/anyOf'],
  },
  {
    name: 'a description changed',
    before: { tools: [tool(query)] },
    after: { tools: [{ ...tool(query), description: 'Search every note' }] },
    expect: ['compatible doc-changed description'],
  },
  {
    name: "an argument's description changed",
    before: { tools: [tool(query)] },
    after: { tools: [tool({ query: { type: 'string', description: 'words to find' } })] },
    expect: ['compatible doc-changed inputSchema/properties/query/description'],
  },
  {
    name: 'an output schema added',
    before: { tools: [tool(query)] },
    after: { tools: [tool(query, [], { outputSchema: { type: 'object', properties: { hits: { type: 'integer' } } } })] },
    expect: ['compatible output-schema-added outputSchema'],
  },
  {
    name: 'an output schema changed',
    before: { tools: [tool(query, [], { outputSchema: { type: 'object', properties: { hits: { type: 'integer' } } } })] },
    after: { tools: [tool(query, [], { outputSchema: { type: 'object', properties: { hits: { type: 'string' } } } })] },
    expect: ['breaking output-schema-changed outputSchema'],
  },
  {
    name: 'an output schema removed',
    before: { tools: [tool(query, [], { outputSchema: { type: 'object' } })] },
    after: { tools: [tool(query)] },
    expect: ['breaking output-schema-removed outputSchema'],
  },
  {
    name: "only an output schema's description changed",
    before: { tools: [tool(query, [], { outputSchema: { type: 'object', description: 'hits' } })] },
    after: { tools: [tool(query, [], { outputSchema: { type: 'object', description: 'the hits' } })] },
    expect: ['compatible doc-changed outputSchema'],
  },
  {
    name: 'newly destructive: destructiveHint false → true',
    before: { tools: [tool(query, [], { annotations: { destructiveHint: false } })] },
    after: { tools: [tool(query, [], { annotations: { destructiveHint: true } })] },
    expect: ['breaking annotation-now-destructive annotations/destructiveHint'],
  },
  {
    name: 'newly destructive by default: destructiveHint false dropped',
    before: { tools: [tool(query, [], { annotations: { destructiveHint: false } })] },
    after: { tools: [tool(query)] },
    expect: ['breaking annotation-now-destructive annotations/destructiveHint'],
  },
  {
    name: 'readOnlyHint true → false (and so destructive and not idempotent by default)',
    before: { tools: [tool(query, [], { annotations: { readOnlyHint: true } })] },
    after: { tools: [tool(query, [], { annotations: { readOnlyHint: false } })] },
    expect: [
      'breaking annotation-no-longer-read-only annotations/readOnlyHint',
      'breaking annotation-now-destructive annotations/destructiveHint',
      'breaking annotation-no-longer-idempotent annotations/idempotentHint',
    ],
  },
  {
    name: 'readOnlyHint false → true: compatible',
    before: { tools: [tool(query, [], { annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true } })] },
    after: { tools: [tool(query, [], { annotations: { readOnlyHint: true } })] },
    expect: ['compatible annotation-now-read-only annotations/readOnlyHint'],
  },
  {
    name: 'openWorldHint false → true',
    before: { tools: [tool(query, [], { annotations: { readOnlyHint: true, openWorldHint: false } })] },
    after: { tools: [tool(query, [], { annotations: { readOnlyHint: true, openWorldHint: true } })] },
    expect: ['breaking annotation-now-open-world annotations/openWorldHint'],
  },
  {
    name: 'a default spelled out: the same meaning',
    before: { tools: [tool(query)] },
    after: { tools: [tool(query, [], { annotations: { destructiveHint: true, openWorldHint: true } })] },
    expect: ['compatible annotation-restated annotations'],
  },
  { name: 'a prompt removed', before: { prompts: [{ name: 'summarize' }] }, after: {}, expect: ['breaking prompt-removed'] },
  {
    name: 'a prompt gets a required argument',
    before: { prompts: [{ name: 'summarize', arguments: [{ name: 'text', required: true }] }] },
    after: {
      prompts: [
        {
          name: 'summarize',
          arguments: [
            { name: 'text', required: true },
            { name: 'style', required: true },
          ],
        },
      ],
    },
    expect: ['breaking required-argument-added arguments/style'],
  },
  {
    name: 'a prompt gets an optional argument',
    before: { prompts: [{ name: 'summarize', arguments: [] }] },
    after: { prompts: [{ name: 'summarize', arguments: [{ name: 'style' }] }] },
    expect: ['compatible optional-argument-added arguments/style'],
  },
  { name: 'a resource removed', before: { resources: [{ uri: 'file:///a.txt', name: 'a' }] }, after: {}, expect: ['breaking resource-removed'] },
  { name: 'a resource added', before: {}, after: { resources: [{ uri: 'file:///a.txt', name: 'a' }] }, expect: ['compatible resource-added'] },
  {
    name: "a resource's media type changed",
    before: { resources: [{ uri: 'file:///a', name: 'a', mimeType: 'text/plain' }] },
    after: { resources: [{ uri: 'file:///a', name: 'a', mimeType: 'application/json' }] },
    expect: ['breaking mime-type-changed mimeType'],
  },
  {
    name: 'a resource template removed',
    before: { resourceTemplates: [{ uriTemplate: 'notes://{id}', name: 'note' }] },
    after: {},
    expect: ['breaking resource-template-removed'],
  },
];

test(`the surface diff classifies each of ${CASES.length} changes as breaking or compatible`, () => {
  assert.ok(CASES.length >= 20);
  const wrong: string[] = [];
  for (const c of CASES) {
    const diff = diffSurface(surface(c.before), surface(c.after));
    const got = diff.changes.map((x) => [x.severity, x.rule, x.path].filter(Boolean).join(' '));
    if (JSON.stringify(got) !== JSON.stringify(c.expect))
      wrong.push(`${c.name}:\n    expected ${JSON.stringify(c.expect)}\n    got      ${JSON.stringify(got)}`);
    assert.equal(diff.breaking + diff.compatible, diff.changes.length);
  }
  assert.deepEqual(wrong, []);
});

test('every change names the item it is in, and says what was and what is where it can', () => {
  const diff = diffSurface(surface({ tools: [tool(limit())] }), surface({ tools: [tool(limit({ maximum: 50 }))] }));
  assert.deepEqual(diff.changes, [
    {
      kind: 'tool',
      name: 'search',
      severity: 'breaking',
      rule: 'bound-narrowed',
      path: 'inputSchema/properties/limit/maximum',
      message: 'maximum 100 → 50',
      before: 100,
      after: 50,
    },
  ]);
  assert.equal(diff.breaking, 1);
});
