/**
 * A failing case, shrunk, written back as an ordinary scenario document: `wirecase validate` accepts
 * it and `wirecase run <file> --base-url URL` runs it. Its request is the case's call, its expectation
 * the oracle's, its requirement the quoted sentence; it fails while the server breaks the sentence and
 * passes once the server is fixed.
 */
import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import type { Requirement } from '../model/results.js';
import type { Args } from '../schema-sampler/context.js';
import { literalDeep, literalText } from '../template/literal.js';
import { type Era, LEGACY } from './connection.js';
import type { Tool } from './plan.js';
import { ORACLES, type OracleName } from './sentences.js';

export interface RegressionInput {
  tool: Tool;
  /** The tool's stem in test IDs and file names (`toolStems`). */
  stem: string;
  oracle: OracleName;
  era: Era;
  arguments: Args;
  /** What the case was and what the server did. */
  label: string;
  message: string;
  seed: number;
  /** True when the run sent `Authorization: Bearer {{ token }}`. */
  token: boolean;
}

export interface Regression {
  id: string;
  /** The file name under `<out>/regressions/`. */
  file: string;
  text: string;
}

/** A tool name kept as it is in test IDs and file names: short, and only letters, digits, `.`, `_` and single `-`. */
const SAFE_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9_.]|-(?!-)){0,47}$/;
const SLUG_LENGTH = 40;

/**
 * Each tool's stem in test IDs and regression file names, by the server's order: the name itself when
 * it is safe (SAFE_NAME), else a slug of it (other characters `_`, at most 40 of them) and `--` and 10
 * hex digits of the name's SHA-256. A kept name never holds `--`, so no kept stem equals a hashed one;
 * a stem another tool took already (the same name listed twice, or two names that differ only in case,
 * which name one file where case is ignored) gets `-2`, `-3`, …. So stems never collide, never leave
 * the regressions folder (no `/`, `\`, `..` at the start, nor a leading dot) and never pass 60 characters.
 */
export function toolStems(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = SAFE_NAME.test(name) ? name : hashedStem(name);
    let stem = base;
    for (let n = 2; taken.has(stem.toLowerCase()); n++) stem = `${base}-${n}`;
    taken.add(stem.toLowerCase());
    return stem;
  });
}

function hashedStem(name: string): string {
  const slug = name
    .replace(/[^A-Za-z0-9_.]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, SLUG_LENGTH)
    .replace(/[._]+$/, '');
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 10);
  return `${slug || 'tool'}--${hash}`;
}

/** A test ID made of the tool's stem (`toolStems`) and the oracle's name. */
export function regressionId(stem: string, oracle: OracleName): string {
  return `fuzz-${stem}-${oracle}`;
}

export function regressionDocument(input: RegressionInput): Regression {
  const info = ORACLES[input.oracle];
  const requirement: Requirement | undefined = info.requirement?.[input.era];
  const id = regressionId(input.stem, input.oracle);
  const headers = input.token ? { headers: { Authorization: 'Bearer {{ token }}' } } : {};
  // Everything the server said is data: written so that the loader renders it back to itself (literal.ts).
  const call = { method: 'tools/call', params: { name: literalText(input.tool.name), arguments: literalDeep(input.arguments) }, ...headers };
  const doc: Record<string, unknown> = {
    id,
    title: `${input.tool.name}: ${info.title}`,
    description: `Found by \`wirecase fuzz --seed ${input.seed}\` (shrunk): ${input.label}.\nWhat the server did: ${input.message}`,
    level: requirement?.level === 'MUST' ? 'required' : 'recommended',
    ...(requirement ? { requirements: [requirement] } : {}),
    tags: ['fuzz', 'regression'],
    mcp: { revision: input.era },
    steps: [...handshake(input.era, headers), ...schemaGuard(input, headers), ...oracleSteps(input, call, headers)],
  };
  // The title and description are never rendered as templates: they keep the server's text as it is.
  const header = `# A regression test written by \`wirecase fuzz\`. Run it with:\n#   wirecase run ${id}.yaml --base-url <the MCP endpoint>${input.token ? ' --var token=<access token>' : ''}\n`;
  return { id, file: `${id}.yaml`, text: header + stringify(doc, { lineWidth: 0 }) };
}

/** The 2025-era handshake (as scenarios/mcp-2025-11-25/fragments/handshake.yaml), inline so the document stands alone. */
function handshake(era: Era, headers: object): unknown[] {
  if (era !== LEGACY) return [];
  return [
    { name: 'initialize', rpc: { method: 'initialize', params: {}, ...headers }, expect: { json: { '$.result.protocolVersion': { exists: true } } } },
    {
      name: 'notifications/initialized',
      rpc: { method: 'notifications/initialized', notification: true, ...headers },
      expect: { status: '2xx', body: { type: 'string' } },
    },
  ];
}

