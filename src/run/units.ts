/** `500`, `500ms`, `2s`, `1.5m` → milliseconds. */
export function toMilliseconds(value: number | string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number') return value;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(value);
  if (!match) return fallback;
  const n = Number(match[1]);
  return Math.round(match[2] === 'ms' ? n : match[2] === 's' ? n * 1000 : n * 60_000);
}

const UNITS: Record<string, number> = { B: 1, KB: 1000, MB: 1e6, GB: 1e9, KiB: 1024, MiB: 1 << 20, GiB: 1 << 30 };

/** `65536`, `64KiB`, `10MiB` → bytes. */
export function toBytes(value: number | string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number') return value;
  const match = /^(\d+)(B|KiB|MiB|GiB|KB|MB|GB)$/.exec(value);
  return match ? Number(match[1]) * UNITS[match[2]!]! : fallback;
}
