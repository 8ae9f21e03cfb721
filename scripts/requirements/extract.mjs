/**
 * Finds the normative sentences of a Markdown/MDX spec page: every sentence with a BCP 14 keyword
 * (MUST, MUST NOT, REQUIRED, SHALL, SHALL NOT, SHOULD, SHOULD NOT, RECOMMENDED, MAY, OPTIONAL),
 * with the line it starts on, the heading it sits under and its level.
 *
 * The unit of text is a paragraph, a list item (with its wrapped lines), a table cell (prefixed
 * with the row's first cell, which names the case) or a comment line of a code block. Units are
 * split into sentences at a full stop followed by a capital, a backtick or markup, except after
 * the usual abbreviations. Keywords count only in upper case and outside inline code; the spec
 * front page's "are to be interpreted as described in BCP 14" sentence defines them and is not
 * itself a requirement.
 */

const KEYWORD = /\b(MUST NOT|MUST|REQUIRED|SHALL NOT|SHALL|SHOULD NOT|SHOULD|RECOMMENDED|MAY|OPTIONAL)\b/g;
const LEVEL_OF = {
  'MUST NOT': 'MUST NOT',
  MUST: 'MUST',
  REQUIRED: 'MUST',
  'SHALL NOT': 'MUST NOT',
  SHALL: 'MUST',
  'SHOULD NOT': 'SHOULD NOT',
  SHOULD: 'SHOULD',
  RECOMMENDED: 'SHOULD',
  MAY: 'MAY',
  OPTIONAL: 'MAY',
};
const STRENGTH = { 'MUST NOT': 3, MUST: 3, 'SHOULD NOT': 2, SHOULD: 2, MAY: 1 };
const ABBREVIATIONS = /(?:\be\.g|\bi\.e|\betc|\bvs|\bcf|\bNo)\.$/;
const ITEM = /^(\s*)(?:[-*+]|\d+\.)\s+/;