/**
 * Whether a case's arguments keep or break the schema depends on the inputSchema the server published:
 * a guard makes the document not applicable (rather than wrong) once the schema changes, as it may
 * when the fix is to the schema itself.
 */
function schemaGuard(input: RegressionInput, headers: object): unknown[] {
  if (input.oracle !== 'input-validation' && input.oracle !== 'coercion' && input.oracle !== 'schema-honest') return [];
  const name = literalText(input.tool.name);
  return [
    {
      name: `the inputSchema of ${name} is the one the case was built from`,
      guard: `the inputSchema of ${name} changed since the fuzz run: run wirecase fuzz again`,
      rpc: { method: 'tools/list', params: {}, paginate: true, ...headers },
      expect: {
        json: {
          [literalText(`$.result.tools[?(@.name == '${quoted(input.tool.name)}')].inputSchema`)]: { equals: [literalDeep(input.tool.inputSchema ?? null)] },
        },
      },
    },
  ];
}

/** A name inside a single-quoted JSONPath string. */
const quoted = (name: string): string => name.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/** A tool whose inputSchema (and outputSchema, when given) is valid against the 2020-12 meta-schema. */
const META = { $ref: 'https://json-schema.org/draft/2020-12/schema' };
const TOOL_SCHEMAS = {
  type: 'object',
  required: ['inputSchema'],
  properties: { inputSchema: { type: 'object', allOf: [META] }, outputSchema: { type: 'object', allOf: [META] } },
};

/** A JSON-RPC 2.0 response whose result, if any, is a CallToolResult (what the `json-rpc` oracle reads). */
const CALL_RESPONSE = {
  type: 'object',
  required: ['jsonrpc'],
  properties: {
    jsonrpc: { const: '2.0' },
    error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'integer' }, message: { type: 'string' } } },
    result: {
      type: 'object',
      required: ['content'],
      properties: {
        content: { type: 'array', items: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } } },
        isError: { type: 'boolean' },
        structuredContent: { type: 'object' },
      },
    },
  },
  oneOf: [{ required: ['result'] }, { required: ['error'] }],
};

function oracleSteps(input: RegressionInput, call: Record<string, unknown>, headers: object): unknown[] {
  const name = literalText(`tools/call ${input.tool.name} with ${input.label}`);
  switch (input.oracle) {
    case 'schema-valid':
      return [
        {
          name: `the schemas of ${literalText(input.tool.name)} are valid JSON Schema 2020-12`,
          rpc: { method: 'tools/list', params: {}, paginate: true, ...headers },
          expect: { json: { [literalText(`$.result.tools[?(@.name == '${quoted(input.tool.name)}')]`)]: { each: { schema: TOOL_SCHEMAS } } } },
        },
      ];
    case 'input-validation':
    case 'coercion':
      // A tool error or a protocol error both refuse; the spec does not choose between them here
      // (a coercion fails only for an argument that breaks the inputSchema: it is refused once fixed).
      return [{ name, rpc: call, expect: { body: { matches: '"error"\\s*:\\s*\\{|"isError"\\s*:\\s*true' } } }];
    case 'output-schema':
      return [
        {
          name,
          rpc: call,
          expect: {
            status: 200,
            json: { '$.result.isError': { not: { equals: true } }, '$.result.structuredContent': { schema: literalDeep(input.tool.outputSchema) as object } },
          },
        },
      ];
    case 'json-rpc':
      // The id is given, so the document can check the response answers it.
      return [{ name, rpc: { ...call, id: 1 }, expect: { json: { $: { schema: CALL_RESPONSE }, '$.id': { equals: 1 } } } }];
    case 'alive': {
      const check = input.era === LEGACY ? { method: 'ping', params: {} } : { method: 'server/discover', params: {} };
      return [
        { name, rpc: call, sendOnly: true },
        { name: `${check.method} still answers`, rpc: { ...check, ...headers }, expect: { status: 200, json: { '$.result': { type: 'object' } } } },
      ];
    }
    default:
      // schema-honest (and the notes): arguments valid against the schema are taken.
      return [
        {
          name,
          rpc: call,
          expect: { status: 200, json: { '$.error': { absent: true }, '$.result.isError': { not: { equals: true } } } },
        },
      ];
  }
}
