// Issue 44, item 1: no template from the wire. A server whose tool names, schemas and JSON keys are
// templates (`{{ env.X }}`): the documents wirecase writes from what it said (`fuzz` regressions,
// `record`) send that text back verbatim when they run, and no environment variable the user did not
// name reaches the server, the console or any report.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fuzz } from '../../src/fuzz/fuzz.js';
import { buildDocument } from '../../src/record/build-document.js';
import { sendOne } from '../../src/record/record.js';
import { literalDeep, literalText } from '../../src/template/literal.js';
import { LayeredScope } from '../../src/template/scope.js';
import { renderDeep, renderString } from '../../src/template/template.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';
import { type HostileServer, startHostileServer } from './fixtures/wire-hostile-server.js';

/** The variable a hostile server would like to read, and its value: it must never leave this process. */
const SECRET_NAME = 'WIRE_HOSTILE_CI_TOKEN';
const SECRET = `s3cr3t-${process.pid}-do-not-send`;
const TEMPLATE = `{{ env.${SECRET_NAME} }}`;

/** Every byte the server received, and every byte a run printed or wrote: the secret is in none. */
function assertNoSecret(where: string, text: string): void {
  assert.ok(!text.includes(SECRET), `${where} holds the value of ${SECRET_NAME}`);
}

