/** Valid numbers for a schema's bounds and multipleOf, computed exactly. */
import { type Schema, unsure } from './context.js';

// Numbers are computed as exact decimals, scaled to integers (BigInt): 0.1 + 0.2 never enters.

/** Digits after the decimal point in the shortest form of `n` (1e-7 → 7). */
export function decimals(n: number): number {
  const [mantissa = '', exponent = '0'] = String(n).toLowerCase().split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
}

/** n × 10^d exactly, for an `n` with at most d decimals. */
export function scale(n: number, d: number): bigint {
  if (!Number.isFinite(n)) unsure();
  const [mantissa = '', exponent = '0'] = String(n).toLowerCase().split('e');
  const negative = mantissa.startsWith('-');
  const [int = '', frac = ''] = mantissa.replace('-', '').split('.');
  const shift = d - frac.length + Number(exponent);
  const digits = BigInt(int + frac);
  const value = shift >= 0 ? digits * 10n ** BigInt(shift) : digits / 10n ** BigInt(-shift);
  return negative ? -value : value;
}

export const unscale = (v: bigint, d: number): number => Number(`${v}e-${d}`);
export const floorDiv = (a: bigint, b: bigint): bigint => (a % b !== 0n && a < 0n !== b < 0n ? a / b - 1n : a / b);
export const floorTo = (a: bigint, step: bigint): bigint => floorDiv(a, step) * step;
export const ceilTo = (a: bigint, step: bigint): bigint => -floorTo(-a, step);
export const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
export const lcm = (a: bigint, b: bigint): bigint => (a / gcd(a, b)) * b;

export interface NumberSpace {
  d: number;
  unit: bigint; // 1.0, scaled
  lo?: bigint; // inclusive, scaled
  hi?: bigint;
  step: bigint; // every value is a multiple of it
  multipleOf?: number;
}

export const num = (s: Schema, key: string): number | undefined => {
  const v = s[key];
  if (v === undefined || typeof v === 'boolean') return undefined;
  return typeof v === 'number' && Number.isFinite(v) ? v : unsure();
};

/** The numbers a schema allows, as a scaled integer lattice with inclusive bounds. */
export function numberSpace(s: Schema, integer: boolean): NumberSpace {
  // draft-04's boolean exclusiveMinimum/Maximum make minimum/maximum exclusive.
  const min = num(s, 'minimum'),
    max = num(s, 'maximum');
  const exMin = s.exclusiveMinimum === true ? min : num(s, 'exclusiveMinimum');
  const exMax = s.exclusiveMaximum === true ? max : num(s, 'exclusiveMaximum');
  const multipleOf = num(s, 'multipleOf');
  if (multipleOf !== undefined && multipleOf <= 0) unsure();
  // A number without multipleOf gets one more decimal, so that (0, 1) exclusive still holds 0.1 … 0.9.
  const d =
    Math.max(0, ...[min, max, exMin, exMax, multipleOf].map((n) => (n === undefined ? 0 : decimals(n)))) + (integer || multipleOf !== undefined ? 0 : 1);
  if (d > 20) unsure();
  const unit = 10n ** BigInt(d);
  let step = multipleOf === undefined ? 1n : scale(multipleOf, d);
  if (integer) step = lcm(step, unit);
  const los = [s.exclusiveMinimum !== true && min !== undefined ? scale(min, d) : undefined, exMin === undefined ? undefined : scale(exMin, d) + 1n];
  const his = [s.exclusiveMaximum !== true && max !== undefined ? scale(max, d) : undefined, exMax === undefined ? undefined : scale(exMax, d) - 1n];
  const pick = (xs: (bigint | undefined)[], f: (a: bigint, b: bigint) => bigint) =>
    xs.reduce<bigint | undefined>((acc, x) => (x === undefined ? acc : acc === undefined ? x : f(acc, x)), undefined);
  // biome-ignore lint/complexity/useMathMinMax: the bounds are bigints, which Math.max does not take
  return { d, unit, step, multipleOf, lo: pick(los, (a, b) => (a > b ? a : b)), hi: pick(his, (a, b) => (a < b ? a : b)) };
}

/** True when Ajv's float test (value / multipleOf is an integer) agrees with the exact one. */
export const floatSafe = (value: number, multipleOf?: number): boolean => multipleOf === undefined || Number.isInteger(value / multipleOf);

/** Up to `tries` lattice points from `start`, moving by `by`, inside the bounds. */
export function* walk(space: NumberSpace, start: bigint, by: bigint, tries = 50): Generator<bigint> {
  for (let v = start, i = 0; i < tries; i++, v += by) {
    if ((space.lo !== undefined && v < space.lo) || (space.hi !== undefined && v > space.hi)) return;
    yield v;
  }
}

/** A valid number near 1, a whole one when the schema allows it. */
export function numberValue(s: Schema, integer: boolean): number {
  const space = numberSpace(s, integer);
  for (const step of [lcm(space.step, space.unit), space.step]) {
    let target = space.unit;
    if (space.lo !== undefined && target < space.lo) target = space.lo;
    if (space.hi !== undefined && target > space.hi) target = space.hi;
    for (const [start, by] of [
      [ceilTo(target, step), step],
      [floorTo(target, step), -step],
    ] as const) {
      for (const v of walk(space, start, by)) {
        const value = unscale(v, space.d);
        if (floatSafe(value, space.multipleOf)) return value;
      }
    }
  }
  return unsure();
}
