import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';
import { type LoggedRequest, startRecordingServer, writeGeneratedSuite } from './helpers/perf-fixtures.js';

test("a `serial: true` document never overlaps another, by the server's own request log", async () => {
  const project = new TempProject();
  const server = await startRecordingServer();
  try {
    writeGeneratedSuite(project);
    const r = await runCli(['run', 'gen', '--base-url', server.url, '--concurrency', '8', '--reporter', 'json', '--out', path.join(project.dir, 'out')], {
      cwd: project.dir,
      timeoutMs: 90_000,
    });
    assert.equal(r.code, 1, `${r.stdout}\n${r.stderr}`);
    const log: LoggedRequest[] = server.log;
    assert.ok(
      log.every((e) => Number.isFinite(e.end)),
      'every request was answered',
    );
    const serial = log.filter((e) => e.doc === 'gen-serial');
    const others = log.filter((e) => e.doc !== 'gen-serial');
    assert.equal(serial.length, 4);
    // Documents did run at the same time (else this test would prove nothing)...
    assert.ok(server.peak() > 1, `peak ${server.peak()}: no two requests overlapped at all`);
    // ...but none of another document's requests falls inside the serial document's span.
    const from = Math.min(...serial.map((e) => e.start));
    const to = Math.max(...serial.map((e) => e.end));
    const inside = others.filter((e) => e.end > from && e.start < to);
    assert.deepEqual(
      inside.map((e) => `${e.doc} step ${e.step}`),
      [],
    );
    // It sits between the documents before it and those after it in file order.
    const before = others.filter((e) => e.end <= from).map((e) => e.doc);
    const after = others.filter((e) => e.start >= to).map((e) => e.doc);
    for (const doc of ['gen-01', 'gen-06']) assert.ok(before.includes(doc) && !after.includes(doc), `${doc} ran before the serial document`);
    for (const doc of ['gen-07', 'gen-12']) assert.ok(after.includes(doc) && !before.includes(doc), `${doc} ran after the serial document`);
  } finally {
    await server.close();
    project.remove();
  }
});
