import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { displayPath } from '../../../src/source/display-path.js';

const cwd = path.resolve('/work/project');

test('a file inside the working folder is named relative to it, with / separators', () => {
  assert.equal(displayPath(path.join(cwd, 'suites', 'a.yaml'), cwd), 'suites/a.yaml');
  assert.equal(displayPath('suites/a.yaml', cwd), 'suites/a.yaml');
  assert.equal(displayPath('./suites/../b.yaml', cwd), 'b.yaml');
});

test('the working folder itself is `.`', () => {
  assert.equal(displayPath(cwd, cwd), '.');
  assert.equal(displayPath('.', cwd), '.');
});

test('a file outside the working folder is named by its absolute path, never by ../..', () => {
  assert.equal(displayPath('../other/c.yaml', cwd), path.resolve('/work/other/c.yaml').split(path.sep).join('/'));
  assert.equal(displayPath('/etc/x.yaml', cwd), path.resolve('/etc/x.yaml').split(path.sep).join('/'));
  // A sibling whose name starts like the working folder is outside it.
  assert.equal(displayPath('/work/project-b/x.yaml', cwd), path.resolve('/work/project-b/x.yaml').split(path.sep).join('/'));
});

test('a folder named `..something` inside the working folder is still inside', () => {
  assert.equal(displayPath(path.join(cwd, '..hidden', 'x.yaml'), cwd), '..hidden/x.yaml');
});

test('the working folder defaults to the process', () => {
  assert.equal(displayPath(path.join(process.cwd(), 'z.yaml')), 'z.yaml');
});
