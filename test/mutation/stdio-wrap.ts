/**
 * A stdio wrapper between wirecase and a real stdio MCP server: `node stdio-wrap.js <mutation> -- <command...>`
 * starts the server as its child, passes what wirecase writes to the server's stdin unchanged, and
 * rewrites each line the server writes to stdout with the named mutation (mutations.ts, transport
 * stdio). Its stderr passes through. With MUTATION_TALLY=<file>, one line per message is appended
 * there: `eligible` for each message the mutation could rewrite, `fired` for each one it did (every
 * test of a stdio run starts its own process, so the counts of a run are the file's lines).
 *
 *   pretty-printed-line  each JSON-RPC message written over several lines (JSON.stringify(m, null, 2))
 *   none                 nothing changed (the wrapper alone, for the unmutated run)
 *   dry:<name>           counts as <name> would, changes nothing
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const [name = 'none', separator, command, ...args] = process.argv.slice(2);
if (separator !== '--' || !command) {
  process.stderr.write('usage: stdio-wrap.js <mutation|none|dry:mutation> -- <command> [args...]\n');
  process.exit(2);
}
const dry = name.startsWith('dry:');
const mutation = dry ? name.slice(4) : name;
if (!['none', 'pretty-printed-line'].includes(mutation)) {
  process.stderr.write(`stdio-wrap: unknown mutation ${mutation}\n`);
  process.exit(2);
}
const tally = (what: 'eligible' | 'fired') => {
  if (process.env.MUTATION_TALLY) appendFileSync(process.env.MUTATION_TALLY, `${what}\n`);
};

const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
process.stdin.pipe(child.stdin);
child.stdin.on('error', () => {});
process.stdout.on('error', () => {});

createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
  let out = line;
  if (mutation === 'pretty-printed-line') {
    try {
      const message = JSON.parse(line) as unknown;
      tally('eligible');
      tally('fired');
      if (!dry) out = JSON.stringify(message, null, 2);
    } catch {
      // Not JSON: passed as it is.
    }
  }
  process.stdout.write(`${out}\n`);
});

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => {
  // stdout is closed and read: every line is out.
  setImmediate(() => process.exit(code ?? (signal ? 1 : 0)));
});
