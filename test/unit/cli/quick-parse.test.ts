import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMMAND_SPECS, camelCase } from '../../../src/cli/command-table.js';
import { parseWithYargs } from '../../../src/cli/main.js';
import { quickParse } from '../../../src/cli/quick-parse.js';

/** What a command reads: every option of its table entry (camelCase) and its positional. */
async function both(line: string[]): Promise<{ quick: Record<string, unknown>; yargs: Record<string, unknown> }> {
  const quick = quickParse(line);
  assert.ok(quick, `the quick reader takes: ${line.join(' ')}`);
  const viaYargs = await parseWithYargs(line);
  assert.ok(viaYargs);
  assert.equal(quick.command, viaYargs.command);
  const spec = COMMAND_SPECS.find((c) => c.name === quick.command)!;
  const keys = [...Object.keys(spec.options).map(camelCase), ...(spec.positional ? [spec.positional.name] : [])];
  const pick = (args: object) => Object.fromEntries(keys.map((k) => [k, (args as Record<string, unknown>)[k]]));
  return { quick: pick(quick.args), yargs: pick(viaYargs.args) };
}

const wellFormed = [
  'run',
  'run scenarios/examples',
  'run a.yaml b.yaml --reporter json --reporter junit',
  'run --reporter console,json --out reports scenarios/examples',
  'run scenarios --base-url http://127.0.0.1:3000 --var a=1 --var b=x=y --env-file e.env',
  'run --concurrency 4 --timeout 2500 --bail --verbose',
  'run --concurrency=3 --shard 2/3 --durations r.json --strict-catalog',
  'run --id apps-01 --id apps-0* --tag smoke --grep hello',
  'run --expected-failures known.yaml --strict-baseline --report-body-size 1MiB --wire-schema s.json',
  'run --strict scenarios/examples',
  'run --strict --strict-catalog --expected-failures known.yaml --strict-baseline',
  'run a.yaml --no-cache',
  'run --no-bail --no-cache --reporter console',
  'validate --no-cache scenarios',
  'list --no-cache --json',
  'coverage --no-cache',
  'validate',
  'validate a.yaml --var x=1',
  'list scenarios --json --tag t',
  'report --from a/results.json --from b/results.json --reporter markdown,html --catalog c.yaml',
  'report --from a/results.json --strict --expected-failures known.yaml',
  'coverage scenarios --json --catalog c.yaml --strict-catalog',
  'record --url http://127.0.0.1:1/mcp --rpc tools/list --params {} --revision 2026-07-28 --header "A: b" --out x.yaml',
  'init',
  'init my-tests',
  'serve scripted --port 0',
  'serve demo --host 127.0.0.1',
];

for (const text of wellFormed) {
  test(`both readers agree: wirecase ${text}`, async () => {
    const line = text.match(/"[^"]*"|\S+/g)!.map((t) => t.replace(/^"|"$/g, ''));
    const { quick, yargs } = await both(line);
    assert.deepEqual(quick, yargs);
  });
}

test('anything unusual is left to yargs (help, errors, negations of what is not a boolean option, repeats, missing values)', () => {
  for (const text of [
    '',
    'nope',
    'run --help',
    'run --version',
    'run --colour',
    'run --no-colour',
    'run --no-out',
    'run --no-bail --bail',
    'run --no-cache --no-cache',
    'report --no-cache',
    'run -- a.yaml',
    'run --concurrency',
    'run --concurrency four',
    'run --out a --out b',
    'run --reporter json scenarios/examples',
    'run --var a=1 b.yaml',
    'report',
    'record',
    'serve',
    'serve nginx',
    'init a b',
    'report extra.json --from r.json',
    'run --bail=yes',
    'run -h',
  ]) {
    assert.equal(quickParse(text ? text.split(' ') : []), undefined, `left to yargs: wirecase ${text}`);
  }
});

test('defaults are copies: a command that changes its arguments cannot change the next run', () => {
  const first = quickParse(['run']);
  assert.equal(first?.command, 'run');
  if (first?.command === 'run') first.args.paths.push('changed');
  const again = quickParse(['run']);
  assert.deepEqual(again?.command === 'run' && again.args.paths, ['scenarios/']);
});
