/**
 * The surface diff as text: the console, Markdown (a pull-request comment or a job summary) and JSON.
 * A server's names and texts are data: control characters are shown as codes, Markdown's own
 * characters escaped, so nothing a server lists can format, link or run anything.
 */
import type { SurfaceChange, SurfaceDiff } from './diff.js';

export interface DiffHeading {
  /** How side A and side B were given (a URL, `stdio: …`, a file). */
  a: string;
  b: string;
  failOn: FailOn;
}

export type FailOn = 'breaking' | 'any' | 'none';

/** Whether the diff fails under `--fail-on`. */
export function diffFails(diff: SurfaceDiff, failOn: FailOn): boolean {
  if (failOn === 'none') return false;
  return failOn === 'any' ? diff.changes.length > 0 : diff.breaking > 0;
}

const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
function visible(text: string): string {
  return text.replace(CONTROLS, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

function short(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return visible(text.length > 120 ? `${text.slice(0, 119)}…` : text);
}

function where(c: SurfaceChange): string {
  return `${c.kind} ${c.name}${c.path ? ` ${c.path}` : ''}`;
}

function counts(diff: SurfaceDiff): string {
  return `${diff.breaking} breaking, ${diff.compatible} compatible`;
}

export function renderConsole(diff: SurfaceDiff, heading: DiffHeading): string {
  const lines = [`surface diff: ${visible(heading.a)} → ${visible(heading.b)}`];
  if (!diff.changes.length) lines.push('  no differences');
  for (const severity of ['breaking', 'compatible'] as const) {
    const list = diff.changes.filter((c) => c.severity === severity);
    if (!list.length) continue;
    lines.push('', `${severity.toUpperCase()} (${list.length})`);
    for (const c of list) {
      lines.push(`  ${visible(where(c))}: ${visible(c.message)} [${c.rule}]`);
      if (c.before !== undefined && c.after !== undefined) lines.push(`      was ${short(c.before)}`, `      now ${short(c.after)}`);
    }
  }
  lines.push('', `${counts(diff)} (--fail-on ${heading.failOn}: ${diffFails(diff, heading.failOn) ? 'fails' : 'passes'})`);
  return `${lines.join('\n')}\n`;
}

/** Markdown's own characters, and anything that could open a tag or a link, escaped; code spans never used for server text. */
function md(text: string): string {
  return visible(text)
    .replace(/[\\`*_{}[\]()#+!|<>~&]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, ' ');
}

export function renderMarkdown(diff: SurfaceDiff, heading: DiffHeading): string {
  const mark = diff.breaking ? '❌' : diff.changes.length ? '⚠️' : '✅';
  const lines = [`## ${mark} Tool surface: ${counts(diff)}`, '', `From ${md(heading.a)} to ${md(heading.b)}.`, ''];
  if (!diff.changes.length) return `${[...lines, 'No differences.'].join('\n')}\n`;
  lines.push('| | What | Where | Change | Rule |', '|---|---|---|---|---|');
  const ordered = [...diff.changes].sort((x, y) => (x.severity === y.severity ? 0 : x.severity === 'breaking' ? -1 : 1));
  for (const c of ordered) {
    const was = c.before !== undefined && c.after !== undefined ? ` (was ${md(short(c.before))}, now ${md(short(c.after))})` : '';
    lines.push(
      `| ${c.severity === 'breaking' ? '❌ breaking' : 'compatible'} | ${c.kind} ${md(c.name)} | ${md(c.path) || '—'} | ${md(c.message)}${was} | ${c.rule} |`,
    );
  }
  lines.push('', `\`--fail-on ${heading.failOn}\`: ${diffFails(diff, heading.failOn) ? 'fails' : 'passes'}.`);
  return `${lines.join('\n')}\n`;
}

export const DIFF_FORMAT = 'wirecase-surface-diff/1';

export function renderJson(diff: SurfaceDiff, heading: DiffHeading): string {
  const document = {
    format: DIFF_FORMAT,
    a: heading.a,
    b: heading.b,
    failOn: heading.failOn,
    fails: diffFails(diff, heading.failOn),
    breaking: diff.breaking,
    compatible: diff.compatible,
    changes: diff.changes,
  };
  return `${JSON.stringify(document, null, 2).replace(/[\u007f-\u009f\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}
