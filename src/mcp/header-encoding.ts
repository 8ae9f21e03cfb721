/**
 * The 2026-07-28 rule for Mcp-Name / Mcp-Param-* values: plain when the value is visible ASCII with no
 * leading or trailing whitespace and does not itself look like the sentinel; otherwise
 * `=?base64?{base64 of the UTF-8 bytes}?=`.
 */
export function encodeHeaderValue(value: string): string {
  const plain = /^[\x21-\x7e]([\x20-\x7e\t]*[\x21-\x7e])?$/.test(value) && !(value.startsWith('=?base64?') && value.endsWith('?='));
  return plain ? value : `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}
