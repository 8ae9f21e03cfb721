import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RunPlan, Verdict } from '../engine/index.js';
import { baseId } from '../model/results.js';
import type { LoadedDocument } from '../model/scenario.js';
import { isSecretLookingName } from '../model/secret-names.js';
import type { ScanFolder } from './out-folder.js';
import type { ServerEntry } from './outcome.js';

/**
 * A reproducing document for every failure: `NAME/repro/<suite>/` holds the suite's own suite.yaml and
 * what its documents read (fragments, keys, schema files), and each failed test's document alone, as
 * the suite writes it. `wirecase run NAME/repro/<suite> --base-url URL` (or `--stdio CMD`) runs the
 * same setup and the same document against the same server, so the same sentence fails; README.md says
 * the command line. Catalogs and spec copies are left out: the document quotes its sentence itself.
 */
export function writeRepros(folder: ScanFolder, entry: ServerEntry, verdict: Verdict, plan: RunPlan, target: { baseUrl?: string; stdio?: string }): void {
  const byId = new Map(plan.documents.map((d) => [d.data.id, d]));
  const failed = verdict.result.tests.filter((t) => t.status === 'failed');
  if (!failed.length) return;
  const suites = new Map<string, LoadedDocument[]>();
  for (const t of failed) {
    const doc = byId.get(t.id) ?? byId.get(baseId(t.id));
    if (!doc) continue;
    const list = suites.get(doc.suite.name) ?? [];
    // A matrix's legs are one document: written once.
    if (!list.some((d) => fileNameOf(d.data.id) === fileNameOf(doc.data.id))) list.push(doc);
    suites.set(doc.suite.name, list);
    const test = entry.tests.find((x) => x.id === t.id);
    if (test) test.repro = `${entry.name}/repro/${doc.suite.name}/${fileNameOf(doc.data.id)}`;
  }
  const lines = [
    `# Reproducing the failures of ${entry.name}`,
    '',
    'Each folder is a suite holding only the failed documents. Run it against the same server:',
    '',
  ];
  for (const [suite, docs] of suites) {
    const dir = `${entry.name}/repro/${suite}`;
    copySupport(folder, docs[0]!.suite.dir, dir);
    for (const doc of docs) folder.write(`${dir}/${fileNameOf(doc.data.id)}`, documentText(doc, plan.sources));
    lines.push('```sh', `wirecase run ${dir}${targetOption(target)}${varOptions(plan)}`, '```', '');
  }
  folder.write(`${entry.name}/repro/README.md`, `${lines.join('\n')}`);
}

/** A test ID as a file name: safe characters only. */
export function fileNameOf(id: string): string {
  return `${baseId(id).replace(/[^A-Za-z0-9._-]+/g, '_')}.yaml`;
}

/** The suite's suite.yaml and what documents read (every file and folder but the documents, catalogs, notes and spec copies). */
function copySupport(folder: ScanFolder, suiteDir: string, to: string): void {
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relative = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory() && (rel || !LEFT_OUT_FOLDERS.has(entry.name))) walk(path.join(dir, entry.name), relative);
      else if (entry.isFile() && isSupport(entry.name, rel === '')) folder.write(`${to}/${relative}`, readFileSync(path.join(dir, entry.name), 'utf8'));
    }
  };
  walk(suiteDir, '');
}

/** The spec copies, and the host-role suite a server scan does not run. */
const LEFT_OUT_FOLDERS = new Set(['spec', 'host']);

/** A file documents read: not a note, and at the top of the suite folder no YAML but suite.yaml (documents, catalogs). */
function isSupport(name: string, top: boolean): boolean {
  if (name.endsWith('.md')) return false;
  return !(top && /\.ya?ml$/.test(name) && name !== 'suite.yaml');
}

/** One document of a file of several: its lines between the `---` separators around it. */
function documentText(doc: LoadedDocument, sources: ReadonlyMap<string, string>): string {
  const text = sources.get(doc.file) ?? readFileSync(path.resolve(doc.suite.dir, path.basename(doc.file)), 'utf8');
  const lines = text.split('\n');
  const at = doc.span.line - 1;
  let start = at;
  while (start > 0 && !/^---\s*$/.test(lines[start - 1]!)) start--;
  let end = at;
  while (end < lines.length && !(end > at && /^---\s*$/.test(lines[end]!))) end++;
  const body = lines.slice(start, end).join('\n').replace(/\s+$/, '');
  return `# Reproduces ${doc.data.id} (from ${doc.file}) — wirecase scan\n${body}\n`;
}

function targetOption(target: { baseUrl?: string; stdio?: string }): string {
  if (target.baseUrl !== undefined) return ` --base-url ${shellWord(target.baseUrl)}`;
  return ` --stdio ${shellWord(target.stdio ?? '')}`;
}

/** The list's variables of the server, a secret one as a placeholder. */
function varOptions(plan: RunPlan): string {
  return Object.entries(plan.run.vars ?? {})
    .map(([k, v]) => ` --var ${shellWord(`${k}=${isSecretLookingName(k) ? '<your value>' : typeof v === 'string' ? v : JSON.stringify(v)}`)}`)
    .join('');
}

function shellWord(text: string): string {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
