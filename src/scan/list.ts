import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { type Diagnostic, UserError } from '../source/diagnostic.js';
import { type Locate, makeLocate } from '../source/locate.js';
import { packageRoot } from '../source/package-root.js';
import { readText } from '../source/read-text.js';
import { schemaDiagnostics } from '../source/schema-diagnostics.js';
import { parseSource, spanAt } from '../source/source-file.js';
import { documentData } from '../source/yaml-data.js';

/**
 * The servers list of `wirecase scan` (schemas/scan-list.schema.json, docs/scan.md), read and checked
 * the way a document is: YAML syntax, the schema, then what the schema cannot say (names unique,
 * `{{ port }}` only where a command gives one, every `{{ env.NAME }}` set), each problem at file:line:col.
 */

/** The bundled server suites a scan runs, in this order. */
export const SCAN_SUITES = ['mcp-2025-11-25', 'mcp-2026-07-28', 'mcp-apps'] as const;
export type ScanSuite = (typeof SCAN_SUITES)[number];

/** One server of the list, as written (templates unrendered: what scan.json and the console show). */
export interface ListedServer {
  name: string;
  url?: string;
  command?: string;
  stdio?: string;
  vars?: Record<string, string | number | boolean>;
  suites?: ScanSuite[];
  ids?: string[];
  timeout?: number;
  startTimeout?: number;
  maxTime?: string | number;
}

export interface ScanList {
  /** Display path of the list file. */
  file: string;
  servers: ListedServer[];
  /** The list's `suites`, the default of each server. */
  suites?: ScanSuite[];
  /** The values of the `{{ env.NAME }}` the list reads, by name: rendered at start, never written out. */
  env: Record<string, string>;
}

let validator: ValidateFunction | undefined;

/** The list schema's validator, compiled at the first use (a scan reads one list). */
async function validateList(): Promise<ValidateFunction> {
  if (validator) return validator;
  const { Ajv2020 } = (await import('ajv/dist/2020.js')) as unknown as { Ajv2020: new (o: object) => { compile(s: object): ValidateFunction } };
  const schema = JSON.parse(readFileSync(path.join(packageRoot, 'schemas', 'scan-list.schema.json'), 'utf8')) as object;
  validator = new Ajv2020({ allErrors: true, verbose: true, strict: false }).compile(schema);
  return validator;
}

/** Reads the list file; every problem is a UserError (exit 2) with located diagnostics. */
export async function readScanList(displayPath: string, absolutePath: string, env: NodeJS.ProcessEnv = process.env): Promise<ScanList> {
  const text = readText(absolutePath, displayPath, { noun: 'servers list' });
  const { list, diagnostics } = await parseScanList(displayPath, text, env);
  if (diagnostics.length || !list) throw new UserError(diagnostics, new Map([[displayPath, text]]));
  return list;
}

export async function parseScanList(
  displayPath: string,
  text: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ list?: ScanList; diagnostics: Diagnostic[] }> {
  const source = parseSource(displayPath, text);
  const doc = source.documents[0];
  if (!doc)
    return {
      diagnostics: [
        { code: 'NO_DOCUMENTS', message: `${displayPath} is empty: a servers list needs \`servers\``, span: { file: displayPath, line: 1, col: 1 } },
      ],
    };
  const read = documentData(source, doc);
  if (!read.ok) return { diagnostics: read.diagnostics };
  if (source.documents.length > 1)
    return {
      diagnostics: [
        {
          code: 'SCHEMA_VIOLATION',
          message: 'a servers list is one YAML document; remove the `---` separators',
          span: spanAt(source, source.documents[1]!.range[0]),
        },
      ],
    };
  const locate = makeLocate(source, doc);
  const validate = await validateList();
  if (!validate(read.data)) {
    const errors = (validate.errors ?? []) as ErrorObject[];
    return { diagnostics: schemaDiagnostics(errors, locate, 'the servers list') };
  }
  const data = read.data as { servers: ListedServer[]; suites?: ScanSuite[] };
  const used: Record<string, string> = {};
  const diagnostics = crossCheck(data.servers, locate, env, used);
  return diagnostics.length
    ? { diagnostics }
    : { list: { file: displayPath, servers: data.servers, ...(data.suites ? { suites: data.suites } : {}), env: used }, diagnostics: [] };
}

const TEMPLATE = /\{\{\s*(port|env\.([A-Za-z_][A-Za-z0-9_]*))\s*\}\}/g;

function crossCheck(servers: ListedServer[], locate: Locate, env: NodeJS.ProcessEnv, used: Record<string, string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const first = new Map<string, number>();
  servers.forEach((s, i) => {
    const before = first.get(s.name);
    if (before !== undefined)
      out.push({
        code: 'SCHEMA_VIOLATION',
        message: `the name \`${s.name}\` is given twice (first at line ${locate(['servers', before, 'name']).line})`,
        span: locate(['servers', i, 'name']),
        hint: 'each server is named once: the name names its folder, report page and badge',
      });
    else first.set(s.name, i);
    const texts: Array<[Array<string | number>, string]> = [
      ...(['url', 'command', 'stdio'] as const).filter((k) => s[k] !== undefined).map((k): [Array<string | number>, string] => [['servers', i, k], s[k]!]),
      ...Object.entries(s.vars ?? {})
        .filter(([, v]) => typeof v === 'string')
        .map(([k, v]): [Array<string | number>, string] => [['servers', i, 'vars', k], v as string]),
    ];
    for (const [at, text] of texts) {
      for (const m of text.matchAll(TEMPLATE)) {
        if (m[1] === 'port' && s.command === undefined)
          out.push({
            code: 'UNDEFINED_VARIABLE',
            message: '`{{ port }}` is the free port a `command` is started on, and this server has no `command`',
            span: locate(at),
            hint: 'give the port itself, or a `command` that starts the server on `{{ port }}`',
          });
        const name = m[2];
        if (name === undefined) continue;
        const value = env[name];
        if (value === undefined)
          out.push({
            code: 'UNDEFINED_VARIABLE',
            message: `\`{{ env.${name} }}\`: the environment variable ${name} is not set`,
            span: locate(at),
            hint: `set it before the scan (export ${name}=...)`,
          });
        else used[name] = value;
      }
    }
    if (s.url !== undefined && !/^https?:\/\//.test(s.url))
      out.push({ code: 'BAD_URL', message: `url must be an http:// or https:// URL, got \`${s.url}\``, span: locate(['servers', i, 'url']) });
  });
  return out;
}

/** A text of the list with its `{{ port }}` and `{{ env.NAME }}` filled in (the values of the environment read at load). */
export function renderListed(text: string, values: { port?: number; env: Record<string, string> }): string {
  return text.replace(TEMPLATE, (whole, _what: string, name: string | undefined) => {
    if (name !== undefined) return values.env[name] ?? whole;
    return values.port === undefined ? whole : String(values.port);
  });
}

/** Every `{{ env.NAME }}` value a server's texts read: masked wherever a scan shows them. */
export function secretValues(list: ScanList): string[] {
  return Object.values(list.env).filter((v) => v.length >= 4);
}
