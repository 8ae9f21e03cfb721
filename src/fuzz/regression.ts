/**
 * A failing case, shrunk, written back as an ordinary scenario document: `wirecase validate` accepts
 * it and `wirecase run <file> --base-url URL` runs it. Its request is the case's call, its expectation
 * the oracle's, its requirement the quoted sentence; it fails while the server breaks the sentence and
 * passes once the server is fixed.
 */
import { stringify } from 'yaml';
import type { Requirement } from '../model/results.js';
import type { Args } from '../schema-sampler/context.js';
import { type Era, LEGACY } from './connection.js';
import type { Tool } from './plan.js';
import { ORACLES, type OracleName } from './sentences.js';

export interface RegressionInput {
  tool: Tool;
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

/** A test ID made of the tool and oracle names (letters, digits, `.`, `_`, `-`). */
export function regressionId(tool: string, oracle: OracleName): string {
  return `fuzz-${tool.replace(/[^A-Za-z0-9_.-]+/g, '_')}-${oracle}`;
}

export function regressionDocument(input: RegressionInput): Regression {
  const info = ORACLES[input.oracle];
  const requirement: Requirement | undefined = info.requirement?.[input.era];
  const id = regressionId(input.tool.name, input.oracle);
  const headers = input.token ? { headers: { Authorization: 'Bearer {{ token }}' } } : {};
  const call = { method: 'tools/call', params: { name: input.tool.name, arguments: input.arguments }, ...headers };
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
  if (input.oracle !== 'input-validation' && input.oracle !== 'schema-honest') return [];
  const name = quoted(input.tool.name);
  return [
    {
      name: `the inputSchema of ${input.tool.name} is the one the case was built from`,
      guard: `the inputSchema of ${input.tool.name} changed since the fuzz run: run wirecase fuzz again`,
      rpc: { method: 'tools/list', params: {}, paginate: true, ...headers },
      expect: { json: { [`$.result.tools[?(@.name == '${name}')].inputSchema`]: { equals: [input.tool.inputSchema ?? null] } } },
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
  const name = `tools/call ${input.tool.name} with ${input.label}`;
  switch (input.oracle) {
    case 'schema-valid':
      return [
        {
          name: `the schemas of ${input.tool.name} are valid JSON Schema 2020-12`,
          rpc: { method: 'tools/list', params: {}, paginate: true, ...headers },
          expect: { json: { [`$.result.tools[?(@.name == '${quoted(input.tool.name)}')]`]: { each: { schema: TOOL_SCHEMAS } } } },
        },
      ];
    case 'input-validation':
      // A tool error or a protocol error both refuse; the spec does not choose between them here.
      return [{ name, rpc: call, expect: { body: { matches: '"error"\\s*:\\s*\\{|"isError"\\s*:\\s*true' } } }];
    case 'output-schema':
      return [
        {
          name,
          rpc: call,
          expect: {
            status: 200,
            json: { '$.result.isError': { not: { equals: true } }, '$.result.structuredContent': { schema: input.tool.outputSchema as object } },
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
