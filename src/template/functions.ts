import { randomUUID } from 'node:crypto';

/**
 * The functions a template or expression may call. A fixed list: YAML never supplies code.
 * `defined` and `empty` are handled by the evaluator itself because they must see an undefined name.
 */
export const templateFunctions: Record<string, (...args: unknown[]) => unknown> = {
  uuid: () => randomUUID(),
  now: () => new Date().toISOString(),
  timestamp: () => Date.now(),
  base64: (value) => Buffer.from(asText(value), 'utf8').toString('base64'),
  base64url: (value) => Buffer.from(asText(value), 'utf8').toString('base64url'),
  unbase64: (value) => Buffer.from(asText(value), 'base64').toString('utf8'),
  json: (value) => JSON.stringify(value),
  parseJson: (value) => JSON.parse(asText(value)),
  urlencode: (value) => encodeURIComponent(asText(value)),
  lower: (value) => asText(value).toLowerCase(),
  upper: (value) => asText(value).toUpperCase(),
  length: (value) => (typeof value === 'string' || Array.isArray(value) ? value.length : value && typeof value === 'object' ? Object.keys(value).length : 0),
  string: (value) => asText(value),
  number: (value) => Number(value),
  repeat: (value, count) => asText(value).repeat(Math.max(0, Math.min(Number(count) || 0, 10_000_000))),
};

export const lazyFunctions = new Set(['defined', 'empty']);

export function isKnownFunction(name: string): boolean {
  return name in templateFunctions || lazyFunctions.has(name);
}

export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
