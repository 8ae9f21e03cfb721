import type { ParityReport, ParitySide } from '../model/parity.js';
import { visibleControls } from './control-chars.js';

/**
 * The transport parity report (`wirecase run <suite> --base-url URL --stdio CMD`): the console text
 * after both runs, and `parity.md` (each difference side by side with both exchanges). Server text is
 * shown with its control characters as codes, never run.
 */
export function parityText(report: ParityReport): string {
  const head = `\ntransport parity: ${report.compared} documents compared over HTTP (${report.baseUrl}) and stdio (${report.command})`;
  const one = report.oneTransport.length ? `; ${report.oneTransport.length} about one transport only, not compared` : '';
  if (!report.differences.length) return `${head}${one}: no difference\n`;
  const lines = report.differences.map((d) => `  ≠ ${d.id}${d.step ? ` step ${d.step.index} (${show(d.step.name, 80)})` : ''}: ${show(d.what, 240)}`);
  return `${head}${one}: ${report.differences.length} differ${report.differences.length === 1 ? 's' : ''}\n${lines.join('\n')}\n`;
}

/** Before each of the two runs: which transport the lines after it are about. */
export function parityRunHeading(transport: 'http' | 'stdio', target: string): string {
  return `\ntransport parity: the run over ${transport === 'http' ? 'Streamable HTTP' : 'stdio'} (${show(target, 300)})\n`;
}

export function parityMarkdown(report: ParityReport): string {
  const out = [
    '# Transport parity',
    '',
    `One server over Streamable HTTP (\`${show(report.baseUrl, 300)}\`) and over stdio (\`${show(report.command, 300)}\`): ${report.compared} documents compared, ${report.differences.length} differ.`,
    report.oneTransport.length
      ? `Not compared (about one transport only): ${report.oneTransport.map((o) => `${o.id} (${o.transport === 'http' ? 'HTTP' : 'stdio'})`).join(', ')}.`
      : '',
    '',
  ];
  for (const d of report.differences) {
    out.push(`## ${d.id}: ${show(d.title, 200)}`, '', `${d.kind === 'verdict' ? 'Verdict' : 'Answer'}: ${show(d.what, 500)}`, '');
    if (d.step) out.push(`At step ${d.step.index} (${show(d.step.name, 200)}).`, '');
    out.push('| | Streamable HTTP | stdio |', '|---|---|---|');
    out.push(`| verdict | ${cell(d.http.status)} | ${cell(d.stdio.status)} |`);
    for (const [label, key] of [
      ['why', 'reason'],
      ['sent', 'sent'],
      ['answer', 'answer'],
    ] as const)
      if (d.http[key] !== undefined || d.stdio[key] !== undefined) out.push(`| ${label} | ${sideCell(d.http, key)} | ${sideCell(d.stdio, key)} |`);
    out.push('');
  }
  return `${out.join('\n')}\n`;
}

function sideCell(side: ParitySide, key: 'reason' | 'sent' | 'answer'): string {
  const text = side[key];
  return text === undefined ? '' : `<code>${cell(text)}</code>`;
}

function cell(text: string): string {
  return show(text, 2000).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\|/g, '&#124;').replace(/\r?\n/g, '<br>');
}

function show(text: string, max: number): string {
  const visible = visibleControls(text.replace(/\r?\n/g, ' ⏎ '));
  return visible.length > max ? `${visible.slice(0, max)}…` : visible;
}
