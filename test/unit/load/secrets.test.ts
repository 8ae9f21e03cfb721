import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { loadProject } from '../../../src/load/load-project.js';
import { TempProject } from '../../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

/** Loads one folder of the temp project; the diagnostics as `code file:line:col message | hint`. */
async function problems(folder: string, extraVarNames: string[] = []): Promise<string[]> {
  const loaded = await loadProject({ paths: [folder], cwd: project.dir, extraVarNames });
  return loaded.diagnostics.map((d) => `${d.code} ${d.span?.file}:${d.span?.line}:${d.span?.col} ${d.message} | ${d.hint ?? ''}`);
}

const steps = `steps:
  - request: { url: /login, headers: { X-Pin: "{{ pin }}" } }
    capture: { session_key: $.key }
  - vars: { masked_pin: "{{ pin }}-x" }
    request: { url: "/use?k={{ session_key }}&p={{ masked_pin }}" }
    sendOnly: true
`;

test('a document `secrets:` may name its vars, suite vars, --var names, captures of any step and step vars', async () => {
  project.write('ok/suite.yaml', 'vars:\n  pin: ""\nsecrets: [pin]\n');
  project.write('ok/a.yaml', `id: ok-01\ntitle: t\nvars:\n  user_email: a@b.c\nsecrets: [pin, user_email, session_key, masked_pin, given]\n${steps}`);
  assert.deepEqual(await problems('ok', ['given']), []);
});

test('a typo in a document `secrets:` is a located UNDEFINED_VARIABLE with did-you-mean', async () => {
  project.write('doc-typo/a.yaml', `id: typo-01\ntitle: t\nvars:\n  pin: "1234"\nsecrets: [pin, sesion_key]\n${steps}`);
  assert.deepEqual(await problems('doc-typo'), [
    'UNDEFINED_VARIABLE doc-typo/a.yaml:5:16 `secrets` names `sesion_key`, which is not a variable here | did you mean `session_key`?',
  ]);
});

test('a document `secrets:` name nothing defines is reported too, with what to list instead', async () => {
  project.write('doc-unknown/a.yaml', `id: unknown-01\ntitle: t\nvars:\n  pin: "1234"\nsecrets: [zzzzzzzz]\n${steps}`);
  const [problem, ...rest] = await problems('doc-unknown');
  assert.deepEqual(rest, []);
  assert.match(problem!, /^UNDEFINED_VARIABLE doc-unknown\/a\.yaml:5:11 `secrets` names `zzzzzzzz`.* \| list the name of a variable/);
});

test('a typo in a suite `secrets:` is a located UNDEFINED_VARIABLE in suite.yaml with did-you-mean', async () => {
  project.write('suite-typo/suite.yaml', 'vars:\n  pin: ""\nsecrets: [pin, sesion_key]\n');
  project.write('suite-typo/a.yaml', `id: st-01\ntitle: t\n${steps}`);
  assert.deepEqual(await problems('suite-typo'), [
    'UNDEFINED_VARIABLE suite-typo/suite.yaml:3:16 `secrets` names `sesion_key`, which is not a variable here | did you mean `session_key`?',
  ]);
});

test("a suite `secrets:` may name a document's capture; a name like no known one may be a document's not in this run", async () => {
  project.write('suite-ok/suite.yaml', 'vars:\n  pin: ""\nsecrets: [pin, session_key, webhook_signature]\n');
  project.write('suite-ok/a.yaml', `id: so-01\ntitle: t\n${steps}`);
  assert.deepEqual(await problems('suite-ok'), []);
});
