import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseAllDocuments } from 'yaml';
import { readPlainYaml } from '../../src/source/fast-yaml.js';
import { documentStart, nodeRanges } from '../../src/source/locate.js';
import { settings } from './fc-settings.js';

/**
 * The fast YAML reader against the YAML library, on texts made of lines scenario authors write (and
 * get wrong): wherever the fast reader answers, the library reads the same text without an error or
 * a warning, into the same data, node ranges and document starts.
 */
const key = fc.constantFrom('a', 'b', 'id', 'steps', '$.ok', 'x-y', '"q k"', "'s'", '200', 'true', '<<', 'a b', 'url');
const scalar = fc.constantFrom(
  'v',
  'two words',
  '1',
  '-1',
  '+2',
  '0o17',
  '0x1F',
  '1e3',
  '.5',
  '2.50',
  '.inf',
  '-.Inf',
  '.nan',
  '~',
  'null',
  'True',
  'FALSE',
  '"dq \\n \\" \\\\ \\t"',
  '"bad \\d"',
  "'it''s'",
  '""',
  '[a, b]',
  '[]',
  '{}',
  '{ a: 1, b: [x, "y"] }',
  '{ a: 1, a: 2 }',
  '[a, b, ]',
  '[https://x.org/p#s, a:b]',
  '{{ t }}',
  '"{{ t }}"',
  'a: b',
  'v # comment',
  'v#not',
  '&anchor v',
  '*alias',
  '!tag v',
  '|',
  '|-',
  '>',
  '>-',
  '|+',
  '| # c',
  '- x',
  '-x',
  '@at',
  '`tick',
  '%pct',
  'http://h:80/p?q=[1]',
  '',
  '   ',
  '# c',
);
const line = fc.oneof(
  fc
    .record({ indent: fc.integer({ min: 0, max: 6 }), key, value: scalar })
    .map(({ indent, key, value }) => `${' '.repeat(indent)}${key}:${value ? ' ' : ''}${value}`),
  fc.record({ indent: fc.integer({ min: 0, max: 6 }), value: scalar }).map(({ indent, value }) => `${' '.repeat(indent)}-${value ? ' ' : ''}${value}`),
  fc.record({ indent: fc.integer({ min: 0, max: 6 }), key, value: scalar }).map(({ indent, key, value }) => `${' '.repeat(indent)}- ${key}: ${value}`),
  fc
    .record({ indent: fc.integer({ min: 0, max: 8 }), text: fc.constantFrom('text', 'more text', '# c', '', '  ', 'k: v', '- i') })
    .map(({ indent, text }) => `${' '.repeat(indent)}${text}`),
  fc.constantFrom('---', '...', '# top', '', 'a:', 'steps:', '  - a: 1', '    b: 2', '- 1'),
);
const document = fc.tuple(fc.array(line, { minLength: 1, maxLength: 14 }), fc.boolean()).map(([lines, newline]) => lines.join('\n') + (newline ? '\n' : ''));

function library(text: string) {
  const docs = parseAllDocuments(text, { uniqueKeys: true, merge: true, logLevel: 'error', prettyErrors: false });
  const list = Array.isArray(docs) ? docs : [];
  return {
    problems: list.flatMap((d) => [...d.errors, ...d.warnings].map((e) => e.message)),
    documents: list.map((d) => ({ data: d.toJS({ maxAliasCount: 100 }), ranges: nodeRanges(d), start: documentStart(d) })),
  };
}

/** Whether the fast reader answered; when it did, the library reads the same without a problem. */
function readsAsLibrary(text: string): boolean {
  const fast = readPlainYaml(text);
  if (!fast) return false;
  const slow = library(text);
  assert.deepEqual(slow.problems, [], `the library has problems with a text the fast reader read:\n${text}`);
  assert.deepStrictEqual(fast, slow.documents, text);
  return true;
}

test('wherever the fast reader answers, the YAML library reads the same data and ranges without a problem', () => {
  let answered = 0;
  fc.assert(
    fc.property(document, (text) => {
      if (readsAsLibrary(text)) answered++;
    }),
    settings(31_031, 3000),
  );
  // The generator must reach the reader's answers, not only its refusals.
  assert.ok(answered > 10, `only ${answered} texts were read by the fast reader`);
});

/** A tree of mappings, lists and scalars, written out as YAML in the styles authors use. */
type Tree = string | Tree[] | Array<[string, Tree]> | { map: Array<[string, Tree]> };
const leaf = fc.constantFrom(
  'v',
  '1',
  '-2.5',
  'true',
  '~',
  '"q \\" x"',
  "'s'",
  '[a, 1]',
  '{ k: v, n: [1, 2] }',
  '/p?x=[1]',
  '2xx',
  'a b',
  'x # c',
  '|',
  '>-',
  '""',
);
const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    leaf,
    fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
    fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'id', '$.ok', '"k q"'), tie('node')), { minLength: 1, maxLength: 3 }).map((map) => ({ map })),
  ),
})).node;
const style = fc.record({
  seqIndent: fc.constantFrom(0, 2),
  comments: fc.constantFrom('none', 'between', 'after'),
  blank: fc.boolean(),
  block: fc.constantFrom('a\nb', 'a\n\nb', ' lead', 'x'),
});

function render(node: Tree, indent: number, s: { seqIndent: number; comments: string; blank: boolean; block: string }): string[] {
  const pad = ' '.repeat(indent);
  const extra = (at: string) => [...(s.blank ? [''] : []), ...(s.comments === 'between' ? [`${at}# between`] : [])];
  const value = (v: Tree, childIndent: number, head: string): string[] => {
    if (typeof v === 'string') {
      if (v === '|' || v === '>-') return [`${head} ${v}`, ...s.block.split('\n').map((l) => (l ? `${' '.repeat(childIndent + 2)}${l}` : ''))];
      return [`${head} ${v}`];
    }
    return [head, ...render(v, childIndent, s)];
  };
  if (typeof node === 'string') return [`${pad}${node}`];
  if (Array.isArray(node)) {
    return node.flatMap((item, i) => [...(i ? extra(pad) : []), ...value(item, indent + 2, `${pad}-`)]);
  }
  return node.map.flatMap(([k, v], i) => {
    const inner = Array.isArray(v) ? indent + s.seqIndent : indent + 2;
    return [...(i ? extra(pad) : []), ...value(v, inner, `${pad}${k}:`)];
  });
}

test('documents written from trees, in many styles: wherever the fast reader answers, it answers as the library', () => {
  let answered = 0;
  fc.assert(
    fc.property(fc.array(fc.tuple(tree, style), { minLength: 1, maxLength: 2 }), fc.boolean(), (docs, trailing) => {
      const text =
        docs
          .map(
            ([t, s]) =>
              render(typeof t === 'string' || Array.isArray(t) ? { map: [['id', t]] } : t, 0, s).join('\n') + (s.comments === 'after' ? '\n  # after' : ''),
          )
          .join('\n---\n') + (trailing ? '\n' : '');
      if (readsAsLibrary(text)) answered++;
    }),
    settings(31_032, 1500),
  );
  assert.ok(answered > 300, `only ${answered} texts were read by the fast reader`);
});
