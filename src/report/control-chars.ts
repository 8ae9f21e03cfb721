/**
 * Control characters a peer sent, as every report shows them: a visible `\x1b`-style code instead of
 * the byte, so no report (the console, an HTML page viewed with `cat`, a JUnit file a CI log prints, a
 * job summary) can recolour a terminal, move its cursor, retitle its window or ring its bell. C0 codes,
 * DEL and the C1 codes (U+0080–U+009F: 0x9B is CSI to some terminals) are shown so.
 */

/** Every control character but tab and line feed (the console: a CR would overwrite the line). */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** The same, keeping CR too (a file's text: CRLF bodies stay readable). */
const CONTROLS_BUT_LINE_ENDS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

const code = (ch: string) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** Text for a terminal: every control character but tab and line feed as a visible code. */
export function visibleControls(text: string): string {
  return text.replace(CONTROLS, code);
}

/** Text for a report file: every control character but tab, line feed and carriage return as a visible code. */
export function visibleControlsInText(text: string): string {
  return text.replace(CONTROLS_BUT_LINE_ENDS, code);
}

/**
 * JSON text whose strings hold no raw control character: JSON.stringify escapes C0 itself; DEL, the
 * C1 codes and the line and paragraph separators it leaves raw become `\u` escapes (they can only be
 * inside strings: JSON's own syntax is ASCII), so the value read back is the same.
 */
export function jsonWithoutRawControls(json: string): string {
  return json.replace(/[\u007f-\u009f\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Text for HTML: markup characters as entities, and control characters from a peer as visible codes. */
export function escapeHtml(text: string): string {
  return visibleControlsInText(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
