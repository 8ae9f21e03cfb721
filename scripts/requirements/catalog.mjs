/**
 * Builds a suite's requirement catalog (`requirements.yaml`) from three inputs:
 *   - the spec text (the page copies under the file's `spec-text` folder), which gives each
 *     normative sentence, its line, heading and level;
 *   - the catalog file as it stands, which keeps each sentence's stable ID and its review (role,
 *     `untestable` reason, gap note);
 *   - the suite's scenario documents, whose `requirements:` quotes say which tests prove a
 *     sentence (`proven-by`).
 * The output is deterministic, so `--check` can compare it with the file on disk.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parse as parseYaml } from 'yaml';
import { anchorOf, extractSentences, normalize } from './extract.mjs';

export const ROLES = ['server', 'client', 'any', 'host', 'view', 'authorization-server'];
/** Whom a document can judge, so a sentence of theirs without proof may be a gap: the server, and the client (role: client documents). */
const JUDGED = new Set(['server', 'any', 'client']);

/** A first guess at whom a sentence binds, from the words before its first keyword. */
export function guessRole(text) {
  const subject = text.split(/\b(?:MUST|SHALL|SHOULD|MAY|REQUIRED|RECOMMENDED|OPTIONAL)\b/)[0].toLowerCase();
  if (/authorization servers?\b/.test(subject)) return 'authorization-server';
  if (/\bhosts?\b|\bsandbox/.test(subject)) return 'host';
  if (/\b(views?|apps?)\b/.test(subject)) return 'view';
  const client = /\bclients?\b/.test(subject);
  const server = /\bservers?\b/.test(subject);
  if (client && server) return 'any';
  if (client) return 'client';
  if (server) return 'server';
  return undefined;
}

/** The default reason a sentence that binds someone wirecase does not judge cannot be proven (a client's is a gap: role: client documents judge it). */
export function defaultUntestable(role) {
  switch (role) {
    case 'host':
      return 'binds the host; its messages never cross the connection to the server';
    case 'view':
      return 'binds the View (the app in the iframe), not the server';
    case 'authorization-server':
      return 'binds the authorization server, a second server this suite does not test';
    default:
      return undefined;
  }
}

/** Dice coefficient over word bigrams: how alike two sentences are (0–1). */
function similarity(a, b) {
  const grams = (s) => {
    const words = s.split(' ');
    const out = new Map();
    for (let i = 0; i < words.length - 1; i++) out.set(`${words[i]} ${words[i + 1]}`, (out.get(`${words[i]} ${words[i + 1]}`) ?? 0) + 1);
    return out;
  };
  const ga = grams(a);
  const gb = grams(b);
  let shared = 0;
  let total = 0;
  for (const [g, n] of ga) {
    shared += Math.min(n, gb.get(g) ?? 0);
    total += n;
  }
  for (const n of gb.values()) total += n;
  return total === 0 ? (a === b ? 1 : 0) : (2 * shared) / total;
}

/** Section key for a sentence: the catalog section whose URL names its nearest heading, else its page's. */
function sectionFinder(catalog, page) {
  const byUrl = new Map((catalog.sections ?? []).map((s) => [s.url, s.key]));
  return (headings) => {
    for (let i = headings.length - 1; i >= 0; i--) {
      const key = byUrl.get(`${page.url}#${anchorOf(headings[i])}`);
      if (key) return key;
    }
    return byUrl.get(page.url) ?? page.key;
  };
}

/** Text compared when looking a quote up in a whole page: code-comment markers out, then normalized. */
const loose = (text) => normalize(text.replace(/\/\/|^\s*\*\s?/gm, ' '));

/** Every `requirements:` quote of the suite's documents (its folder and subfolders): { test, file, cited, line, quote, level }. */
export function documentQuotes(folder) {
  const quotes = [];
  const names = readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => !name.split(path.sep).includes('spec'))
    .sort();
  for (const name of names) {
    if (!/\.ya?ml$/.test(name) || /^(catalog|requirements|suite)\.ya?ml$|\.env\.ya?ml$/.test(path.basename(name))) continue;
    const file = path.join(folder, name);
    for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) {
      const data = doc.toJS();
      if (!data?.id || !Array.isArray(data.requirements)) continue;
      for (const r of data.requirements) {
        const at = /^(.*):(\d+)$/.exec(r.source ?? '');
        quotes.push({ test: data.id, file: name, cited: at?.[1] ?? r.source, line: at ? Number(at[2]) : undefined, quote: r.quote, level: r.level });
      }
    }
  }
  return quotes;
}

