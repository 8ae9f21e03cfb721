import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { schemaLink } from '../../../src/source/schema-link.js';
import { repoRoot } from '../../helpers/paths.js';
import { TempProject } from '../../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

test("in a project that installs wirecase, the link is the nearest node_modules/wirecase's schema, relative to the folder", () => {
  mkdirSync(path.join(project.dir, 'app', 'node_modules'), { recursive: true });
  symlinkSync(repoRoot, path.join(project.dir, 'app', 'node_modules', 'wirecase'), 'dir');
  const link = schemaLink(path.join(project.dir, 'app', 'tests', 'deep'), 'suite.schema.json');
  assert.equal(link.kind, 'dependency');
  assert.equal(link.link, '../../node_modules/wirecase/schemas/suite.schema.json');
  assert.equal(link.file, path.join(project.dir, 'app', 'node_modules', 'wirecase', 'schemas', 'suite.schema.json'));
});

test("inside wirecase's own folder, the link is relative to its schemas/", () => {
  const link = schemaLink(path.join(repoRoot, 'scenarios', 'examples'), 'scenario.schema.json');
  assert.equal(link.kind, 'checkout');
  assert.equal(link.link, '../../schemas/scenario.schema.json');
});

test("elsewhere (a global install, npx), the link is this wirecase's schema, and says it will not survive a move", () => {
  const link = schemaLink(path.join(project.dir, 'loose'), 'scenario.schema.json');
  assert.equal(link.kind, 'local');
  assert.equal(path.resolve(project.dir, 'loose', link.link), path.join(repoRoot, 'schemas', 'scenario.schema.json'));
});
