import { parentPort } from 'node:worker_threads';
import { main } from '../../src/cli/main.js';

/** Written to stdout and stderr after each command: all it printed has arrived once the test sees it. */
export const END_OF_COMMAND = '\u0000end of command\u0000\n';

/**
 * A worker thread that runs wirecase commands through their own entry (`main`), one at a time, for
 * no-internal-error.test.ts: its output goes to this thread's stdout, which the test reads, so
 * nothing a command prints mixes with the test runner's own output. It answers each command line
 * with the exit code, or with what was thrown (which the CLI would turn into exit 3).
 */
parentPort?.on('message', async (argv: string[]) => {
  let answer: { code?: number; thrown?: string };
  try {
    answer = { code: await main(argv) };
  } catch (error) {
    answer = { thrown: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  process.stdout.write(END_OF_COMMAND);
  process.stderr.write(END_OF_COMMAND);
  parentPort!.postMessage(answer);
});
