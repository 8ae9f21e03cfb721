import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Keeps a long run's memory flat when responses are large.
 *
 * A large body lives for one step, but V8 frees a megabyte string only at a full collection, and a
 * run that allocates little else rarely prompts one: old space fills with the bodies of finished
 * steps (2,000 steps of 1 MiB peaked at 330 MB though at most two bodies were ever alive). So after
 * every `budget` bytes of large bodies, the runner asks for a full collection itself. A run of small
 * bodies never does; with 1 MiB bodies it costs a collection (20–30 ms here) per 24 steps, about 8%
 * of their time (16 MiB cost 12% for 6 MB less peak; 32 MiB, 6% for 8 MB more).
 *
 * A very long run of small bodies gets one too, every `stepBudget` steps: what a step leaves behind
 * is small, but V8 lets old space grow with it well past what is alive, the more so when its
 * concurrent marking waits for a busy core (a 100,000-step chain peaked anywhere from 153 to 247 MB
 * between runs). One collection per 10,000 steps costs well under 1% of their time.
 */
export class MemoryCeiling {
  private pending = 0;
  private steps = 0;
  private collect?: () => void;

  constructor(
    /** Bytes of large bodies allowed to pile up between collections. */
    private readonly budget = 24 << 20,
    /** Bodies smaller than this are left to V8's own heuristics, which handle them well. */
    private readonly largeBody = 256 << 10,
    collect?: () => void,
    /** Steps between collections whatever their bodies. */
    private readonly stepBudget = 10_000,
  ) {
    if (collect) this.collect = collect;
  }

  /** Called once a step's response is no longer needed (once per step). */
  released(bodyBytes: number): void {
    this.steps++;
    if (bodyBytes >= this.largeBody) this.pending += bodyBytes;
    if (this.steps >= this.stepBudget || this.pending >= this.budget) this.collectNow();
  }

  /**
   * Before a run of at least `stepBudget` steps: one collection, so that the run starts from what is
   * alive and not from the heap its load left (parsing a large load cache entry leaves a heap sized
   * for the parse, which the run then fills).
   */
  starting(steps: number): void {
    if (steps >= this.stepBudget) this.collectNow();
  }

  private collectNow(): void {
    this.pending = 0;
    this.steps = 0;
    (this.collect ??= exposeGc())();
  }
}

/** V8's `gc()`, made reachable without the `--expose-gc` command-line flag. */
function exposeGc(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}
