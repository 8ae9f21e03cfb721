import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { loadProject } from '../../../src/load/load-project.js';
import { TempProject } from '../../helpers/temp-project.js';

// A step that checks nothing is found after fragments are expanded: it is reported where the
// fragment writes it, once however many documents include it. A suite's setup probes may check nothing.

const project = new TempProject();
after(() => project.remove());

test('an included step that checks nothing is reported once, in the fragment; setup probes are not flagged', async () => {
  project.write(
    's/suite.yaml',
    'setup:\n  - name: probe\n    steps:\n      - request: { url: /health }\n      - request: { url: /info }\n        capture: { version: $.version }\n',
  );
  project.write('s/fragments/ping.yaml', 'steps:\n  - request: { url: /ping }\n  - rpc: { method: notifications/initialized, notification: true }\n');
  const doc = (id: string) => `id: ${id}\ntitle: t\nsteps:\n  - include: fragments/ping.yaml\n  - request: { url: /x }\n    expect: { status: 200 }\n`;
  project.write('s/a.yaml', `${doc('a-01')}---\n${doc('a-02')}`);
  const loaded = await loadProject({ paths: ['s'], cwd: project.dir });
  assert.deepEqual(
    loaded.diagnostics.map((d) => `${d.code} ${d.span?.file}:${d.span?.line}:${d.span?.col}`),
    ['UNCHECKED_STEP s/fragments/ping.yaml:2:5'],
  );
});