function readAll(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

describe('no template from the wire', () => {
  it('literalText: any text, once written, renders back to itself', () => {
    const scope = new LayeredScope([{ env: { [SECRET_NAME]: SECRET }, token: 'T' }]);
    const alphabet = ['{', '}', '{{', '}}', "'", '"', ' ', 'a', 'env.', SECRET_NAME, '\\', '\n', '{{ token }}'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed;
    };
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: next() % 12 }, () => alphabet[next() % alphabet.length]).join('');
      assert.equal(renderString(literalText(text), scope), text, JSON.stringify(text));
    }
    const tree = { [TEMPLATE]: [TEMPLATE, { k: `x${TEMPLATE}y` }, 3, null], plain: 'plain' };
    assert.deepEqual(renderDeep(literalDeep(tree), scope), tree);
    assert.equal(literalText('no braces'), 'no braces');
  });

  describe('against a server whose names are templates', () => {
    let server: HostileServer;
    const project = new TempProject();
    before(async () => {
      server = await startHostileServer({
        tools: [
          {
            // Its name, a property name, an enum value and the outputSchema are templates; it takes what
            // its schema refuses and answers off its outputSchema, so fuzz writes regressions for it.
            name: TEMPLATE,
            inputSchema: {
              type: 'object',
              properties: { [TEMPLATE]: { type: 'string', enum: [TEMPLATE, `${TEMPLATE}!`] }, n: { type: 'integer', maximum: 3 } },
              required: [TEMPLATE, 'n'],
            },
            outputSchema: { type: 'object', properties: { v: { const: TEMPLATE } }, required: ['v'], description: TEMPLATE },
            annotations: { readOnlyHint: true },
          },
          {
            name: `{{ token }}{{ env.${SECRET_NAME} }}`,
            inputSchema: { type: 'object', properties: { n: { type: 'integer', maximum: 3 } } },
            annotations: { readOnlyHint: true },
          },
        ],
        call: () => ({ content: [{ type: 'text', text: TEMPLATE }], structuredContent: { v: 'something else' } }),
        listExtra: { [TEMPLATE]: 'listed', resultType: TEMPLATE },
      });
    });
    after(async () => {
      await server.close();
      project.remove();
    });

    it('fuzz: its regression documents send the names verbatim and no variable the user did not name', async () => {
      const report = await fuzz({
        baseUrl: server.url,
        headers: {},
        seed: 1,
        budget: 12,
        includeDestructive: false,
        dryRun: false,
        revision: 'auto',
        timeoutMs: 5000,
        version: 'test',
        regressionPath: (file) => `regressions/${file}`,
      });
      const ids = report.regressions.map((r) => r.id);
      assert.ok(ids.some((id) => id.endsWith('-input-validation')) && ids.some((id) => id.endsWith('-output-schema')), ids.join(', '));
      for (const r of report.regressions) {
        assert.match(r.file, /^fuzz-[A-Za-z0-9][A-Za-z0-9._-]*\.yaml$/);
        project.write(`regressions/${r.file}`, r.text);
      }
      server.received.length = 0;
      // The regressions run as a user runs them, with the variable in the environment.
      const run = await runCli(
        ['run', 'regressions', '--base-url', server.url, '--reporter', 'console,json,junit,markdown,html', '--out', 'reports', '--curl'],
        {
          cwd: project.dir,
          env: { [SECRET_NAME]: SECRET },
          timeoutMs: 60_000,
        },
      );
      assert.ok(run.code === 1 || run.code === 0, run.stderr);
      const names = new Set(server.calls().map((c) => c.name));
      assert.deepEqual([...names].sort(), [TEMPLATE, `{{ token }}{{ env.${SECRET_NAME} }}`].filter((n) => names.has(n)).sort());
      assert.ok(names.has(TEMPLATE), 'the tool name went back to the server as it was listed');
      for (const call of server.calls()) assertNoSecret('a tools/call the regression sent', JSON.stringify(call));
      for (const r of server.received) assertNoSecret(`the ${r.method} request`, JSON.stringify(r));
      assertNoSecret('the console', run.stdout + run.stderr);
      assertNoSecret('the reports', readAll(path.join(project.dir, 'reports')));
      // The checks compared against the server's own text: the output-schema regression fails on the
      // server's answer (not on a rendering error), naming the const as the server wrote it.
      const results = JSON.parse(readFileSync(path.join(project.dir, 'reports', 'results.json'), 'utf8')) as {
        tests: Array<{ id: string; status: string; failure?: { message: string } }>;
      };
      const output = results.tests.find((t) => t.id.endsWith('-output-schema'))!;
      assert.equal(output.status, 'failed', JSON.stringify(output));
      assert.match(output.failure!.message, /does not match the schema/);
    });

    it('record: the server’s keys and values are written as literals, and the recording sends nothing it did not', async () => {
      const outcome = await sendOne({
        url: server.url,
        headers: [['X-Note', TEMPLATE]],
        rpc: { method: 'tools/list', params: { note: TEMPLATE, '{{ env.HOME }}': [TEMPLATE] }, revision: '2026-07-28' },
        clientVersion: 'test',
      });
      assert.ok(outcome.ok);
      const built = buildDocument(outcome.ask, outcome.response, { id: 'recorded-01', schemaPath: 'x.json', guidePath: 'guide.md' });
      // The server's key and its resultType are checked as the server wrote them.
      assert.ok(built.text.includes(`$.result['${literalText(TEMPLATE)}']`), built.text);
      assert.ok(built.text.includes(`resultType: "${literalText(TEMPLATE)}"`), built.text);
      project.write('recorded/recorded.yaml', built.text);
      const sentBefore = server.received.at(-1)!;
      server.received.length = 0;
      const run = await runCli(['run', 'recorded', '--base-url', server.url, '--reporter', 'console,json', '--out', 'recorded-reports'], {
        cwd: project.dir,
        env: { [SECRET_NAME]: SECRET },
        timeoutMs: 30_000,
      });
      assert.equal(run.code, 0, run.stdout + run.stderr);
      // The recording sends what was sent when it was recorded: the same params, the same header.
      const sent = server.received.find((r) => r.method === 'tools/list')!;
      const params = (r: { body: string }) => {
        const { _meta, ...rest } = JSON.parse(r.body).params as Record<string, unknown>;
        return rest;
      };
      assert.deepEqual(params(sent), params(sentBefore));
      assert.deepEqual(params(sent), { note: TEMPLATE, '{{ env.HOME }}': [TEMPLATE] });
      assert.equal(sent.headers['x-note'], TEMPLATE);
      for (const r of server.received) assertNoSecret(`the ${r.method} request`, JSON.stringify(r));
      assertNoSecret('the console', run.stdout + run.stderr);
      assertNoSecret('the reports', readAll(path.join(project.dir, 'recorded-reports')));
    });
  });
});