/**
 * The catalog rebuilt: { data, problems, changes }. `problems` fail `--check` even when the file
 * is up to date (a quote that matches no sentence, a proven sentence marked untestable, an entry
 * not yet reviewed); `changes` say what differs from the file on disk.
 */
export function rebuild(folder) {
  const file = path.join(folder, 'requirements.yaml');
  const previous = parseYaml(readFileSync(file, 'utf8'));
  const catalog = parseYaml(readFileSync(path.join(folder, 'catalog.yaml'), 'utf8'));
  const old = previous.requirements ?? [];
  // The same sentence can occur twice on a page: each text maps to its entries in order.
  const oldByText = new Map();
  for (const r of old) {
    const key = `${r.page}\n${normalize(r.text)}`;
    oldByText.set(key, [...(oldByText.get(key) ?? []), r]);
  }
  const run = { folder, previous, catalog, old, oldByText, used: new Set(), entries: [], pageTexts: new Map(), problems: [], changes: [] };
  for (const page of previous.pages) pageEntries(run, page);
  for (const r of old) if (!run.used.has(r)) run.changes.push(`${r.id}: gone from the spec text (was: ${r.text})`);
  const provers = proversOf(run);
  const data = { ...previous, requirements: run.entries.map((e) => catalogEntry(e, provers.get(e), run.problems)) };
  return { data, problems: run.problems, changes: run.changes, file };
}

/** A page's sentences as entries: an unchanged one keeps its ID and review, a new one gets the next ID. */
function pageEntries(run, page) {
  const { folder, previous, catalog, old, oldByText, used, entries } = run;
  const text = readFileSync(path.join(folder, previous['spec-text'], page.file), 'utf8');
  run.pageTexts.set(page.key, loose(text));
  const sectionOf = sectionFinder(catalog, page);
  const oldOfPage = old.filter((r) => r.page === page.key);
  const fresh = [];
  for (const sentence of extractSentences(text)) {
    const entry = {
      page: page.key,
      line: sentence.line,
      level: sentence.level,
      section: sectionOf(sentence.headings),
      text: sentence.text,
      leadIn: sentence.leadIn,
    };
    const same = oldByText.get(`${page.key}\n${normalize(sentence.text)}`)?.find((r) => !used.has(r));
    if (same) {
      used.add(same);
      entries.push({ ...entry, id: same.id, review: same });
    } else {
      fresh.push(entry);
      entries.push(entry);
    }
  }
  let next = Math.max(0, ...oldOfPage.map((r) => Number(/\.R(\d+)$/.exec(r.id)?.[1] ?? 0))) + 1;
  for (const entry of fresh) next = nameFresh(run, entry, oldOfPage, next);
}

/** A sentence whose words changed a little keeps its ID and review, and says so; returns the next free number. */
function nameFresh(run, entry, oldOfPage, next) {
  const best = oldOfPage
    .filter((r) => !run.used.has(r))
    .map((r) => ({ r, score: similarity(normalize(r.text), normalize(entry.text)) }))
    .sort((a, b) => b.score - a.score)[0];
  if (best && best.score >= 0.7) {
    run.used.add(best.r);
    entry.id = best.r.id;
    entry.review = best.r;
    run.changes.push(`${entry.id}: text changed, review kept (check it still holds)`);
    return next;
  }
  entry.id = `${entry.page}.R${next}`;
  run.changes.push(`${entry.id}: new sentence, to review`);
  return next + 1;
}

/**
 * Suites (folders beside this one) whose documents prove sentences of every catalog whose pages they
 * cite: the client-role suite judges the client sentences of both revisions (docs/client-testing.md).
 */
const PROVING_SUITES = ['mcp-client', 'mcp-gateway'];

/** The quotes of the suite's own documents, then those of PROVING_SUITES (the pages decide which catalog they prove). */
function allQuotes(folder) {
  const others = PROVING_SUITES.map((name) => path.join(path.dirname(folder), name)).filter((f) => f !== folder && existsSync(f));
  return [documentQuotes(folder), ...others.map((f) => documentQuotes(f).map((q) => ({ ...q, file: path.join('..', path.basename(f), q.file) })))].flat();
}

