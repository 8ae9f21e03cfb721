/**
 * The diff's four renderings: diff.json validates against schemas/diff.schema.json, and text from the
 * wire is data in every one (no markup in Markdown or HTML, no control character on the console).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { diffRuns } from '../../../src/diff/compare.js';
import { renderConsole, renderDiffHtml, renderDiffJson, renderDiffMarkdown } from '../../../src/diff/index.js';
import type { RunDiff } from '../../../src/diff/types.js';
import type { StepRecord } from '../../../src/model/results.js';
import { repoRoot } from '../../helpers/paths.js';
import { MUST, run, test } from '../../helpers/results-fixtures.js';

const HOSTILE = '<img src=x onerror=alert(1)> [link](javascript:alert(1)) `tick` | pipe \u001b[31mred\u0007 ** {{ token }}';

function hostileStep(status: number): StepRecord {
  return {
    index: 0,
    name: `ask ${HOSTILE}`,
    status: status === 200 ? 'passed' : 'failed',
    durationMs: 1,
    assertions: [],
    request: { method: 'POST', url: 'http://127.0.0.1:1/mcp', headers: [['Authorization', 'Bearer secret-token']], body: '{}' },
    response: {
      status,
      headers: [
        ['content-type', 'text/html'],
        ['X-Api-Key', 'k-123'],
      ],
      body: HOSTILE,
      bodyBytes: 10,
      truncated: false,
    },
  };
}

function hostileDiff(): RunDiff {
  const a = test('t-1', 'passed', { title: `title ${HOSTILE}`, requirements: [{ ...MUST, quote: `quote ${HOSTILE}` }], steps: [hostileStep(200)] });
  const b = test('t-1', 'failed', {
    title: `title ${HOSTILE}`,
    requirements: [{ ...MUST, quote: `quote ${HOSTILE}` }],
    steps: [hostileStep(500)],
    failure: { step: 1, stepName: 'ask', message: `failed ${HOSTILE}` },
  });
  return diffRuns({ label: 'A', result: run([a]) }, { label: `B ${HOSTILE}`, result: run([b]) }, 'test');
}

describe('diff renderings', () => {
  it('diff.json validates against schemas/diff.schema.json (and a broken one does not)', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    ajv.addSchema(JSON.parse(readFileSync(path.join(repoRoot, 'schemas', 'results.schema.json'), 'utf8')));
    const validate = ajv.compile(JSON.parse(readFileSync(path.join(repoRoot, 'schemas', 'diff.schema.json'), 'utf8')));
    const data = JSON.parse(renderDiffJson(hostileDiff()));
    assert.equal(validate(data), true, JSON.stringify(validate.errors, null, 2));
    const empty = JSON.parse(renderDiffJson(diffRuns({ label: 'A', result: run([]) }, { label: 'B', result: run([]) }, 'test')));
    assert.equal(validate(empty), true, JSON.stringify(validate.errors, null, 2));
    assert.equal(validate({ ...data, differences: [{ ...data.differences[0], kind: 'worse' }] }), false);
  });

  it('no secret reaches any rendering', () => {
    const d = hostileDiff();
    for (const text of [renderConsole(d, { verbose: true }), renderDiffMarkdown(d), renderDiffHtml(d), renderDiffJson(d)]) {
      assert.ok(!text.includes('secret-token'), text);
      assert.ok(!text.includes('k-123'), text);
      assert.ok(text.includes('Bearer ***'));
    }
  });

  it('HTML: text from the wire is escaped, never markup', () => {
    const html = renderDiffHtml(hostileDiff());
    assert.ok(!html.includes('<img'), 'an element from the wire');
    assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'));
    assert.ok(!html.includes('\u001b') && html.includes('\\x1b'));
  });

  it('Markdown: text from the wire stands in code spans', () => {
    const md = renderDiffMarkdown(hostileDiff());
    const outside = md.replace(/(`+)[\s\S]*?\1/g, '');
    assert.ok(!outside.includes('<img'), 'markup outside code spans');
    assert.ok(!md.replace(/(`+)[\s\S]*?\1/g, '').includes('javascript:'), 'a link outside code spans');
    assert.ok(!md.includes('\u001b'));
  });

  it('the console shows control characters as codes, and says when nothing differs', () => {
    const text = renderConsole(hostileDiff());
    assert.ok(!text.includes('\u001b') && !text.includes('\u0007'));
    assert.match(text, /❌ t-1 {2}title/);
    const none = renderConsole(diffRuns({ label: 'A', result: run([]) }, { label: 'B', result: run([]) }, 'test'));
    assert.match(none, /No differences/);
  });
});
