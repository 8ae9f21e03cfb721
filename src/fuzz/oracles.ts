/**
 * The oracles: what one answer (or the answers of one tool) breaks, each finding named after the
 * sentence it reads (sentences.ts). Pure functions over the answers.
 */
import { metaSchema2020 } from '../assert/generated/meta-schema-validator.js';
import { preview } from '../model/json-values.js';
import { validatesWithin } from '../schema-sampler/index.js';
import { coercions } from './coercion.js';
import type { Answer } from './connection.js';
import type { FuzzCase, Tool } from './plan.js';
import { ORACLES, type OracleName } from './sentences.js';

export interface Finding {
  oracle: OracleName;
  /** `unjudged`: the check could not be made (a schema whose validation passed its time bound). */
  verdict: 'fail' | 'warn' | 'note' | 'unjudged';
  message: string;
}

/** What an answer to tools/call was, as the oracles read it. */
export type AnswerKind = 'no-answer' | 'http-error' | 'not-json-rpc' | 'protocol-error' | 'tool-error' | 'success';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function kindOf(answer: Answer): AnswerKind {
  if (answer.status === undefined) return 'no-answer';
  const message = answer.message;
  if (!message) return answer.status >= 400 ? 'http-error' : 'not-json-rpc';
  if ('error' in message) return 'protocol-error';
  return isObject(message.result) && message.result.isError === true ? 'tool-error' : 'success';
}

const finding = (oracle: OracleName, message: string): Finding => ({ oracle, verdict: ORACLES[oracle].verdict, message });

/** The oracles one case's answer is judged by: the wire, input validation, the output schema, an honest schema. */
export function judgeCase(c: FuzzCase, answer: Answer, tool: Tool): Finding[] {
  const kind = kindOf(answer);
  const out: Finding[] = [];
  const wire = wireProblem(answer, kind);
  if (wire) out.push(finding('json-rpc', wire));
  const error = answer.message?.error as { code?: unknown; message?: unknown } | undefined;
  if (c.kind === 'invalid' && kind === 'success') out.push(acceptedInvalid(c));
  if (c.kind === 'invalid' && kind === 'protocol-error') {
    out.push(
      finding(
        'error-split',
        `${c.label}: answered as a protocol error ${String(error?.code)} (the tools page lists input validation errors among tool execution errors, with no keyword)`,
      ),
    );
  }
  if (c.kind === 'valid' && kind === 'success' && tool.outputSchema !== undefined) {
    const problem = outputProblem(answer, tool.outputSchema);
    if (typeof problem === 'string') out.push(finding('output-schema', `${c.label}: ${problem}`));
    else if (problem) out.push({ oracle: 'output-schema', verdict: 'unjudged', message: `${c.label}: ${problem.unjudged}` });
  }
  if (c.kind === 'valid' && kind === 'protocol-error' && error?.code === -32602) {
    out.push(finding('schema-honest', `${c.label}: valid against the inputSchema, refused as invalid params (${String(error.message)})`));
  }
  return out;
}

/**
 * An invalid input run as a success. An extra property the schema forbids (`additionalProperties:
 * false`) is only a warning: several SDKs validate by dropping what they do not know (zod's default),
 * which is validation of a kind, so the sentence does not settle it; the published schema still
 * promises a refusal the server does not give.
 */
function acceptedInvalid(c: FuzzCase): Finding {
  if (c.keyword === 'additionalProperties')
    return {
      oracle: 'input-validation',
      verdict: 'warn',
      message: `${c.label}: answered as a success: the extra property was taken without complaint, though the inputSchema forbids it (dropping it unread is how several SDKs validate, so this warns)`,
    };
  return finding('input-validation', `${c.label}: answered as a success (no isError, no JSON-RPC error), so the input was not validated`);
}

/**
 * The values a schema names outright (null allowed, a number at a bound or step, an `enum` value, the
 * author's default or example): a tool error there says the schema promises what the tool does not
 * take. A tool error on any other value (a path that does not exist, a string of the right length)
 * is the tool's own business, and not judged.
 */
const SCHEMA_EDGES = new Set(['nullable', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'enum', 'const', 'default', 'examples']);

/**
 * The tool-wide oracles: its valid cases refused as a tool error while others of its valid cases
 * succeed (the schema takes more than the tool does), and the arguments its answers show were
 * silently coerced (coercion.ts): an invalid one run as a coerced value fails the input-validation
 * MUST; a valid one is a note, as no keyword says a valid argument runs as given.
 */
export function judgeTool(outcomes: ReadonlyArray<{ case: FuzzCase; answer: Answer }>, tool?: Tool): Array<{ case: FuzzCase; finding: Finding }> {
  return [...refusedValid(outcomes), ...coerced(outcomes, tool)];
}

function coerced(outcomes: ReadonlyArray<{ case: FuzzCase; answer: Answer }>, tool: Tool | undefined): Array<{ case: FuzzCase; finding: Finding }> {
  const schema = tool?.inputSchema;
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  return coercions(outcomes, properties).map((c) => {
    const shown = `answered as a success that shows ${c.argument} ${c.how} to ${preview(c.ranAs)}: the answer to ${c.proof.label}, with ${preview(c.proof.arguments[c.argument])} read as ${preview(c.ranAs)}, is exactly this answer`;
    return {
      case: c.case,
      finding:
        c.case.kind === 'invalid'
          ? finding('coercion', `${c.case.label}: ${shown}; the argument breaks the inputSchema and was coerced instead of refused`)
          : {
              oracle: 'coercion' as const,
              verdict: 'note' as const,
              message: `${c.case.label}: ${shown} (the argument was valid, and no BCP 14 keyword says a valid argument runs as given: a note)`,
            },
    };
  });
}

