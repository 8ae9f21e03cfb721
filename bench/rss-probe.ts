/**
 * Preloaded with `node --import` into a child whose peak memory is measured: on exit it writes the
 * process's maximum resident set size (kilobytes, from getrusage) to stderr on a tagged line.
 */
import { writeSync } from 'node:fs';

process.on('exit', () => {
  writeSync(2, `\nWIRECASE_BENCH_MAXRSS_KB=${process.resourceUsage().maxRSS}\n`);
});
