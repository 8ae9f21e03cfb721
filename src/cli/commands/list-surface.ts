import { givenVariables } from '../../load/load-inputs.js';
import { parseHttpUrl } from '../../load/url-rules.js';
import { DEFAULTS } from '../../run/defaults.js';
import { UserError } from '../../source/diagnostic.js';
import { didYouMean } from '../../source/did-you-mean.js';
import { listLive } from '../../surface/index.js';
import type { ArgsOf } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';

export type ListSurfaceArgs = ArgsOf<'list-surface'>;

/**
 * `wirecase list-surface <URL | --stdio "<command>">`: the server's surface as JSON on stdout (a
 * listing `wirecase diff --surface` reads as either side). A server that cannot be reached or listed
 * is exit 1 with the reason on stderr; a bad command line is exit 2.
 */
export async function listSurfaceCommand(args: ListSurfaceArgs): Promise<number> {
  const bad = (message: string, hint?: string): never => {
    throw new UserError({ code: 'BAD_ARGUMENT', message, ...(hint ? { hint } : {}) });
  };
  const stdio = args.stdio?.trim() ? args.stdio.trim() : undefined;
  if ((args.url === undefined) === (stdio === undefined))
    bad('give the server to list: either its URL or --stdio "command line"', 'e.g. wirecase list-surface http://127.0.0.1:3000/mcp > surface.json');
  if (args.url !== undefined && !(parseHttpUrl(args.url) instanceof URL)) bad(`the URL must be an http:// or https:// URL, got \`${args.url}\``);
  if (args.timeout !== undefined && !(Number.isInteger(args.timeout) && args.timeout >= 1))
    bad(`--timeout must be a whole number of milliseconds, got ${args.timeout}`);
  const given = givenVariables(args);
  for (const name of Object.keys(given.vars)) {
    if (name === 'token' || given.fromFileOnly(name)) continue;
    const guess = didYouMean(name, ['token']);
    bad(
      `${given.source(name)}: list-surface reads only the variable \`token\` (sent as Authorization: Bearer)`,
      guess ? `did you mean \`${guess}\`?` : undefined,
    );
  }
  const token = given.vars.token;
  const listed = await listLive(stdio ? { kind: 'stdio', command: stdio } : { kind: 'url', url: args.url! }, {
    headers: token === undefined || token === '' ? {} : { Authorization: `Bearer ${String(token)}` },
    timeoutMs: args.timeout ?? DEFAULTS.stepTimeoutMs,
    revision: args.revision as 'auto' | '2026-07-28' | '2025-11-25',
  });
  if (!listed.ok) {
    process.stderr.write(`wirecase list-surface: ${listed.reason}\n`);
    return ExitCode.failed;
  }
  process.stdout.write(`${JSON.stringify(listed.surface, null, 2)}\n`);
  return ExitCode.passed;
}
