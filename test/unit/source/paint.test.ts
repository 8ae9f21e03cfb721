import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Chalk } from 'chalk';
import { painter } from '../../../src/source/paint.js';

// paint.ts replaced chalk (a start no longer loads it): it must write the bytes chalk wrote, coloured
// (chalk's level 1, what a TTY got) and plain (level 0), for every style and chain the reports use.
const texts = [
  '',
  'plain',
  '✓ e-01 the tool answers',
  'two\nlines',
  'crlf\r\nline\nand more\n',
  '\n',
  'inner \u001b[39mclose',
  'inner \u001b[22mbold close\u001b[22m twice',
  'both \u001b[39m\u001b[22m closes\nand a line',
  'already \u001b[31mred\u001b[39m inside',
];

type Chain = (p: ReturnType<typeof painter> | InstanceType<typeof Chalk>) => (text: string) => string;
const chains: Record<string, Chain> = {
  red: (p) => p.red,
  green: (p) => p.green,
  yellow: (p) => p.yellow,
  magenta: (p) => p.magenta,
  gray: (p) => p.gray,
  bold: (p) => p.bold,
  'red.bold': (p) => p.red.bold,
  'yellow.bold': (p) => p.yellow.bold,
  'magenta.bold': (p) => p.magenta.bold,
};

for (const color of [true, false]) {
  test(`paint writes what chalk wrote at level ${color ? 1 : 0}, for every style and chain the reports use`, () => {
    const chalk = new Chalk({ level: color ? 1 : 0 });
    const paint = painter(color);
    for (const [name, chain] of Object.entries(chains))
      for (const text of texts) assert.equal(chain(paint)(text), chain(chalk)(text), `${name}(${JSON.stringify(text)})`);
  });
}

test('a coloured style opens before the text and closes after it; plain is the text itself', () => {
  assert.equal(painter(true).red('x'), '\u001b[31mx\u001b[39m');
  assert.equal(painter(true).red.bold('x'), '\u001b[31m\u001b[1mx\u001b[22m\u001b[39m');
  assert.equal(painter(false).red.bold('x'), 'x');
});
