/**
 * Preloaded with `node --import` into a child whose peak memory is measured: on exit it writes the
 * process's maximum resident set size (kilobytes) and its CPU time (user + system, microseconds, all
 * threads), both from getrusage, to stderr on tagged lines.
 */
import { writeSync } from 'node:fs';

process.on('exit', () => {
  const usage = process.resourceUsage();
  writeSync(2, `\nWIRECASE_BENCH_MAXRSS_KB=${usage.maxRSS}\nWIRECASE_BENCH_CPU_US=${usage.userCPUTime + usage.systemCPUTime}\n`);
});
