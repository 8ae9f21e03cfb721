/**
 * Shrinking: a failing case's arguments made as small as they can be while the same oracle still
 * fails. Greedy, as Schemathesis and QuickCheck do it: try each smaller candidate (a property left out,
 * a value made simpler), keep the first that still fails, start again, until none does or the tries
 * run out.
 */
import type { Args } from '../schema-sampler/context.js';

export interface Shrunk {
  arguments: Args;
  /** Calls spent. */
  tries: number;
}

/**
 * `stillFails` calls the server with a candidate and says whether the oracle still fails; `keep` says
 * whether a candidate stays in its case's class (a valid case's arguments still valid, an invalid
 * one's still invalid), checked before any call.
 */
export async function shrink(
  args: Args,
  stillFails: (candidate: Args) => Promise<boolean>,
  keep: (candidate: Args) => boolean,
  maxTries = 40,
): Promise<Shrunk> {
  let current = args;
  let tries = 0;
  for (let progress = true; progress && tries < maxTries; ) {
    progress = false;
    for (const candidate of smaller(current)) {
      if (tries >= maxTries) break;
      if (!keep(candidate)) continue;
      tries++;
      if (await stillFails(candidate)) {
        current = candidate;
        progress = true;
        break;
      }
    }
  }
  return { arguments: current, tries };
}

/** Candidates one step smaller than `args`: each property left out, then each value simpler. */
export function* smaller(args: Args): Generator<Args> {
  const keys = Object.keys(args);
  for (const key of keys) yield Object.fromEntries(Object.entries(args).filter(([k]) => k !== key));
  for (const key of keys) {
    for (const simpler of simplerValues(args[key])) {
      const next = { ...args };
      Object.defineProperty(next, key, { value: simpler, enumerable: true, writable: true, configurable: true });
      yield next;
    }
  }
}

/** Simpler values than `v`, simplest first; none for what is already simplest. */
export function simplerValues(v: unknown): unknown[] {
  if (typeof v === 'string') {
    const chars = [...v];
    return chars.length <= 1 ? (v === '' ? [] : ['']) : ['', chars[0], chars.slice(0, Math.ceil(chars.length / 2)).join('')];
  }
  if (typeof v === 'number') return [0, 1, Math.trunc(v), Math.trunc(v / 2)].filter((n, i, all) => Math.abs(n) < Math.abs(v) && all.indexOf(n) === i);
  if (Array.isArray(v)) return v.length === 0 ? [] : [[], v.slice(0, Math.ceil(v.length / 2))].filter((a) => a.length < v.length);
  if (typeof v === 'object' && v !== null) {
    const keys = Object.keys(v);
    return keys.length === 0 ? [] : [{}];
  }
  return [];
}