/** Markdown to plain text: bold, links, tags and escapes out; whitespace collapsed. */
export function plainText(markdown) {
  return markdown
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/\*\*|__/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The keywords of a sentence, outside inline code, in order. */
export function keywordsOf(text) {
  const outsideCode = text.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
  return [...outsideCode.matchAll(KEYWORD)].map((m) => LEVEL_OF[m[1]]);
}

/** The strongest level among keywords; the first of that strength when a sentence has several. */
export function levelOf(keywords) {
  let best;
  for (const level of keywords) if (!best || STRENGTH[level] > STRENGTH[best]) best = level;
  return best;
}

/** Mintlify's heading anchor: lower case, punctuation dropped, spaces to dashes. */
export function anchorOf(heading) {
  return plainText(heading)
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** Splits a unit's raw text (lines joined by "\n") into sentences with their offsets. */
function sentences(raw) {
  const out = [];
  let start = 0;
  const boundary = /([.!?])["')\]*]*(\s+)(?=[A-Z`"(*[_])/g;
  for (const m of raw.matchAll(boundary)) {
    const end = m.index + m[0].length - m[2].length;
    if (ABBREVIATIONS.test(raw.slice(start, m.index + 1))) continue;
    out.push({ text: raw.slice(start, end), offset: start });
    start = end + m[2].length;
  }
  if (start < raw.length) out.push({ text: raw.slice(start), offset: start });
  return out;
}

/**
 * The units of a page: { lines: [{ text, line }], headings: [h1…] } in order. Headings are kept
 * as a stack so a sentence knows every heading above it.
 */
function units(source) {
  const lines = source.split('\n');
  const out = [];
  const headings = [];
  let current;
  let fence;
  const close = () => {
    if (current) out.push(current);
    current = undefined;
  };
  const open = (text, line, kind) => {
    close();
    current = { kind, lines: [{ text, line }], headings: [...headings], indent: (ITEM.exec(text)?.[1] ?? '').length };
  };
  // In code, only comments are prose: a run of comment lines is one unit, as is a trailing
  // `// …` comment on a line of code.
  const codeLine = (trimmed, line) => {
    const comment = /^(?:\/\*\*|\*\/|\*|\/\/|#)\s?(.*)$/.exec(trimmed);
    const trailing = /\s\/\/\s?(.*)$/.exec(trimmed);
    if (trimmed.startsWith(fence)) {
      close();
      fence = undefined;
    } else if (comment && comment[1] !== '' && !comment[1].startsWith('@')) {
      if (current?.kind === 'code') current.lines.push({ text: comment[1], line });
      else open(comment[1], line, 'code');
    } else {
      close();
      if (trailing && keywordsOf(trailing[1]).length > 0) {
        open(trailing[1], line, 'code');
        close();
      }
    }
  };
  const heading = (marks, title) => {
    close();
    headings.length = marks.length - 1;
    headings[marks.length - 1] = plainText(title);
    for (let h = 0; h < headings.length; h++) headings[h] ??= '';
  };
  // Each cell after the first that has a keyword is a unit: "<first cell>: <cell>".
  const tableRow = (trimmed, line) => {
    close();
    const cells = trimmed
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
    if (cells.every((c) => /^:?-+:?$/.test(c))) return;
    for (const cell of cells.slice(1)) {
      if (keywordsOf(plainText(cell)).length > 0) {
        open(`${cells[0]}: ${cell}`, line, 'table');
        close();
      }
    }
  };
  const proseLine = (text, trimmed, line) => {
    const title = /^(#{1,6})\s+(.*)$/.exec(trimmed);
    if (title) heading(title[1], title[2]);
    else if (trimmed === '' || /^<\/?[A-Za-z][^>]*>$/.test(trimmed) || /^\[[^\]]+\]:\s/.test(trimmed)) close();
    else if (trimmed.startsWith('|')) tableRow(trimmed, line);
    else if (ITEM.exec(text)) open(text, line, 'item');
    else if (current && current.kind !== 'code') current.lines.push({ text, line });
    else open(text, line, 'paragraph');
  };
  let i = 0;
  if (lines[0] === '---') {
    i = lines.indexOf('---', 1) + 1;
  }
  for (; i < lines.length; i++) {
    const text = lines[i];
    const trimmed = text.trim();
    const fenceOpen = fence ? undefined : /^(```+|~~~+)/.exec(trimmed);
    if (fence) codeLine(trimmed, i + 1);
    else if (fenceOpen) {
      close();
      fence = fenceOpen[1];
    } else proseLine(text, trimmed, i + 1);
  }
  close();
  return out;
}

/**
 * Every normative sentence of a page, as { text, line, level, headings }.
 * `text` is plain text (markup out, whitespace collapsed); `line` is 1-based, where it starts.
 */
export function extractSentences(source) {
  const found = [];
  // A sentence ending in ":" ("Servers MUST:") binds each list item after it; an item without a
  // keyword of its own becomes "<lead-in> <item>" at the item's line, and the lead-in is dropped.
  let leadIn;
  for (const unit of units(source)) {
    if (leadIn && unit.kind === 'item' && unit.indent > leadIn.indent && keywordsOf(plainText(unit.lines[0].text)).length === 0) {
      const item = plainText(
        unit.lines
          .map((l) => l.text.trim())
          .join(' ')
          .replace(ITEM, ''),
      );
      found.push({ ...leadIn.sentence, text: `${leadIn.sentence.text} ${item}`, line: unit.lines[0].line, leadIn: leadIn.sentence });
      leadIn.used = true;
      continue;
    }
    if (leadIn && !leadIn.used) found.push(leadIn.sentence);
    leadIn = undefined;
    for (const entry of unitSentences(unit)) {
      if (entry.leadsIn) leadIn = { sentence: entry.sentence, indent: unit.kind === 'item' ? unit.indent : -1 };
      else found.push(entry.sentence);
    }
  }
  if (leadIn && !leadIn.used) found.push(leadIn.sentence);
  return found;
}

/** The normative sentences of one unit; `leadsIn` marks the one ending the unit with ":" (it binds the items after it). */
function unitSentences(unit) {
  const raw = unit.lines.map((l) => (unit.kind === 'item' ? l.text.trim() : l.text)).join('\n');
  const lineAt = (offset) => {
    let seen = 0;
    for (const l of unit.lines) {
      const length = (unit.kind === 'item' ? l.text.trim() : l.text).length + 1;
      if (offset < seen + length) return l.line;
      seen += length;
    }
    return unit.lines.at(-1).line;
  };
  const out = [];
  for (const sentence of sentences(raw)) {
    const text = plainText(unit.kind === 'code' ? sentence.text : sentence.text.replace(ITEM, ''));
    const keywords = keywordsOf(text);
    if (keywords.length === 0) continue;
    if (/\bBCP 14\b|\bRFC ?2119\b/.test(text) && /interpreted/.test(text)) continue;
    const leading = /^\s*/.exec(sentence.text)[0].length;
    const entry = { text, line: lineAt(sentence.offset + leading), level: levelOf(keywords), headings: unit.headings.filter(Boolean) };
    out.push({ sentence: entry, leadsIn: text.endsWith(':') && sentence.offset + sentence.text.length >= raw.trimEnd().length });
  }
  return out;
}

/** Text compared when matching: lower case, no markup, no final stop. */
export function normalize(text) {
  return plainText(text)
    .toLowerCase()
    .replace(/[`*"“”]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[.:;,]$/, '')
    .trim();
}
