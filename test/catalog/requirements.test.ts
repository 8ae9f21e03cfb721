/**
 * The requirement catalogs (scenarios/<suite>/requirements.yaml) against the spec text they are
 * extracted from, and the extraction itself (scripts/requirements/).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCRIPT = path.join(ROOT, 'scripts', 'requirements', 'main.mjs');

interface Sentence {
  text: string;
  line: number;
  level: string;
  headings: string[];
}
interface Rebuilt {
  data: { requirements: Array<Record<string, unknown> & { id: string; text: string; line: number }> };
  problems: string[];
  changes: string[];
}
const extract = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'requirements', 'extract.mjs')).href)) as {
  extractSentences(source: string): Sentence[];
};
const catalog = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'requirements', 'catalog.mjs')).href)) as {
  rebuild(folder: string): Rebuilt;
};

describe('the bundled requirement catalogs', () => {
  it('agree with the spec text and the documents: no sentence left out, no line stale, every entry reviewed, every quote found', () => {
    const run = spawnSync(process.execPath, [SCRIPT, '--check'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stdout + run.stderr);
  });

  it('list every keyword sentence of each page once, at the line the page has it', () => {
    for (const suite of ['mcp-2026-07-28', 'mcp-apps', 'mcp-2025-11-25']) {
      const folder = path.join(ROOT, 'scenarios', suite);
      const data = parse(readFileSync(path.join(folder, 'requirements.yaml'), 'utf8'));
      for (const page of data.pages) {
        const lines = readFileSync(path.join(folder, data['spec-text'], page.file), 'utf8').split('\n');
        for (const r of data.requirements.filter((e: { page: string }) => e.page === page.key)) {
          const first = r.text.replace(/[`*]/g, '').split(' ').slice(0, 2).join(' ');
          const near = lines
            .slice(Math.max(0, r.line - 3), r.line + 1)
            .join(' ')
            .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/<[^>]+>/g, '')
            .replace(/[`*]/g, '')
            .replace(/\s+/g, ' ');
          assert.ok(near.includes(first.replace(/:$/, '')) || r.text.includes(':'), `${r.id}: "${first}" not near line ${r.line} of ${page.file}`);
        }
      }
    }
  });
});

describe('extracting normative sentences', () => {
  const page = (...lines: string[]) => extract.extractSentences(lines.join('\n'));

  it('splits paragraphs into sentences, each with its start line, heading and strongest level', () => {
    const found = page(
      '---',
      'title: T',
      '---',
      '## Sending',
      '',
      'The server **MUST** answer. It **MAY** add a body, e.g. a JSON',
      'object. Nothing else here.',
      'The client **SHOULD** retry and **MUST NOT** loop.',
    );
    assert.deepEqual(
      found.map((s) => [s.line, s.level, s.text, s.headings.at(-1)]),
      [
        [6, 'MUST', 'The server MUST answer.', 'Sending'],
        [6, 'MAY', 'It MAY add a body, e.g. a JSON object.', 'Sending'],
        [8, 'MUST NOT', 'The client SHOULD retry and MUST NOT loop.', 'Sending'],
      ],
    );
  });

  it('ignores lower-case keywords, keywords in inline code and the BCP 14 definition sentence', () => {
    const found = page(
      'Clients must not do this.',
      '',
      'Set `REQUIRED` to true.',
      '',
      'The key words "MUST", "SHOULD" and "MAY" are to be interpreted as described in BCP 14.',
    );
    assert.deepEqual(found, []);
  });

  it('makes each item under a lead-in ending in ":" a sentence of its own, and keeps items with their own keyword', () => {
    const found = page('Servers **MUST**:', '   - Validate inputs', '   - Rate limit', '   - They **MAY** log', '', 'After.');
    assert.deepEqual(
      found.map((s) => [s.line, s.text]),
      [
        [2, 'Servers MUST: Validate inputs'],
        [3, 'Servers MUST: Rate limit'],
        [4, 'They MAY log'],
      ],
    );
  });

  it('reads table cells with the row case, comments in code blocks, and skips code itself', () => {
    const found = page(
      '| Case | Client | Server |',
      '|---|---|---|',
      '| Null | Client MUST omit it | Server MUST NOT expect it |',
      '',
      '```ts',
      'interface X {',
      '  /**',
      '   * MUST use the `ui://` scheme for',
      '   * every resource.',
      '   */',
      '  mimeType: string; // MUST be "text/html"',
      '  const MUST = 1;',
      '}',
      '```',
    );
    assert.deepEqual(
      found.map((s) => [s.line, s.level, s.text]),
      [
        [3, 'MUST', 'Null: Client MUST omit it'],
        [3, 'MUST NOT', 'Null: Server MUST NOT expect it'],
        [8, 'MUST', 'MUST use the `ui://` scheme for every resource.'],
        [11, 'MUST', 'MUST be "text/html"'],
      ],
    );
  });
});

describe('rebuilding a requirement catalog', () => {
  const dirs: string[] = [];
  after(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  /** A copy of the MCP 2026-07-28 suite folder to change. */
  const copy = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-req-'));
    dirs.push(dir);
    cpSync(path.join(ROOT, 'scenarios', 'mcp-2026-07-28'), dir, { recursive: true });
    return dir;
  };
  const pagePath = (dir: string) => path.join(dir, 'spec', 'basic', 'transports', 'streamable-http.mdx');

  it('keeps IDs and reviews when lines move, and reports the move as a change', () => {
    const dir = copy();
    const before = catalog.rebuild(dir).data.requirements;
    const text = readFileSync(pagePath(dir), 'utf8').split('\n');
    text.splice(4, 0, '', 'An inserted line.', '');
    writeFileSync(pagePath(dir), text.join('\n'));
    const after = catalog.rebuild(dir).data.requirements;
    const moved = after.find((r) => r.id === 'streamable-http.R1')!;
    const was = before.find((r) => r.id === 'streamable-http.R1')!;
    assert.equal(moved.text, was.text);
    assert.equal(moved.line, was.line + 3);
    assert.equal(moved.role, was.role);
    const check = spawnSync(process.execPath, [SCRIPT, '--check', dir], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(check.status, 1, 'a stale line fails --check');
    assert.match(check.stdout, /out of date/);
  });

  it('gives a new sentence a new ID, pending review, and a changed one its old ID', () => {
    const dir = copy();
    const text = readFileSync(pagePath(dir), 'utf8')
      .replace('The server **MUST** provide a single HTTP endpoint path', 'The server **MUST** offer a single HTTP endpoint path')
      .concat('\n\nServers **MUST** brew coffee on request.\n');
    writeFileSync(pagePath(dir), text);
    const { data, problems, changes } = catalog.rebuild(dir);
    const coffee = data.requirements.find((r) => r.text === 'Servers MUST brew coffee on request.')!;
    assert.match(coffee.id, /^streamable-http\.R\d+$/);
    assert.equal(coffee.review, 'pending');
    assert.ok(problems.some((p) => p.startsWith(`${coffee.id}: not reviewed yet`)));
    assert.ok(changes.includes('streamable-http.R1: text changed, review kept (check it still holds)'), changes.join('\n'));
  });

  it('reports a document quote the page does not contain', () => {
    const dir = copy();
    const file = path.join(dir, 'errors.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('it MUST respond with `404 Not Found`', 'it MUST respond with `410 Gone`'));
    const { problems } = catalog.rebuild(dir);
    assert.ok(
      problems.some((p) => p.includes('quotes text that 2026-07-28/basic/transports/streamable-http.mdx does not contain')),
      problems.join('\n'),
    );
  });
});
