import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SchemaRegistry } from '../../../src/assert/schema-registry.js';

describe('SchemaRegistry: inline schemas', () => {
  it('compiles a schema that stands alone once per process, whichever run asks', () => {
    const schema = { type: 'object', required: ['a'], properties: { a: { type: 'integer' } } };
    const first = new SchemaRegistry().inline(schema);
    const second = new SchemaRegistry().inline(structuredClone(schema));
    assert.equal(first, second);
    assert.equal(first({ a: 1 }), true);
    assert.equal(first({ a: 'x' }), false);
  });

  it('keeps schemas apart that differ in any keyword', () => {
    const integer = new SchemaRegistry().inline({ type: 'integer' });
    const text = new SchemaRegistry().inline({ type: 'string' });
    assert.notEqual(integer, text);
    assert.equal(integer('x'), false);
    assert.equal(text('x'), true);
  });

  it('compiles a schema with an $id once per run: two runs may give the same $id another meaning', () => {
    const one = new SchemaRegistry().inline({ $id: 'https://example.test/item', type: 'integer' });
    const other = new SchemaRegistry().inline({ $id: 'https://example.test/item', type: 'string' });
    assert.equal(one(1), true);
    assert.equal(other(1), false);
    assert.equal(other('x'), true);
  });

  it('a $ref to the 2020-12 meta-schema resolves in the shared compiler', () => {
    const validSchema = new SchemaRegistry().inline({ $ref: 'https://json-schema.org/draft/2020-12/schema' });
    assert.equal(validSchema({ type: 'object' }), true);
    assert.equal(validSchema({ type: 'no-such-type' }), false);
  });
});

describe('SchemaRegistry: the meta-schema check (precompiled, as Ajv words it)', () => {
  it('refuses an inline schema that breaks the 2020-12 meta-schema, naming where', () => {
    assert.throws(
      () => new SchemaRegistry().inline({ properties: { a: { type: 'strin' } } }),
      /^Error: schema is invalid: data\/properties\/a\/type must be equal to one of the allowed values/,
    );
    assert.throws(() => new SchemaRegistry().inline({ minItems: '1' }), /schema is invalid: data\/minItems must be integer/);
  });

  it('refuses a schema file that breaks it, and never reads one itself', () => {
    const dir = path.join(tmpdir(), 'wirecase-schema');
    // What the load stage read (load/run-files.ts): the run is handed it.
    const files = new Map([[path.join(dir, 'bad.json'), { json: { type: 'object', required: 'a' } }]]);
    assert.throws(() => new SchemaRegistry(files).fromFile('bad.json', dir), /schema is invalid: data\/required must be array/);
    assert.throws(() => new SchemaRegistry().fromFile('bad.json', dir), /bad\.json was not read before the run/);
  });

  it('leaves a schema declaring another $schema to Ajv, which does not know draft-07', () => {
    assert.throws(() => new SchemaRegistry().inline({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'string' }), /no schema with key or ref/);
  });
});
