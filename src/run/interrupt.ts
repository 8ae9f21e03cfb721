/**
 * How a signal (Ctrl-C, a cancelled CI job, a closed terminal) reaches a run. The CLI's handler calls
 * `requestStop`; a run that has claimed the stop (`claimStop`) sees it through its AbortSignal, starts
 * no new test, stops the running ones and reports what finished. Kept apart from the run so the CLI
 * can install its handlers without loading the HTTP stack.
 */

/** The signals that end a run, with the exit code each gives (128 + the signal's number, as shells do). */
export const STOP_SIGNALS = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;
export type StopSignal = keyof typeof STOP_SIGNALS;

const controller = new AbortController();
let claimed = false;

/** For a run: the signal that aborts when a stop is requested (its reason is the signal's name). */
export function claimStop(): AbortSignal {
  claimed = true;
  return controller.signal;
}

/** Asks the running run to stop; false when no run has claimed the stop (the caller then exits itself). */
export function requestStop(name: StopSignal): boolean {
  if (!controller.signal.aborted) controller.abort(name);
  return claimed;
}

/** The signal that stopped the run, if one did. */
export function stoppedBy(signal: AbortSignal | undefined): StopSignal | undefined {
  return signal?.aborted ? (signal.reason as StopSignal) : undefined;
}
