import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PackedRanges, rangesFromJson, rangesToJson } from '../source/node-ranges.js';
import { packageRoot } from '../source/package-root.js';

/**
 * The load cache: a YAML file's documents as validated data, with where each node is written, kept
 * under `node_modules/.cache/wirecase/` (as linters and test runners keep theirs) so that a run of an
 * unchanged file neither loads the YAML library nor parses nor schema-validates it again.
 *
 * What it keeps is only what depends on the file's text alone: the parse and the schema check. The
 * checks that depend on other files (the suite's variables, fragments, duplicate IDs across files) run
 * on every load, cached or not. Only a file whose every document parsed and validated without a problem
 * is kept, so a file with a problem is always read afresh and says exactly what it says without the
 * cache. An entry is used only when its key matches: a hash of the file's text, the format (scenario
 * or suite), the schemas, wirecase's version and the modules that turn text into data. Any change to
 * one of them is a miss. Nothing here ever fails a command: a cache that cannot be read or written is
 * a miss, and the file is loaded as if there were no cache.
 *
 * Off with `--no-cache` or `WIRECASE_CACHE=off`; `WIRECASE_CACHE_DIR` puts it elsewhere.
 */

/** What is kept of one document of a file. */
export interface CachedDocument {
  /** The document as data (the YAML library's `toJS`), as it passed the schema check. */
  data: unknown;
  /** Where each node is written (`nodeRanges`, packed; kept as base64), null for a document without contents. */
  ranges: PackedRanges | null;
  /** Offset of the document's first content (`documentStart`). */
  start: number;
}

/** What is kept of one file. */
export interface CachedFile {
  /** How many documents the file holds. */
  count: number;
  documents: CachedDocument[];
  /** Where lines start, when the YAML parser's list differs from `lineStartsOf(text)` (never seen so far). */
  lineStarts?: number[];
}

/** Bumped whenever what an entry holds changes shape. */
const FORMAT = 2;

/** The modules whose code decides what a file's text becomes (built next to this one). */
const DECIDING_MODULES = [
  '../source/yaml-data.js',
  '../source/fast-yaml.js',
  '../source/plain-source.js',
  '../source/source-file.js',
  '../source/locate.js',
  '../source/node-ranges.js',
  './generated/validators.js',
  './read-documents.js',
  './load-cache.js',
  '../source/core-schema.js',
  './requirement-catalog.js',
  './generated/results-catalog-validators.js',
];

/** What a cached file is: its kind decides the schema it was checked against. */
export type CacheKind = 'scenario' | 'suite' | 'requirements';

export class LoadCache {
  /** Cache folders that could not be written: no further write is tried there. */
  private readonly unwritable = new Set<string>();
  /** The project cache folder of each folder a file was in (projectCacheDir walks up the tree). */
  private readonly projects = new Map<string, string | undefined>();
  /** Cache folders known to exist (each made once, not before every write). */
  private readonly made = new Set<string>();

  constructor(
    /** WIRECASE_CACHE_DIR, when given: every entry goes there. Otherwise each file's own project's cache. */
    readonly dir: string | undefined,
    /** Worked out at the first entry read or written (fingerprint()): a run outside any project has none. */
    private readonly fingerprintOf: () => string,
  ) {}

  private fingerprintText?: string;
  private get fingerprint(): string {
    this.fingerprintText ??= this.fingerprintOf();
    return this.fingerprintText;
  }

  /**
   * The cache folder of a file: WIRECASE_CACHE_DIR, else `node_modules/.cache/wirecase` of the
   * nearest folder with a package.json above the file itself (not above the working folder: a
   * document of another project is not kept in this one's cache). None outside any project.
   */
  dirFor(absolute: string): string | undefined {
    if (this.dir) return this.dir;
    const folder = path.dirname(absolute);
    if (!this.projects.has(folder)) this.projects.set(folder, projectCacheDir(folder));
    return this.projects.get(folder);
  }

  /** The entry of this file for exactly this text, or undefined (a miss, whatever the reason). */
  get(kind: CacheKind, absolute: string, text: string): CachedFile | undefined {
    const entryPath = this.entryPath(kind, absolute);
    if (!entryPath) return undefined;
    try {
      const entry = JSON.parse(readFileSync(entryPath, 'utf8')) as { key?: unknown; file?: CachedFile };
      if (entry.key !== this.key(kind, text) || !entry.file || !Array.isArray(entry.file.documents)) return undefined;
      const documents: CachedDocument[] = [];
      for (const d of entry.file.documents) {
        const ranges = d.ranges === null ? null : rangesFromJson(d.ranges);
        if (ranges === undefined) return undefined;
        documents.push({ ...d, ranges });
      }
      return { ...entry.file, documents };
    } catch {
      return undefined;
    }
  }

