/** The loader-thread half of module-log.ts: appends each resolved ES module URL to the log. */
import { appendFileSync } from 'node:fs';

let log: string | undefined;

export function initialize(data: { log: string }): void {
  log = data.log;
}

type Resolved = { url: string };
type NextResolve = (specifier: string, context: unknown) => Promise<Resolved>;

export async function resolve(specifier: string, context: unknown, nextResolve: NextResolve): Promise<Resolved> {
  const resolved = await nextResolve(specifier, context);
  if (log) appendFileSync(log, `esm ${resolved.url}\n`);
  return resolved;
}
