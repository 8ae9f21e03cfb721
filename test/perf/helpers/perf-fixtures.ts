import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TempProject } from '../../helpers/temp-project.js';

/** One request as the recording server saw it: which document and step, and when it started and ended. */
export interface LoggedRequest {
  doc: string;
  step: number;
  start: number;
  end: number;
}

export interface RecordingServer {
  url: string;
  /** Every request in the order they arrived. */
  log: LoggedRequest[];
  /** The most requests in flight at once since the last reset. */
  peak(): number;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A tiny API for the perf tests, on 127.0.0.1 at a free port. `GET /work?doc=ID&step=N&ms=M` answers
 * `{"ok":true,"doc":ID,"step":N}` after M ms and logs the request's start and end (its own clock), so a
 * test can see which requests overlapped. It sends no Date header, so responses do not depend on time.
 */
export async function startRecordingServer(): Promise<RecordingServer> {
  const log: LoggedRequest[] = [];
  let inFlight = 0;
  let peak = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://recording');
    const entry: LoggedRequest = {
      doc: url.searchParams.get('doc') ?? '?',
      step: Number(url.searchParams.get('step') ?? -1),
      start: performance.now(),
      end: Number.NaN,
    };
    log.push(entry);
    inFlight++;
    peak = Math.max(peak, inFlight);
    req.resume();
    const ms = Number(url.searchParams.get('ms') ?? 0);
    setTimeout(() => {
      const body = JSON.stringify({ ok: true, doc: entry.doc, step: entry.step });
      entry.end = performance.now();
      inFlight--;
      res.sendDate = false;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }, ms);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    peak: () => peak,
    reset: () => {
      log.length = 0;
      peak = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function step(doc: string, index: number, ms: number, extra = ''): string {
  return `  - name: step ${index}
    request:
      url: /work?doc=${doc}&step=${index}&ms=${ms}${extra}
    expect:
      status: 200
      json:
        $.ok: true
    capture:
      last: $.doc
`;
}

/**
 * A suite of 18 tests against the recording server (run it with --base-url): 12 documents of 3 steps
 * whose delays differ (so they finish out of document order when run at the same time; the third step
 * uses the second's capture), a matrix document (3 tests), a failing document, a skipped one and a
 * `serial: true` document of 4 steps placed between the 6th and 7th. Returns the test IDs (as a set:
 * the order is the run's to decide).
 */
export function writeGeneratedSuite(project: TempProject, folder = 'gen'): string[] {
  const ids: string[] = [];
  project.write(`${folder}/suite.yaml`, `name: ${folder}\ntimeout: 10s\n`);
  for (let i = 1; i <= 12; i++) {
    const id = `gen-${String(i).padStart(2, '0')}`;
    ids.push(id);
    const ms = ((i * 7) % 5) * 6;
    project.write(
      `${folder}/doc-${String(i).padStart(2, '0')}.yaml`,
      `id: ${id}\ntitle: generated document ${i}\ntags: [gen${i % 2 ? ', odd' : ''}]\nsteps:\n${step(id, 1, ms)}${step(id, 2, 2 * ms)}${step(id, 3, ms, '&prev={{ last }}')}`,
    );
  }
  // Between doc-06 and doc-07 in file order: it must wait for the documents before it, and the ones
  // after it must wait for it.
  project.write(
    `${folder}/doc-06x-serial.yaml`,
    `id: gen-serial\ntitle: a serial document (changes server state others read)\nserial: true\nsteps:\n${[1, 2, 3, 4].map((s) => step('gen-serial', s, 15)).join('')}`,
  );
  ids.push('gen-serial');
  project.write(
    `${folder}/matrix.yaml`,
    `id: gen-matrix\ntitle: one test per delay\nmatrix:\n  delay: [15, 0, 5]\nsteps:\n${step('gen-matrix-{{ delay }}', 1, 0).replace('ms=0', 'ms={{ delay }}')}`,
  );
  ids.push('gen-matrix[delay=15]', 'gen-matrix[delay=0]', 'gen-matrix[delay=5]');
  project.write(
    `${folder}/zz-others.yaml`,
    `id: gen-fails
title: a failing document (its expectation is wrong)
steps:
  - request:
      url: /work?doc=gen-fails&step=1&ms=3
    expect:
      json:
        $.ok: false
  - request:
      url: /work?doc=gen-fails&step=2&ms=0
    sendOnly: true
---
id: gen-skipped
title: a skipped document
skip: not today
steps:
  - request:
      url: /work?doc=gen-skipped&step=1&ms=0
    sendOnly: true
`,
  );
  ids.push('gen-fails', 'gen-skipped');
  return ids;
}

/**
 * A results.json reduced to what must not depend on timing or chance: no start time or durations, no
 * Date header, ports and UUIDs replaced.
 */
export function withoutTimings(resultsJson: string): unknown {
  const text = resultsJson.replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'UUID');
  const result = JSON.parse(text) as {
    startedAt?: string;
    summary: { durationMs?: number };
    tests: Array<{ durationMs?: number; steps: Array<{ durationMs?: number; response?: { headers: Array<[string, string]> } }> }>;
  };
  delete result.startedAt;
  delete result.summary.durationMs;
  for (const t of result.tests) {
    delete t.durationMs;
    for (const s of t.steps) {
      delete s.durationMs;
      if (s.response) s.response.headers = s.response.headers.filter(([name]) => name.toLowerCase() !== 'date');
    }
  }
  return result;
}
