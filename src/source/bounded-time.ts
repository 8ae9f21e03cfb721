/**
 * Work whose cost a peer decides, under a hard time bound. A server's JSON Schema can hold a pattern
 * that backtracks catastrophically (`^(a+)+$` against `aaa…ab`), an `enum` of 200,000 entries or a
 * `$ref` that recurses: checked with a plain call, such work blocks the event loop (no signal is
 * answered, no report written) for as long as it takes, which can be forever. `runBounded` runs it
 * through `node:vm` with a timeout: V8 interrupts it at the bound, whatever it is doing (a regular
 * expression's backtracking included), and the caller gets `TimeBoundExceeded` instead of a result.
 * The event loop is blocked for at most the bound, so a signal is answered once it is over.
 */
import vm from 'node:vm';

/** Work that did not finish within its bound. */
export class TimeBoundExceeded extends Error {
  constructor(readonly boundMs: number) {
    super(`did not finish within ${formatBound(boundMs)}`);
  }
}

export function formatBound(ms: number): string {
  return ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`;
}

const context = vm.createContext({ work: undefined as (() => unknown) | undefined });
const script = new vm.Script('work()', { filename: 'wirecase-bounded-work' });

/**
 * `work()`, interrupted after `ms` milliseconds (TimeBoundExceeded). What `work` throws is thrown as
 * it is. Calls nest: an inner bound inside an outer one ends at whichever comes first. Costs about
 * 0.1 ms a call, so it wraps a whole check (one schema validation, one tool's planning), not each step of one.
 */
export function runBounded<T>(work: () => T, ms: number): T {
  const outer = context.work;
  context.work = work;
  try {
    return script.runInContext(context, { timeout: ms, breakOnSigint: false }) as T;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new TimeBoundExceeded(ms);
    throw error;
  } finally {
    context.work = outer;
  }
}
