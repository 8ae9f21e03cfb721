import { baseId } from '../model/results.js';
import type { LoadedDocument } from '../model/scenario.js';
import { hasDataAxis, idMatches } from './legs.js';

/** Which tests a command line picks: --id (exact, or a prefix ending in *), --tag (any of), --grep (id or title). */
export interface Selection {
  id?: string[];
  tag?: string[];
  grep?: string;
}

/**
 * The documents the selection picks, in their loaded order. A document whose legs are found at setup
 * (an `each:` matrix axis) is still whole here: `--id id` picks it with all its legs, and an `--id`
 * naming legs of it (`id[tool=x]`, `id[tool=*`) picks it with that pattern kept in `legFilter`,
 * applied once its legs are known.
 */
export function select(documents: LoadedDocument[], selection: Selection): LoadedDocument[] {
  const ids = selection.id ?? [];
  const tags = selection.tag ?? [];
  const grep = selection.grep?.toLowerCase();
  const picked: LoadedDocument[] = [];
  for (const doc of documents) {
    const data = doc.data;
    let legFilter: string[] | undefined;
    // A static matrix's legs are documents of their own (`post-04[accept=…]`): its ID picks them all.
    if (ids.length && !ids.some((id) => idMatches(id, data.id) || idMatches(id, baseId(data.id)))) {
      legFilter = hasDataAxis(doc) ? ids.filter((id) => namesLegOf(id, data.id)) : [];
      if (!legFilter.length) continue;
    }
    if (tags.length && !tags.some((t) => data.tags?.includes(t))) continue;
    if (grep && !`${data.id} ${data.title}`.toLowerCase().includes(grep)) continue;
    picked.push(legFilter ? { ...doc, legFilter } : doc);
  }
  return picked;
}

/** Whether an `--id` pattern can name a leg `id[...]` of the document `id`. */
function namesLegOf(pattern: string, id: string): boolean {
  const leg = `${id}[`;
  return pattern.endsWith('*') ? leg.startsWith(pattern.slice(0, -1)) || pattern.startsWith(leg) : pattern.startsWith(leg);
}

/**
 * `--shard K/N`: which of the selected tests one job of an N-job CI matrix runs. A pure function of
 * the test IDs (and, when given, the durations recorded by an earlier run), so every job, on any
 * machine, computes the same split: the N shards together hold every test exactly once.
 *
 * - By count (no durations): the tests sorted by ID are cut into N runs of consecutive IDs whose sizes
 *   differ by at most one. Consecutive IDs keep a suite's tests mostly in the same shard, so fewer jobs
 *   start each suite's target.
 * - By durations: longest processing time first. Tests sorted by recorded duration (longest first,
 *   then by ID) each go to the shard with the least total so far (then the fewest tests, then the
 *   lowest number). A test the earlier run does not have counts as the median recorded duration.
 *
 * A matrix document's runs (`id[name=value]`) are separate tests and may land in different shards.
 * The tests of a shard keep their original (document) order.
 */
export interface ShardSpec {
  /** 1-based. */
  index: number;
  count: number;
}

const MAX_SHARDS = 10_000;

/** Parses `K/N` (1 ≤ K ≤ N); returns a message saying what is wrong otherwise. */
export function parseShard(text: string): ShardSpec | { error: string } {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) return { error: `--shard must be K/N with whole numbers, 1 ≤ K ≤ N (e.g. 2/3), got \`${text}\`` };
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1) return { error: `--shard ${text}: the number of shards N must be at least 1` };
  if (index < 1 || index > count) return { error: `--shard ${text}: K must be between 1 and ${count} (shards are numbered from 1)` };
  if (count > MAX_SHARDS) return { error: `--shard ${text}: at most ${MAX_SHARDS} shards` };
  return { index, count };
}

/** Compares by UTF-16 code units: the same order everywhere (unlike localeCompare). */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The shard number (0-based) of every item, by key. Keys must be unique (test IDs are); items with the
 * same key would land in the same shard.
 */
export function assignShards(keys: readonly string[], count: number, durations?: ReadonlyMap<string, number>): Map<string, number> {
  const unique = [...new Set(keys)].sort(byCodeUnits);
  const shardOf = new Map<string, number>();
  if (!durations) {
    const base = Math.floor(unique.length / count);
    const extra = unique.length % count; // the first `extra` shards take one more
    let next = 0;
    for (let shard = 0; shard < count; shard++) {
      const size = base + (shard < extra ? 1 : 0);
      for (let i = 0; i < size; i++) shardOf.set(unique[next++]!, shard);
    }
    return shardOf;
  }
  const known = unique.map((k) => durations.get(k)).filter((d): d is number => d !== undefined && Number.isFinite(d) && d >= 0);
  const fallback = median(known) ?? 1;
  const cost = (k: string) => {
    const d = durations.get(k);
    return d !== undefined && Number.isFinite(d) && d >= 0 ? d : fallback;
  };
  const ordered = unique.map((key) => ({ key, cost: cost(key) })).sort((a, b) => b.cost - a.cost || byCodeUnits(a.key, b.key));
  const load = new Array<number>(count).fill(0);
  const size = new Array<number>(count).fill(0);
  for (const { key, cost: c } of ordered) {
    let best = 0;
    for (let shard = 1; shard < count; shard++) {
      if (load[shard]! < load[best]! || (load[shard] === load[best] && size[shard]! < size[best]!)) best = shard;
    }
    shardOf.set(key, best);
    load[best] += c;
    size[best]++;
  }
  return shardOf;
}

/** The items of shard `spec.index` of `spec.count`, in their original order. */
export function selectShard<T>(items: readonly T[], spec: ShardSpec, keyOf: (item: T) => string, durations?: ReadonlyMap<string, number>): T[] {
  const shardOf = assignShards(items.map(keyOf), spec.count, durations);
  return items.filter((item) => shardOf.get(keyOf(item)) === spec.index - 1);
}

function median(values: number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
