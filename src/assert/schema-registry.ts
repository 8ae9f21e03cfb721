import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ajv2020 as Ajv, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { RunFiles } from '../model/run-files.js';

const require = createRequire(import.meta.url);

const META_2020 = 'https://json-schema.org/draft/2020-12/schema';
type MetaCheck = ((schema: unknown) => boolean) & { errors?: ErrorObject[] | null };
let metaCheckLoaded: MetaCheck | undefined;
/** Whether SchemaRegistry.loadCode has run in this process. */
let codeLoaded = false;
/**
 * The precompiled meta-schema validator (114 KB of code), loaded on the first schema a run checks: a
 * run without a `schema:` check does not pay for compiling it at start. `require` of this ES module is
 * synchronous (Node 20.19 and later), as the check that needs it is.
 */
function metaCheck(): MetaCheck {
  metaCheckLoaded ??= (require('./generated/meta-schema-validator.js') as typeof import('./generated/meta-schema-validator.js')).metaSchema2020 as MetaCheck;
  return metaCheckLoaded;
}

// Ajv checks each schema against its meta-schema itself, but compiles that meta-schema first: 150-450 ms
// on a run's first schema check. A 2020-12 schema is checked by the precompiled meta-schema validator
// instead (scripts/build-validators.mjs), with the error Ajv would give; any other `$schema` by Ajv.
function newAjv(): Ajv {
  const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const addFormats = (require('ajv-formats') as { default: (ajv: Ajv) => void }).default;
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true, validateSchema: false });
  addFormats(ajv);
  return ajv;
}

/** Throws as Ajv's own meta-schema check does: `schema is invalid: data/type must be …`. */
function checkAgainstMetaSchema(schema: object, ajv: () => Ajv): void {
  const declared = (schema as { $schema?: unknown }).$schema;
  if (declared !== undefined && String(declared).replace(/#$/, '') !== META_2020) {
    ajv().validateSchema(schema, true);
    return;
  }
  const check = metaCheck();
  if (check(schema)) return;
  const errors = check.errors ?? [];
  throw new Error(`schema is invalid: ${errors.map((e) => `data${e.instancePath} ${e.message}`).join(', ')}`);
}

// Inline schemas that stand alone (no `$id`, no `$ref` outside themselves) compile the same in every
// run, so a process that runs many times (a watch loop, the fault runs of the suite tests) compiles
// each once. Compiling was the largest cost of a warm run after the HTTP exchanges.
let selfContainedAjv: Ajv | undefined;
const selfContainedCompiled = new Map<string, ValidateFunction>();
const SELF_CONTAINED_LIMIT = 1000;
// The 2020-12 meta-schemas are built into every Ajv2020, so a `$ref` to them stands alone too.
const standsAlone = (json: string) => !/"\$id":|"\$ref":"(?!#|https:\/\/json-schema\.org\/)/.test(json);

/**
 * JSON Schema validation (draft 2020-12, formats on) for `schema` checks. Each schema file is
 * compiled once per run, each inline schema once per run or (if it stands alone) once per process,
 * however many steps use it.
 */
export class SchemaRegistry {
  private ajvInstance?: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  /**
   * Loads the code a schema check needs (Ajv, its formats, the meta-schema validator) once per process.
   * Called before the check's time bound starts: what a schema may cost is its compile and its
   * validation, not wirecase loading its own modules (on a busy machine that alone can take most of it).
   */
  static loadCode(): void {
    if (codeLoaded) return;
    metaCheck();
    require('ajv/dist/2020.js');
    require('ajv-formats');
    codeLoaded = true;
  }

  /** `files`: the schema files the load stage read (`load/run-files.ts`); a run opens none itself. */
  constructor(private readonly files: RunFiles['schemas'] = new Map()) {}

  /** Ajv is loaded on the first schema check, so runs without one do not pay for it at start. */
  private get ajv(): Ajv {
    this.ajvInstance ??= newAjv();
    return this.ajvInstance;
  }

  /** `ref` is a file path relative to `baseDir`, optionally with a `#/json/pointer` into it. */
  fromFile(ref: string, baseDir: string): ValidateFunction {
    const [file, pointer = ''] = ref.split('#') as [string, string?];
    const absolute = path.resolve(baseDir, file);
    const key = `${absolute}#${pointer}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      const fileKey = `file://${absolute}`;
      if (!this.ajv.getSchema(fileKey)) {
        const read = this.files.get(absolute);
        if (!read) throw new Error(`${file} was not read before the run`);
        if ('error' in read) throw new Error(read.error);
        const schema = read.json as Record<string, unknown>;
        checkAgainstMetaSchema(schema, () => this.ajv);
        // Register under the file's own id, so internal and cross-file refs resolve; the file URL finds it again.
        this.ajv.addSchema({ ...schema, $id: (schema.$id as string | undefined) ?? fileKey }, fileKey);
      }
      const base = this.ajv.getSchema(fileKey)!;
      const id = ((base.schema as { $id?: string }).$id ?? fileKey).split('#')[0];
      validate = pointer ? this.ajv.getSchema(`${id}#${pointer}`) : base;
      if (!validate) throw new Error(`no schema at #${pointer} in ${file}`);
      this.compiled.set(key, validate);
    }
    return validate;
  }

  inline(schema: object): ValidateFunction {
    const key = JSON.stringify(schema);
    if (!selfContainedCompiled.has(key) && !this.compiled.has(key)) checkAgainstMetaSchema(schema, () => this.ajv);
    if (standsAlone(key)) {
      let validate = selfContainedCompiled.get(key);
      if (!validate) {
        // A new Ajv once the cache is full, so that the old one's compiled code can be collected.
        if (selfContainedCompiled.size >= SELF_CONTAINED_LIMIT) {
          selfContainedCompiled.clear();
          selfContainedAjv = undefined;
        }
        selfContainedAjv ??= newAjv();
        validate = selfContainedAjv.compile(schema);
        selfContainedCompiled.set(key, validate);
      }
      return validate;
    }
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /** Human-readable errors: `$.path: message`, at most a few. */
  static describeErrors(validate: ValidateFunction, max = 5): string[] {
    const errors = validate.errors ?? [];
    const lines = errors.slice(0, max).map((e) => {
      const at =
        '$' +
        e.instancePath
          .split('/')
          .slice(1)
          .map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${s.replace(/~1/g, '/').replace(/~0/g, '~')}`))
          .join('');
      const extra =
        e.keyword === 'additionalProperties'
          ? ` (\`${e.params.additionalProperty}\`)`
          : e.keyword === 'enum'
            ? ` (${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')})`
            : '';
      return `${at} ${e.message}${extra}`;
    });
    if (errors.length > max) lines.push(`… and ${errors.length - max} more`);
    return lines;
  }
}
