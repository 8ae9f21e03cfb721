import type { Diagnostic } from '../source/diagnostic.js';
import type { Locate } from '../source/locate.js';

/**
 * Numbers outside the finite range: `1e400` (read as Infinity), `-1e400`, YAML's `.inf` and `.nan`.
 * No key takes one (a timeout of Infinity never ends, a JSON body cannot carry it, a comparison with it
 * proves nothing), so each is refused where it is written, whatever key it is under.
 */
export function nonFiniteNumbers(data: unknown, locate: Locate): Diagnostic[] {
  const found: Diagnostic[] = [];
<<<<<<< HEAD
  // One path, grown and shrunk as the walk goes (a copy per node cost a 20,000-step file 20 MB of garbage).
  const path: Array<string | number> = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) found.push(diagnostic(value, [...path], locate));
      return;
    }
    if (value === null || typeof value !== 'object' || found.length >= 20) return;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        walk(value[i]);
        path.pop();
      }
      return;
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      path.push(key);
      walk((value as Record<string, unknown>)[key]);
      path.pop();
    }
  };
  walk(data);
=======
  walkNumbers(data, [], (value, path) => {
    if (!Number.isFinite(value)) found.push(diagnostic(value, path, locate));
    return found.length < 20;
  });
>>>>>>> main
  return found;
}

/** Calls `visit` on every number of the tree, depth first, while it returns true. */
function walkNumbers(value: unknown, path: Array<string | number>, visit: (n: number, path: Array<string | number>) => boolean): boolean {
  if (typeof value === 'number') return visit(value, path);
  if (!value || typeof value !== 'object') return true;
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, child] of entries) if (!walkNumbers(child, [...path, key], visit)) return false;
  return true;
}

function diagnostic(value: number, path: Array<string | number>, locate: Locate): Diagnostic {
  const what = Number.isNaN(value) ? 'is not a number (NaN)' : `is outside the range of a number (${value > 0 ? '' : '-'}Infinity)`;
  return {
    code: 'SCHEMA_VIOLATION',
    message: `${path.length ? path.join('.') : 'the document'}: this value ${what}`,
    span: locate(path),
    hint: 'write a finite number (at most about 1.8e308), or quote it to send it as text',
  };
}