  /**
   * Keeps a file's entry (one per file path: a newer text replaces the older). Data that JSON would
   * not give back the same (a `.nan`, `-0`, …) is not kept. The entry is written whole and renamed
   * into place, so a reader never sees half of one; an unwritable folder only stops further writes.
   */
  set(kind: CacheKind, absolute: string, text: string, file: CachedFile): void {
    const dir = this.dirFor(absolute);
    const target = this.entryPath(kind, absolute);
    if (!dir || !target || this.unwritable.has(dir) || !file.documents.every((d) => jsonSafe(d.data))) return;
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      if (!this.made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        this.made.add(dir);
      }
      const documents = file.documents.map((d) => ({ ...d, ranges: d.ranges && rangesToJson(d.ranges) }));
      writeFileSync(temporary, JSON.stringify({ key: this.key(kind, text), file: { ...file, documents } }));
      renameSync(temporary, target);
    } catch {
      this.unwritable.add(dir);
    }
  }

  private key(kind: CacheKind, text: string): string {
    return createHash('sha256').update(this.fingerprint).update('\0').update(kind).update('\0').update(text).digest('hex');
  }

  private entryPath(kind: CacheKind, absolute: string): string | undefined {
    const dir = this.dirFor(absolute);
    return dir && path.join(dir, `${createHash('sha256').update(kind).update('\0').update(absolute).digest('hex').slice(0, 40)}.json`);
  }
}

export interface CacheOptions {
  cwd: string;
  /** wirecase's version: a new version never reads an older one's entries. */
  version: string;
  /** `--no-cache`. */
  disabled?: boolean;
  env?: NodeJS.ProcessEnv;
}

/**
 * The load cache: each file's entry in `node_modules/.cache/wirecase` of its own project (the nearest
 * folder with a package.json at or above the file; none outside any project), or all in
 * `WIRECASE_CACHE_DIR`. Undefined when turned off (`--no-cache`, `WIRECASE_CACHE=off`).
 */
export function openLoadCache(options: CacheOptions): LoadCache | undefined {
  const env = options.env ?? process.env;
  if (options.disabled || /^(off|0|false|no)$/i.test(env.WIRECASE_CACHE ?? '')) return undefined;
  const dir = env.WIRECASE_CACHE_DIR ? path.resolve(options.cwd, env.WIRECASE_CACHE_DIR) : undefined;
  // A schema or module that cannot be read throws from the fingerprint: every read is then a miss and
  // no write is made (get and set catch it), no cache rather than a wrong one.
  return new LoadCache(dir, () => fingerprint(options.version));
}

function projectCacheDir(cwd: string): string | undefined {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return path.join(dir, 'node_modules', '.cache', 'wirecase');
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The schemas' text, wirecase's version and the deciding modules' size and time: any change is a miss. */
function fingerprint(version: string): string {
  const hash = createHash('sha256').update(`wirecase-load-cache ${FORMAT} ${version}\0`);
  for (const name of ['scenario', 'suite', 'requirements']) hash.update(readFileSync(path.join(packageRoot, 'schemas', `${name}.schema.json`)));
  for (const module of DECIDING_MODULES) {
    const stat = statSync(fileURLToPath(new URL(module, import.meta.url)));
    hash.update(`\0${module} ${stat.size} ${stat.mtimeMs}`);
  }
  const yamlPackage = createRequire(import.meta.url).resolve('yaml/package.json');
  hash.update(`\0yaml ${(JSON.parse(readFileSync(yamlPackage, 'utf8')) as { version: string }).version}`);
  return hash.digest('hex');
}

/** Whether JSON gives this value back equal: plain objects and arrays of strings, booleans, null and finite numbers. */
function jsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!(i in value) || !jsonSafe(value[i])) return false;
    return true;
  }
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype || Object.hasOwn(value, '__proto__')) return false;
  for (const key of Object.keys(value)) if (!jsonSafe((value as Record<string, unknown>)[key])) return false;
  return true;
}
