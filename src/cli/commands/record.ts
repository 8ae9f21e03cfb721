import { lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildDocument } from '../../record/build-document.js';
import { sendOne } from '../../record/record.js';
import { recordingId } from '../../record/recording-id.js';
import { UserError } from '../../source/diagnostic.js';
import { parseJson } from '../../source/json-text.js';
import { packageRoot } from '../../source/package-root.js';
import { schemaLink } from '../../source/schema-link.js';
import { version } from '../../source/version.js';
import type { ArgsOf } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';
import { makeFolder } from '../make-folder.js';

/** `wirecase record`'s arguments, as its row of the command table declares them. */
export type RecordOptions = ArgsOf<'record'>;

const REVISIONS = ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

/** The options that go together, and the JSON ones parsed; a problem is a UserError (exit 2). */
function checkedOptions(options: RecordOptions): { json: unknown; params: unknown } {
  if (options.rpc !== undefined && options.json !== undefined) bad('--rpc builds the JSON-RPC body itself: leave out --json (put the params in --params)');
  if (options.params !== undefined && options.rpc === undefined) bad('--params goes with --rpc METHOD');
  if (options.rpc !== undefined && options.method !== undefined && options.method.toUpperCase() !== 'POST') bad('--rpc always POSTs: leave out --method');
  if (options.revision !== undefined && !REVISIONS.includes(options.revision))
    bad(`--revision ${options.revision} is not an MCP revision wirecase knows (${REVISIONS.join(', ')})`);
  const json = options.json === undefined ? undefined : jsonOption(options.json, '--json');
  const params = options.params === undefined ? undefined : jsonOption(options.params, '--params');
  if (params !== undefined && (params === null || typeof params !== 'object' || Array.isArray(params)))
    bad('--params must be a JSON object, e.g. \'{"name": "echo", "arguments": {"text": "hi"}}\'');
  // lstat, not exists: a symbolic link, even one pointing nowhere, is a name taken (and never written through).
  const taken = options.out === undefined ? undefined : lstatSync(options.out, { throwIfNoEntry: false });
  if (taken)
    bad(
      `${options.out} already exists${taken.isSymbolicLink() ? ' (a symbolic link)' : ''}: wirecase record never overwrites a file (choose another --out, or delete it first)`,
    );
  return { json, params };
}

/**
 * `wirecase record`: send one request, write a ready scenario document from the real response.
 * Credentials never reach the file: they become `{{ variables }}` the document says it needs.
 */
export async function recordCommand(options: RecordOptions): Promise<number> {
  const url = parseUrl(options.url);
  const headers = options.header.map(parseHeader);
  const { json, params } = checkedOptions(options);

  const outcome = await sendOne({
    url: url.toString(),
    ...(options.method !== undefined ? { method: options.method } : {}),
    headers,
    ...(json !== undefined ? { json } : {}),
    ...(options.rpc !== undefined
      ? {
          rpc: {
            method: options.rpc,
            ...(params !== undefined ? { params: params as Record<string, unknown> } : {}),
            revision: options.revision ?? '2026-07-28',
          },
        }
      : {}),
    clientVersion: version,
  });
  if (!outcome.ok) {
    throw new UserError({
      code: 'BAD_ARGUMENT',
      message: `could not record ${url.origin}${url.pathname}: ${outcome.failure.message}`,
      hint: 'is the server running at that address?',
    });
  }

  const guide = path.join(packageRoot, 'docs', 'guide.md');
  const outDir = options.out === undefined ? undefined : path.dirname(path.resolve(options.out));
  const relative = (target: string) => (outDir === undefined ? target : path.relative(outDir, target).split(path.sep).join('/'));
  const built = buildDocument(outcome.ask, outcome.response, {
    id:
      options.id ??
      recordingId(
        { method: outcome.ask.method, url, ...(options.rpc !== undefined ? { rpcMethod: options.rpc } : {}) },
        outDir === undefined ? [] : idsIn(outDir),
      ),
    ...(options.title !== undefined ? { title: options.title } : {}),
    // On stdout the file's folder is unknown: the schema's absolute path.
    schemaPath: outDir === undefined ? path.join(packageRoot, 'schemas', 'scenario.schema.json') : schemaLink(outDir, 'scenario.schema.json').link,
    guidePath: relative(guide),
    ...(options.out !== undefined ? { fileName: path.basename(options.out) } : {}),
  });

  if (options.out === undefined) process.stdout.write(built.text);
  else writeRecording(options.out, built, `${url.origin}`, outcome.response.status);
  return ExitCode.passed;
}

/** Writes the document to `out` (never over a file) and says how to run it, naming what it leaves undefined. */
function writeRecording(out: string, built: ReturnType<typeof buildDocument>, origin: string, status: number): void {
  try {
    makeFolder(path.dirname(path.resolve(out)));
    writeFileSync(out, built.text, { flag: 'wx' });
  } catch (error) {
    bad(`cannot write ${out}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const vars = built.secrets.map((s) => ` --var ${s.name}=...`).join('');
  process.stderr.write(`wrote ${out} (HTTP ${status}). Run it: wirecase run ${out} --base-url ${origin}${vars}\n`);
  for (const secret of built.secrets) {
    process.stderr.write(
      `warning: ${out} leaves {{ ${secret.name} }} undefined (the credential is not written): give it with --var ${secret.name}=... or an --env-file\n`,
    );
  }
}

function bad(message: string): never {
  throw new UserError({ code: 'BAD_ARGUMENT', message, hint: 'see wirecase record --help' });
}

function parseUrl(text: string): URL {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  return bad(`--url ${text} is not an http:// or https:// URL`);
}

function parseHeader(text: string): [string, string] {
  const colon = text.indexOf(':');
  const name = colon > 0 ? text.slice(0, colon).trim() : '';
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) bad(`--header "${text.replace(/:.*/, ': …')}" is not "Name: value"`);
  return [name, text.slice(colon + 1).trim()];
}

function jsonOption(text: string, flag: string): unknown {
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : bad(`${flag} is ${parsed.error}`);
}

/** The `id:` of each YAML document directly in `folder` (a folder that cannot be read has none). */
function idsIn(folder: string): string[] {
  let files: string[];
  try {
    files = readdirSync(folder).filter((f) => /\.ya?ml$/.test(f));
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    try {
      return [...readFileSync(path.join(folder, file), 'utf8').matchAll(/^id:\s*['"]?([^'"\s#]+)/gm)].map((m) => m[1]!);
    } catch {
      return [];
    }
  });
}
