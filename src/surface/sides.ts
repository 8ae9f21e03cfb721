/**
 * Where a listing comes from: a live server over HTTP (its URL), a stdio server (its command line,
 * one process for the listing, shut down as the lifecycle says), or a listing saved by
 * `wirecase list-surface`, checked against schemas/surface.schema.json.
 */
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { type Era, McpConnection, type Transport } from '../fuzz/connection.js';
import { unreachableReason } from '../http/reachable.js';
import { StdioProcess } from '../run/roles/stdio/stdio-process.js';
import { END_OF_TEST_WAIT_MS } from '../run/roles/stdio/stdio-target.js';
import { STDIO_URL, StdioWire } from '../run/roles/stdio/stdio-wire.js';
import { UserError } from '../source/diagnostic.js';
import { displayPath } from '../source/display-path.js';
import { parseJson } from '../source/json-text.js';
import { schemasDir } from '../source/package-root.js';
import { readText } from '../source/read-text.js';
import { version } from '../source/version.js';
import { type Listed, listSurface, type Surface } from './listing.js';

export type Side = { kind: 'url'; url: string } | { kind: 'stdio'; command: string } | { kind: 'file'; file: string };

export interface LiveOptions {
  /** Headers sent on every request (Authorization from `--var token=`). */
  headers: Record<string, string>;
  timeoutMs: number;
  revision: 'auto' | Era;
}

/** A side as written on the command line: `http(s)://…` a server, `stdio:<command>` a stdio server, else a listing file. */
export function parseSide(text: string): Side {
  if (/^https?:\/\//i.test(text)) return { kind: 'url', url: text };
  const stdio = /^stdio:\s*(.*)$/s.exec(text);
  if (stdio) {
    if (!stdio[1]!.trim()) throw bad(`\`${text}\`: stdio: needs the command line that starts the server, e.g. "stdio:node server.js"`);
    return { kind: 'stdio', command: stdio[1]!.trim() };
  }
  return { kind: 'file', file: text };
}

function bad(message: string, hint?: string): UserError {
  return new UserError({ code: 'BAD_ARGUMENT', message, ...(hint ? { hint } : {}) });
}

/** Lists a live server (URL or stdio command); a server that cannot be reached or listed is a reason, not a throw. */
export async function listLive(side: Exclude<Side, { kind: 'file' }>, options: LiveOptions): Promise<Listed> {
  if (side.kind === 'url') {
    const reason = await unreachableReason(side.url);
    if (reason) return { ok: false, reason: `${side.url} cannot be reached: ${reason}` };
  }
  const transport = side.kind === 'stdio' ? stdioTransport(side.command) : undefined;
  const connection = new McpConnection({
    baseUrl: side.kind === 'url' ? side.url : STDIO_URL,
    headers: side.kind === 'url' ? options.headers : {},
    timeoutMs: options.timeoutMs,
    revision: options.revision,
    clientVersion: version,
    ...(transport ? { transport } : {}),
  });
  return listSurface(connection, side.kind === 'url' ? side.url : `stdio: ${side.command}`);
}

/** One server process for the whole listing; its requests go on stdin (run/roles/stdio/). */
function stdioTransport(command: string): Transport {
  const wire = new StdioWire(new StdioProcess(command));
  return { send: (request, limits) => wire.send(request, limits), close: () => wire.shutdown(END_OF_TEST_WAIT_MS).then(() => undefined) };
}

let validator: ValidateFunction | undefined;

/** A saved listing, read and checked: a missing file, bad JSON or a listing of another shape is exit 2, named. */
export function readListing(file: string, cwd = process.cwd()): Surface {
  const absolute = path.resolve(cwd, file);
  const shown = displayPath(absolute);
  const parsed = parseJson(readText(absolute, shown, { noun: 'surface listing' }));
  const hint = 'write one with: wirecase list-surface <URL | --stdio "<command>"> > surface.json';
  if (!parsed.ok) throw bad(`${shown}: ${parsed.error}`, hint);
  if (!validator) {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    validator = ajv.compile(JSON.parse(readText(path.join(schemasDir, 'surface.schema.json'), 'schemas/surface.schema.json')) as object);
  }
  if (!validator(parsed.value)) {
    const problems = (validator.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw bad(`${shown}: not a surface listing (schemas/surface.schema.json): ${problems.join('; ')}`, hint);
  }
  return parsed.value as Surface;
}

/** A side's listing, whatever it is; a live side that cannot be listed is exit 2 naming the side. */
export async function surfaceOf(label: string, text: string, options: LiveOptions, cwd = process.cwd()): Promise<Surface> {
  const side = parseSide(text);
  if (side.kind === 'file') return readListing(side.file, cwd);
  const listed = await listLive(side, options);
  if (!listed.ok) throw bad(`${label}: ${listed.reason}`, 'a side is a server URL (http://…), stdio:<command>, or a listing file from wirecase list-surface');
  return listed.surface;
}
