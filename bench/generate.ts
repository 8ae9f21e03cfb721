/** Writes the scenario documents the benchmark runs, as YAML files in a temporary folder. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One sequential step: GET, status and one JSON check, and (optionally) a capture. */
function simpleStep(route: string, capture: boolean): string {
  return [
    `  - request:`,
    `      url: ${route}`,
    `    expect:`,
    `      status: 200`,
    `      json:`,
    `        $.ok: true`,
    ...(capture ? [`    capture:`, `      n: $.n`] : []),
    '',
  ].join('\n');
}

function document(id: string, title: string, steps: number, route: string, capture: boolean): string {
  let text = `id: ${id}\ntitle: ${title}\ntags: [bench]\nsteps:\n`;
  for (let i = 0; i < steps; i++) text += simpleStep(route, capture);
  return text;
}

/** (a) and (c): one file holding one document of `steps` steps. */
export function writeStepsDocument(dir: string, name: string, steps: number, route: string, capture: boolean): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.yaml`);
  writeFileSync(file, document(name, `${steps} sequential steps`, steps, route, capture));
  return file;
}

/** (b) and (e): `count` files of one document each, `steps` steps per document. */
export function writeDocuments(dir: string, prefix: string, count: number, steps: number, route: string, capture: boolean): string {
  mkdirSync(dir, { recursive: true });
  const width = String(count).length;
  for (let i = 1; i <= count; i++) {
    const id = `${prefix}-${String(i).padStart(width, '0')}`;
    writeFileSync(path.join(dir, `${id}.yaml`), document(id, `document ${i}`, steps, route, capture));
  }
  return dir;
}

/**
 * (d): `count` realistic documents to load and validate — metadata, document variables, templates,
 * headers, a JSON body, several matcher kinds, a capture used by a later step.
 */
export function writeValidationCorpus(dir: string, count: number): string {
  mkdirSync(dir, { recursive: true });
  const width = String(count).length;
  for (let i = 1; i <= count; i++) {
    const id = `val-${String(i).padStart(width, '0')}`;
    const text = `# yaml-language-server: $schema=../../schemas/scenario.schema.json
id: ${id}
title: Generated document ${i} for the load-and-validate benchmark
description: |
  Creates something, reads it back by the captured number, then checks the listing.
spec: [https://example.org/spec#section-${i % 17}]
traces: [M${i % 9}]
tags: [bench, smoke${i % 2 ? ', odd' : ''}]
level: required
vars:
  item: widget-${i}
  price: 0.5
steps:
  - name: create
    request:
      method: POST
      url: /small
      headers:
        X-Trace: "doc-${i}"
        Accept: application/json
      json:
        name: "{{ item }}"
        price: "{{ price }}"
        tags: [blue, small]
    expect:
      status: 200
      headers:
        content-type: { matches: "^application/json" }
      json:
        $.ok: true
        $.n: { type: integer, gte: 0, lt: 1000 }
        $.name: { type: string, not: { equals: "" } }
    capture:
      n: $.n
  - name: read back
    request:
      url: /small
      query: { n: "{{ n }}", page: 2 }
    expect:
      status: [200, 201]
      json:
        $.ok: true
        $.n: "{{ n }}"
  - name: list
    request: { url: /small }
    expect:
      status: 2xx
      body: { contains: "ok" }
`;
    writeFileSync(path.join(dir, `${id}.yaml`), text);
  }
  return dir;
}

/** One step of a token chain: POST the token captured from the previous answer, capture the next. */
const TOKEN_STEP = [
  '  - request:',
  '      method: POST',
  '      url: /token',
  '      json:',
  '        token: "{{ token }}"',
  '    expect:',
  '      status: 200',
  '      json:',
  '        $.ok: true',
  '    capture:',
  '      token: $.token',
  '',
].join('\n');

/**
 * (f): one document of `steps` chained POSTs, each sending the token captured from the previous answer
 * in a JSON body, checking the status and one JSONPath, and capturing the next token.
 */
export function writeTokenChain(dir: string, steps: number): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `chain-${steps}.yaml`);
  let text = `id: chain-${steps}\ntitle: ${steps} chained POSTs\nvars:\n  token: t0\nsteps:\n`;
  for (let i = 0; i < steps; i++) text += TOKEN_STEP;
  writeFileSync(file, text);
  return file;
}

/**
 * (h): a suite folder holding one document of `steps` chained POSTs (a multiple of 1,000), as (f)
 * writes them, built from one fragment of 1,000 steps included `steps / 1000` times: a file may hold
 * at most 4 MiB (about 22,000 such steps), and the fragment is read once, so the figure is the run's.
 */
export function writeIncludedChain(dir: string, steps: number): string {
  const fragment = path.join(dir, 'fragments', 'chain-1000.yaml');
  mkdirSync(path.dirname(fragment), { recursive: true });
  writeFileSync(path.join(dir, 'suite.yaml'), 'name: long-chain\n');
  let text = 'steps:\n';
  for (let i = 0; i < 1000; i++) text += TOKEN_STEP;
  writeFileSync(fragment, text);
  const file = path.join(dir, `included-chain-${steps}.yaml`);
  let doc = `id: included-chain-${steps}\ntitle: ${steps} chained POSTs\nvars:\n  token: t0\nsteps:\n`;
  for (let i = 0; i < steps / 1000; i++) doc += '  - include: fragments/chain-1000.yaml\n';
  writeFileSync(file, doc);
  return file;
}