function refusedValid(outcomes: ReadonlyArray<{ case: FuzzCase; answer: Answer }>): Array<{ case: FuzzCase; finding: Finding }> {
  const valid = outcomes.filter((o) => o.case.kind === 'valid');
  if (!valid.some((o) => kindOf(o.answer) === 'success')) return [];
  return valid
    .filter((o) => kindOf(o.answer) === 'tool-error' && SCHEMA_EDGES.has(o.case.keyword))
    .map((o) => ({
      case: o.case,
      finding: finding(
        'schema-honest',
        `${o.case.label}: valid against the inputSchema, refused as a tool error (${toolErrorText(o.answer)}) while other valid arguments succeed`,
      ),
    }));
}

/** The liveness check after a case: undefined when the server still answers. */
export function judgeAlive(c: FuzzCase, alive: Answer): Finding | undefined {
  const kind = kindOf(alive);
  if (kind === 'success') return undefined;
  const why = alive.failure ?? `HTTP ${alive.status}${alive.message?.error ? ` with error ${preview(alive.message.error)}` : ''}`;
  return finding('alive', `after ${c.label}, ${alive.method} no longer answers: ${why}`);
}

/** An idempotentHint tool's two answers to the same arguments differ. */
export function judgeIdempotent(c: FuzzCase, first: Answer, second: Answer): Finding | undefined {
  const a = JSON.stringify(first.message?.result ?? first.message?.error ?? null);
  const b = JSON.stringify(second.message?.result ?? second.message?.error ?? null);
  return a === b
    ? undefined
    : finding('idempotent', `${c.label}: the tool says idempotentHint, and two calls answered differently (${preview(a)} then ${preview(b)})`);
}

function toolErrorText(answer: Answer): string {
  const content = isObject(answer.message?.result) ? answer.message.result.content : undefined;
  const text = Array.isArray(content) ? content.find((b) => isObject(b) && typeof b.text === 'string') : undefined;
  return text ? preview((text as { text: string }).text) : 'isError: true';
}

/** What makes an answer no JSON-RPC 2.0 response to the request, or its result no CallToolResult; undefined when nothing. */
export function wireProblem(answer: Answer, kind: AnswerKind): string | undefined {
  if (kind === 'not-json-rpc') return `HTTP ${answer.status} with no JSON-RPC response in the body: ${preview(answer.body)}`;
  const m = answer.message;
  if (!m) return undefined;
  if (m.jsonrpc !== '2.0') return `jsonrpc is ${preview(m.jsonrpc)}, not "2.0"`;
  if (m.id !== answer.id) return `the response's id ${preview(m.id)} is not the request's ${answer.id}`;
  if ('result' in m && 'error' in m) return 'the response has both result and error';
  if ('error' in m) {
    const e = m.error;
    return isObject(e) && Number.isInteger(e.code) && typeof e.message === 'string'
      ? undefined
      : `the error ${preview(e)} lacks an integer code or a string message`;
  }
  return answer.method === 'tools/call' ? callResultProblem(m.result) : undefined;
}

function callResultProblem(result: unknown): string | undefined {
  if (!isObject(result)) return `the result ${preview(result)} is not an object`;
  if (!Array.isArray(result.content)) return `the CallToolResult has no content array: ${preview(result)}`;
  const bad = result.content.find((b) => !isObject(b) || typeof b.type !== 'string');
  if (bad !== undefined) return `a content block ${preview(bad)} has no type`;
  if ('isError' in result && typeof result.isError !== 'boolean') return `isError is ${preview(result.isError)}, not a boolean`;
  if ('structuredContent' in result && !isObject(result.structuredContent)) return `structuredContent is ${preview(result.structuredContent)}, not an object`;
  return undefined;
}

/** What breaks the output schema; `unjudged` when validating it did not finish within its bound. */
function outputProblem(answer: Answer, outputSchema: unknown): string | { unjudged: string } | undefined {
  const result = answer.message?.result as Record<string, unknown>;
  if (!('structuredContent' in result)) return 'the tool declares an outputSchema and its success carries no structuredContent';
  const verdict = validatesWithin(outputSchema, result.structuredContent);
  if (verdict === 'exceeded') {
    return {
      unjudged: `validating structuredContent against the outputSchema did not finish within its bound (a pattern in the schema that backtracks, or a very large schema), so it could not be judged`,
    };
  }
  return verdict === false ? `structuredContent ${preview(result.structuredContent)} does not validate against the outputSchema` : undefined;
}

const META_2020 = 'https://json-schema.org/draft/2020-12/schema';
const metaCheck = metaSchema2020 as ((schema: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string }> | null };

/**
 * The tool's published schemas against the JSON Schema 2020-12 meta-schema (the default dialect; a
 * schema that declares another `$schema` is not judged here). `inputSchema` must be there; an
 * `outputSchema` is checked when given.
 */
export function judgeSchemas(tool: Tool): Finding | undefined {
  for (const key of ['inputSchema', 'outputSchema'] as const) {
    const schema = tool[key];
    if (schema === undefined && key === 'outputSchema') continue;
    if (!isObject(schema)) return finding('schema-valid', `${key} is ${preview(schema)}, not a JSON Schema object`);
    if (schema.$schema !== undefined && schema.$schema !== META_2020) continue;
    if (!metaCheck(schema)) {
      const problems = (metaCheck.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
      return finding('schema-valid', `${key} is not valid JSON Schema 2020-12: ${problems.join('; ')}`);
    }
  }
  return undefined;
}
