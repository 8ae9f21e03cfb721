import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { loadProject } from '../../src/load/load-project.js';
import { repoRoot } from '../helpers/paths.js';

// Proof by method: single edits of every valid example document and `init` starter (delete a character, indent or
// dedent a line, drop `- `, rename a key by one letter, change a scalar's type). An edit that changes
// what the document means must give a message at file:line:col (an error, or a probable-intent
// warning), never a silent pass; the share whose message shows a repaired line is measured and
// printed. The edits are sampled deterministically (every `STRIDE`-th line) to keep the run short.

/** The example documents and the `init` starters (http and mcp), each folder with its suite.yaml. */
const folders = [
  path.join(repoRoot, 'scenarios', 'examples'),
  path.join(repoRoot, 'src', 'cli', 'resources', 'starter', 'http'),
  path.join(repoRoot, 'src', 'cli', 'resources', 'starter', 'mcp'),
];
const STRIDE = Number(process.env.EDIT_STRIDE ?? 7);

type Edit = { kind: string; text: string };

function edits(text: string): Edit[] {
  const lines = text.split('\n');
  const out: Edit[] = [];
  const put = (kind: string, n: number, line: string) => out.push({ kind, text: [...lines.slice(0, n), line, ...lines.slice(n + 1)].join('\n') });
  lines.forEach((line, n) => {
    if (n % STRIDE !== 0 || !line.trim() || line.trimStart().startsWith('#')) return;
    const indent = line.length - line.trimStart().length;
    const colon = line.indexOf(': ');
    put('delete a character', n, line.slice(0, indent) + line.slice(indent + 1));
    put('indent a line', n, `  ${line}`);
    if (indent >= 2) put('dedent a line', n, line.slice(2));
    if (/^\s*- /.test(line)) put('drop "- "', n, line.replace(/^(\s*)- /, '$1'));
    if (colon > indent) {
      const key = line.slice(indent, colon).replace(/^- /, '');
      if (/^[a-zA-Z]{2,}$/.test(key)) put('rename a key by one letter', n, line.replace(key, `${key.slice(0, -1)}x`));
      const value = line.slice(colon + 2).trim();
      if (/^\d+$/.test(value)) put("change a scalar's type", n, line.replace(value, `"${value}"`));
      else if (/^(true|false)$/.test(value)) put("change a scalar's type", n, line.replace(value, 'yes'));
      else if (/^[a-z][\w/.-]*$/i.test(value)) put("change a scalar's type", n, line.replace(value, '[]'));
    }
  });
  return out;
}

test('every single edit of an example that changes its meaning gives a located message; most show the repaired line', async () => {
  const tally = { edits: 0, sameMeaning: 0, meaningChanged: 0, located: 0, oneMessage: 0, repaired: 0, silent: [] as string[] };
  const byKind = new Map<string, { changed: number; repaired: number }>();
  for (const folder of folders) {
    const files = readdirSync(folder).filter((f) => f.endsWith('.yaml') && f !== 'suite.yaml');
    const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-edits-'));
    copyFileSync(path.join(folder, 'suite.yaml'), path.join(dir, 'suite.yaml'));
    try {
      for (const file of files) {
        const original = readFileSync(path.join(folder, file), 'utf8');
        const target = path.join(dir, file);
        writeFileSync(target, original);
        const base = await loadProject({ paths: [target], cwd: dir });
        assert.equal(base.diagnostics.length, 0, `${file} is valid`);
        const meaning = base.documents.map((d) => d.data);
        for (const edit of edits(original)) {
          tally.edits++;
          writeFileSync(target, edit.text);
          const got = await loadProject({ paths: [target], cwd: dir });
          const messages = [...got.diagnostics, ...got.warnings];
          if (
            !messages.length &&
            isDeepStrictEqual(
              got.documents.map((d) => d.data),
              meaning,
            )
          ) {
            tally.sameMeaning++;
            continue;
          }
          tally.meaningChanged++;
          const kind = byKind.get(edit.kind) ?? { changed: 0, repaired: 0 };
          kind.changed++;
          byKind.set(edit.kind, kind);
          if (!messages.length) {
            tally.silent.push(`${path.basename(folder)}/${file} (${edit.kind}): ${edit.text.split('\n').find((l, i) => l !== original.split('\n')[i])}`);
            continue;
          }
          if (messages.every((m) => m.span?.file && m.span.line > 0)) tally.located++;
          if (messages.length === 1) tally.oneMessage++;
          if (messages.some((m) => m.repair || /write it like this/.test(m.hint ?? ''))) {
            tally.repaired++;
            kind.repaired++;
          }
        }
        writeFileSync(target, original);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const share = (n: number) => `${Math.round((100 * n) / Math.max(1, tally.meaningChanged))} %`;
  console.log(
    `single edits: ${tally.edits}, same meaning ${tally.sameMeaning}, meaning changed ${tally.meaningChanged}: located ${share(tally.located)}, one message ${share(tally.oneMessage)}, a repaired line ${share(tally.repaired)}, silent ${tally.silent.length}`,
  );
  for (const [kind, k] of byKind) console.log(`  ${kind}: ${k.changed} changed, ${k.repaired} repaired`);
  for (const s of tally.silent) console.log(`  silent: ${s}`);
  assert.ok(tally.meaningChanged > 20, 'enough edits to say something');
  assert.equal(tally.located, tally.meaningChanged - tally.silent.length, 'every message has file:line:col');
  assert.ok(tally.repaired >= 0.8 * tally.meaningChanged, `a repaired line for ${share(tally.repaired)} of the edits, under 80 %`);
  assert.ok(tally.oneMessage >= 0.8 * tally.meaningChanged, `one message for ${share(tally.oneMessage)} of the edits, under 80 %`);
  // What passes silently is data a document sends or a value it compares with (a JSON body's field, a
  // header it sends, an empty list to compare with): no rule can know it was not meant. Not more of it.
  assert.ok(tally.silent.length <= 8, `silent edits:\n${tally.silent.join('\n')}`);
});
