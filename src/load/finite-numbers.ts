import type { Diagnostic } from '../source/diagnostic.js';
import type { Locate } from '../source/locate.js';

/**
 * Numbers outside the finite range: `1e400` (read as Infinity), `-1e400`, YAML's `.inf` and `.nan`.
 * No key takes one (a timeout of Infinity never ends, a JSON body cannot carry it, a comparison with it
 * proves nothing), so each is refused where it is written, whatever key it is under.
 */
export function nonFiniteNumbers(data: unknown, locate: Locate): Diagnostic[] {
  const found: Diagnostic[] = [];
  walkNumbers(data, [], (value, path) => {
    if (!Number.isFinite(value)) found.push(diagnostic(value, [...path], locate));
    return found.length < 20;
  });
  return found;
}

/**
 * Calls `visit` on every number of the tree, depth first, while it returns true. `path` is one array,
 * grown and shrunk as the walk goes (a copy per node cost a 20,000-step file 20 MB of garbage): a
 * visitor that keeps it copies it.
 */
function walkNumbers(value: unknown, path: Array<string | number>, visit: (n: number, path: Array<string | number>) => boolean): boolean {
  if (typeof value === 'number') return visit(value, path);
  if (!value || typeof value !== 'object') return true;
  const keys: Array<string | number> = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  for (const key of keys) {
    path.push(key);
    const more = walkNumbers((value as Record<string | number, unknown>)[key], path, visit);
    path.pop();
    if (!more) return false;
  }
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
