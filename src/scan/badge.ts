import type { ServerEntry } from './outcome.js';

/**
 * A server's badge (`badges/NAME.svg`): "MCP 2025-11-25: 52/60 MUSTs", the server MUSTs proven of
 * those that applied to it, for the era it is judged best in; grey when none applied (it speaks
 * neither era, or could not be started). Static SVG, text escaped.
 */
export function badgeSvg(entry: Pick<ServerEntry, 'musts' | 'status'>, suiteVersions: Record<string, string>): string {
  // A server that could not be started proved nothing: its badge says so, whatever applied.
  const best = entry.status === 'could-not-start' ? undefined : bestSuite(entry);
  const label = best ? `${labelOf(best[0], suiteVersions)}` : 'MCP';
  const value = best ? `${best[1].proven}/${best[1].applicable} MUSTs` : entry.status === 'could-not-start' ? 'could not judge' : 'not judged';
  const color = !best ? '#9f9f9f' : best[1].failed ? '#e05d44' : best[1].proven === best[1].applicable ? '#4c1' : '#dfb317';
  const w1 = textWidth(label) + 12;
  const w2 = textWidth(value) + 12;
  const title = `${label}: ${value}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w1 + w2}" height="20" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title><rect width="${w1}" height="20" fill="#555"/><rect x="${w1}" width="${w2}" height="20" fill="${color}"/><g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11"><text x="${w1 / 2}" y="14">${esc(label)}</text><text x="${w1 + w2 / 2}" y="14">${esc(value)}</text></g></svg>\n`;
}

/** The suite with the most server MUSTs that applied (ties: the first in order). */
export function bestSuite(entry: Pick<ServerEntry, 'musts'>): [string, ServerEntry['musts'][string]] | undefined {
  let best: [string, ServerEntry['musts'][string]] | undefined;
  for (const [suite, m] of Object.entries(entry.musts)) if (m.applicable > 0 && (!best || m.applicable > best[1].applicable)) best = [suite, m];
  return best;
}

/** "MCP 2025-11-25" for mcp-2025-11-25, "MCP Apps" for mcp-apps. */
export function labelOf(suite: string, versions: Record<string, string>): string {
  if (suite === 'mcp-apps') return 'MCP Apps';
  return `MCP ${versions[suite] ?? suite.replace(/^mcp-/, '')}`;
}

function textWidth(text: string): number {
  return Math.round(text.length * 6.6);
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
