import assert from 'node:assert/strict';
import { test } from 'node:test';
import { badgeSvg } from '../../../src/scan/badge.js';
import { parseScanList, renderListed, secretValues } from '../../../src/scan/list.js';
import { eraOf, type ScanResult, type ServerEntry } from '../../../src/scan/outcome.js';
import { compareScans } from '../../../src/scan/since.js';

/** The pure parts of `wirecase scan`: eras, the changes between two scans, the badge, the list's templates. */

test('a test judges the era of its revision: every revision before 2026-07-28 is the initialize era', () => {
  assert.equal(eraOf('mcp-apps-cap-01[revision=2026-07-28]', undefined, 'mcp-apps'), '2026-07-28');
  assert.equal(eraOf('mcp-apps-reg-01[revision=2024-11-05]', undefined, 'mcp-apps'), '2025-11-25');
  assert.equal(eraOf('x[accept=a,revision=2025-06-18]', undefined, 'mcp-apps'), '2025-11-25');
  assert.equal(eraOf('lc-01', undefined, 'mcp-2025-11-25'), '2025-11-25');
  assert.equal(eraOf('disc-01', undefined, 'mcp-2026-07-28'), '2026-07-28');
  assert.equal(eraOf('post-04[accept=text/event-stream]', undefined, 'mcp-2025-11-25'), '2025-11-25');
  assert.equal(eraOf('x-01', undefined, 'examples'), 'any');
});

const server = (name: string, tests: Array<[string, ServerEntry['tests'][number]['status']]>, status: ServerEntry['status'] = 'judged'): ServerEntry => ({
  name,
  transport: 'http',
  status,
  durationMs: 1,
  columns: [],
  musts: {},
  sentences: {},
  tests: tests.map(([id, s]) => ({ id, suite: 'mcp-2026-07-28', era: '2026-07-28', status: s })),
});
const scanOf = (servers: ServerEntry[], notScanned?: string[]): ScanResult => ({
  tool: { name: 'wirecase', version: '0' },
  startedAt: '2026-12-06T00:00:00.000Z',
  durationMs: 1,
  list: 'l.yaml',
  concurrency: 1,
  ...(notScanned ? { incomplete: { reason: 'stopped by SIGINT', notScanned } } : {}),
  suites: {},
  servers,
});

test('--since puts every difference in exactly one list, and nothing else', () => {
  const old = scanOf([
    server('a', [
      ['t1', 'failed'],
      ['t2', 'passed'],
      ['t3', 'passed'],
      ['t4', 'warning'],
      ['t5', 'passed'],
      ['t6', 'passed'],
    ]),
    server('gone-server', [['g1', 'passed']]),
    server('not-reached', [['n1', 'passed']]),
  ]);
  const now = scanOf(
    [
      server('a', [
        ['t1', 'passed'],
        ['t2', 'failed'],
        ['t3', 'not-applicable'],
        ['t4', 'failed'],
        ['t6', 'passed'],
        ['t7', 'passed'],
      ]),
      server('new-server', [['s1', 'failed']]),
    ],
    ['not-reached'],
  );
  const c = compareScans(old, now, 'old/scan.json');
  const ids = (list: typeof c.new) => list.map((x) => `${x.server} ${x.id} ${x.was ?? '-'}→${x.now ?? '-'}`);
  assert.deepEqual(ids(c.nowPasses), ['a t1 failed→passed']);
  assert.deepEqual(ids(c.nowFails), ['a t2 passed→failed', 'a t4 warning→failed']);
  assert.deepEqual(ids(c.changed), ['a t3 passed→not-applicable']);
  assert.deepEqual(ids(c.new), ['a t7 -→passed', 'new-server s1 -→failed']);
  // A server the stopped scan never reached is not "gone"; one the list dropped is.
  assert.deepEqual(ids(c.gone), ['a t5 passed→-', 'gone-server g1 passed→-']);
});

test('the badge counts the server MUSTs that applied, its colour says how they went, and its text is escaped', () => {
  const entry = (musts: ServerEntry['musts'], status: ServerEntry['status'] = 'judged') => ({ musts, status });
  const svg = badgeSvg(
    entry({
      'mcp-2025-11-25': { proven: 52, applicable: 60, testable: 86, failed: 2 },
      'mcp-2026-07-28': { proven: 0, applicable: 0, testable: 151, failed: 0 },
    }),
    {
      'mcp-2025-11-25': '2025-11-25',
    },
  );
  assert.match(svg, /aria-label="MCP 2025-11-25: 52\/60 MUSTs"/);
  assert.match(svg, /fill="#e05d44"/, 'a failure: red');
  const green = badgeSvg(entry({ 'mcp-2026-07-28': { proven: 9, applicable: 9, testable: 9, failed: 0 } }), {});
  assert.match(green, /aria-label="MCP 2026-07-28: 9\/9 MUSTs"/);
  assert.match(green, /fill="#4c1"/, 'all proven: green');
  assert.match(badgeSvg(entry({}, 'could-not-start'), {}), /aria-label="MCP: could not judge"/);
  assert.doesNotMatch(badgeSvg(entry({ 'a<b>': { proven: 1, applicable: 1, testable: 1, failed: 0 } }), { 'a<b>': '<x>' }), /<x>|<b>/);
});

test("the list's templates: {{ port }} and {{ env.NAME }}, the environment's values kept to be masked", async () => {
  const { list, diagnostics } = await parseScanList(
    'l.yaml',
    'servers:\n  - name: a\n    command: "serve --port {{ port }} --key {{ env.KEY }}"\n    url: "http://127.0.0.1:{{ port }}/mcp"\n',
    { KEY: 'k-123456' },
  );
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(list!.env, { KEY: 'k-123456' });
  assert.deepEqual(secretValues(list!), ['k-123456']);
  assert.equal(renderListed(list!.servers[0]!.command!, { port: 4000, env: list!.env }), 'serve --port 4000 --key k-123456');
  // A value from a server is never a template: only the list's own texts are rendered, once.
  assert.equal(renderListed('{{ env.KEY }}', { env: { KEY: '{{ env.KEY }}' } }), '{{ env.KEY }}');
  const unset = await parseScanList('l.yaml', 'servers:\n  - name: a\n    url: "http://h/{{ env.NOPE }}"\n', {});
  assert.match(unset.diagnostics[0]!.message, /the environment variable NOPE is not set/);
  assert.equal(unset.diagnostics[0]!.span?.line, 3);
  const other = await parseScanList('l.yaml', 'servers:\n  - name: a\n    url: "http://h/{{ token }}"\n', {});
  assert.match(other.diagnostics[0]!.message, /`servers.0.url` cannot be/);
  assert.match(other.diagnostics[0]!.hint ?? '', /only `\{\{ port \}\}` and `\{\{ env.NAME \}\}`/);
});
