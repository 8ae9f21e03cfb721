import type { ScanResult, ServerEntry } from './outcome.js';

/**
 * `--since OLD/scan.json`: what changed, test by test, server by server. Every difference is in exactly
 * one list: now passes (was failing), now fails (was anything else), new (a test or server the old scan
 * did not have), gone (the old scan had it, this one not), and changed (any other change of status).
 */
export interface Change {
  server: string;
  id: string;
  suite: string;
  era: string;
  was?: string;
  now?: string;
}

export interface Changes {
  since: string;
  sinceStartedAt: string;
  nowPasses: Change[];
  nowFails: Change[];
  new: Change[];
  gone: Change[];
  changed: Change[];
}

export function compareScans(old: ScanResult, now: ScanResult, sinceFile: string): Changes {
  const changes: Changes = { since: sinceFile, sinceStartedAt: old.startedAt, nowPasses: [], nowFails: [], new: [], gone: [], changed: [] };
  const oldServers = new Map(old.servers.map((s) => [s.name, s]));
  const skipped = new Set(now.incomplete?.notScanned ?? []);
  for (const server of now.servers) {
    const before = oldServers.get(server.name);
    const was = new Map((before?.tests ?? []).map((t) => [t.id, t]));
    for (const t of server.tests) {
      const prior = was.get(t.id);
      was.delete(t.id);
      const bucket = bucketOf(prior?.status, t.status);
      if (bucket) changes[bucket].push({ server: server.name, id: t.id, suite: t.suite, era: t.era, now: t.status, ...(prior ? { was: prior.status } : {}) });
    }
    if (server.status === 'judged') goneOf(server.name, was, changes);
  }
  const scanned = new Set(now.servers.map((s) => s.name));
  for (const before of old.servers) {
    if (scanned.has(before.name) || skipped.has(before.name)) continue;
    goneOf(before.name, new Map(before.tests.map((t) => [t.id, t])), changes);
  }
  return changes;
}

/** Which list a test's change goes in; none when its status is the same. */
function bucketOf(was: string | undefined, now: string): 'new' | 'nowPasses' | 'nowFails' | 'changed' | undefined {
  if (was === undefined) return 'new';
  if (was === now) return undefined;
  if (was === 'failed' && now === 'passed') return 'nowPasses';
  return now === 'failed' ? 'nowFails' : 'changed';
}

function goneOf(server: string, left: ReadonlyMap<string, ServerEntry['tests'][number]>, changes: Changes): void {
  for (const t of left.values()) changes.gone.push({ server, id: t.id, suite: t.suite, era: t.era, was: t.status });
}

export function changeCount(c: Changes): number {
  return c.nowPasses.length + c.nowFails.length + c.new.length + c.gone.length + c.changed.length;
}