/** Which tests prove which sentence, from the documents' quotes: entry → set of test IDs. */
function proversOf(run) {
  const pageByCited = new Map(run.previous.pages.map((p) => [p.cited, p.key]));
  const provers = new Map();
  for (const q of allQuotes(run.folder)) {
    const pageKey = pageByCited.get(q.cited);
    if (!pageKey) continue; // a page outside this catalog (another revision, the changelog)
    for (const e of quotedEntries(run, q, pageKey)) {
      const list = provers.get(e) ?? new Set();
      list.add(q.test);
      provers.set(e, list);
    }
  }
  return provers;
}

/** The entries of the page a quote matches (at its line when several do); a problem when it matches badly. */
function quotedEntries(run, q, pageKey) {
  const { problems } = run;
  const onPage = run.entries.filter((e) => e.page === pageKey);
  const quote = normalize(q.quote ?? '').replace(/…|\.\.\./g, ' ');
  const parts = quote.split(/\s{2,}/).filter((p) => p.length > 0);
  let matched = onPage.filter((e) => {
    const text = normalize(e.text);
    return parts.length > 0 && (parts.every((p) => text.includes(p)) || parts.some((p) => p.length > 20 && p.includes(text)));
  });
  if (matched.length > 1 && q.line !== undefined) {
    const atLine = matched.filter((e) => e.line === q.line);
    if (atLine.length > 0) matched = atLine;
  }
  // A quote of a list's lead-in alone ("Servers MUST:") proves none of its items.
  const leadInOnly = matched.filter((e) => e.leadIn && normalize(e.leadIn.text).includes(quote));
  if (leadInOnly.length > 0) {
    problems.push(
      `${q.file}: test ${q.test} quotes the lead-in of a list ("${q.quote}"); quote the item it proves: ${leadInOnly.map((e) => `"${e.text}"`).join(' or ')}`,
    );
    matched = matched.filter((e) => !leadInOnly.includes(e));
    if (matched.length === 0) return [];
  }
  if (matched.length === 0) {
    // A quote of a non-normative line (a schema field, a definition) is fine as long as the
    // page says it; one the page does not say is stale or misquoted.
    const pageText = run.pageTexts.get(pageKey);
    if (!parts.every((p) => pageText.includes(loose(p)))) problems.push(`${q.file}: test ${q.test} quotes text that ${q.cited} does not contain: "${q.quote}"`);
    return [];
  }
  if (q.line !== undefined && !matched.some((e) => e.line === q.line || e.leadIn?.line === q.line)) {
    problems.push(`${q.file}: test ${q.test} cites ${q.cited}:${q.line}, but the sentence starts on line ${matched[0].line}`);
  }
  return matched;
}

/** One entry of the file: its review kept, its proof or why there is none, and what is still to review. */
function catalogEntry(e, proven, problems) {
  const review = e.review ?? {};
  const role = review.role ?? guessRole(e.text);
  const out = { id: e.id, page: e.page, line: e.line, level: e.level, section: e.section, role, text: e.text };
  if (proven) {
    out['proven-by'] = [...proven].sort();
    if (review.untestable) problems.push(`${e.id}: marked untestable ("${review.untestable}") but proven by ${out['proven-by'].join(', ')}`);
  } else if (review.untestable) out.untestable = review.untestable;
  else if (!e.review && defaultUntestable(role)) out.untestable = defaultUntestable(role);
  else out.gap = review.gap ?? 'no scenario yet';
  if (review.note) out.note = review.note;
  if (!e.review || review.review === 'pending') {
    out.review = 'pending';
    problems.push(`${e.id}: not reviewed yet (set role and verdict, then remove "review: pending")`);
  } else if (!ROLES.includes(out.role)) {
    problems.push(`${e.id}: role "${out.role ?? ''}" is not one of ${ROLES.join(', ')}`);
  } else if (out.gap && !JUDGED.has(out.role)) {
    problems.push(`${e.id}: binds the ${out.role} and has no proof; say why it is untestable`);
  }
  return out;
}

/** Counts for the closing note and `--summary`: per role and level, per verdict. */
export function tally(requirements) {
  const rows = new Map();
  for (const r of requirements) {
    const verdict = r['proven-by'] ? 'proven' : r.untestable ? 'untestable' : 'gap';
    const role = r.role ?? '(not reviewed)';
    const key = `${role}\t${r.level}`;
    const row = rows.get(key) ?? { role, level: r.level, proven: 0, untestable: 0, gap: 0 };
    row[verdict]++;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.role.localeCompare(b.role) || a.level.localeCompare(b.level));
}
