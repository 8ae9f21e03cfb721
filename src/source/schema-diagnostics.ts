import type { ErrorObject } from 'ajv';
import type { Diagnostic } from './diagnostic.js';
import { didYouMean } from './did-you-mean.js';
import type { Locate } from './locate.js';

/**
 * Ajv's errors → located diagnostics a person can act on: unknown keys with "did you mean", missing
 * keys, wrong types and values. One mapping for every file format (scenarios, suites, fragments,
 * catalogs). `what` names the whole file in messages ("the document", "the catalog").
 */
export function schemaDiagnostics(errors: ErrorObject[], locate: Locate, what = 'the document'): Diagnostic[] {
  return simplify(errors).map((e) => toDiagnostic(e, locate, what));
}

function pointerToPath(pointer: string): string[] {
  if (!pointer) return [];
  return pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * Ajv reports every failed branch of an `anyOf`. Keep the errors of the branch the value was meant
 * for (the one that failed deeper than its type); if none went deeper, say once which types are allowed.
 */
function simplify(errors: ErrorObject[]): ErrorObject[] {
  const isBranchNoise = (e: ErrorObject) => e.keyword === 'type' || e.keyword === 'const';
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const dropped = new Set<ErrorObject>();
  const merged: ErrorObject[] = [];
  for (const union of unions) {
    const prefix = union.schemaPath.slice(0, -union.keyword.length);
    const branch = errors.filter((e) => e !== union && e.schemaPath.startsWith(prefix) && e.instancePath.startsWith(union.instancePath));
    const deeper = branch.filter((e) => !isBranchNoise(e) && !(e.keyword === 'anyOf' || e.keyword === 'oneOf'));
    dropped.add(union);
    if (deeper.length) {
      branch.filter(isBranchNoise).forEach((e) => dropped.add(e));
    } else {
      branch.forEach((e) => dropped.add(e));
      if (!merged.some((m) => m.instancePath === union.instancePath)) {
        const types = [...new Set(branch.filter((e) => e.keyword === 'type').map((e) => String(e.params.type)))];
        merged.push({ ...union, keyword: 'type', params: { type: types.join(' or ') || 'another form' } });
      }
    }
  }
  const kept = errors.filter((e) => !dropped.has(e));
  // A propertyNames failure comes with a generic companion error; keep the specific one.
  return [...kept, ...merged].filter((e) => !(e.keyword === 'propertyNames' && kept.some((k) => k.params?.propertyName === e.params?.propertyName && k !== e)));
}

function toDiagnostic(e: ErrorObject, locate: Locate, what: string): Diagnostic {
  const path = pointerToPath(e.instancePath);
  const where = path.length ? `\`${path.join('.')}\`` : what;
  const description = (e.parentSchema as { description?: string } | undefined)?.description;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(e.params.additionalProperty);
      const known = Object.keys((e.parentSchema as { properties?: object })?.properties ?? {});
      const guess = didYouMean(key, known);
      return {
        code: 'UNKNOWN_KEY',
        message: `unknown key \`${key}\` in ${where}`,
        span: locate([...path, key], 'key'),
        hint: guess ? `did you mean \`${guess}\`?` : known.length ? `allowed keys: ${known.join(', ')}` : undefined,
      };
    }
    case 'required':
      return { code: 'SCHEMA_VIOLATION', message: `${where} is missing the required key \`${e.params.missingProperty}\``, span: locate(path, 'key') };
    case 'not':
      return e.schemaPath.includes('dependentSchemas')
        ? { code: 'SCHEMA_VIOLATION', message: 'a step has either `request` or `rpc`, not both', span: locate([...path, 'rpc'], 'key') }
        : { code: 'SCHEMA_VIOLATION', message: `${where} may have only one of \`json\`, \`body\` and \`form\``, span: locate(path, 'key') };
    case 'type':
      return { code: 'SCHEMA_VIOLATION', message: `${where} must be ${article(String(e.params.type))}, not ${describeValue(e.data)}`, span: locate(path), hint: description };
    case 'enum':
      return { code: 'SCHEMA_VIOLATION', message: `${where} must be one of ${(e.params.allowedValues as unknown[]).map((v) => `\`${v}\``).join(', ')}`, span: locate(path), hint: guessEnum(e) };
    case 'pattern':
      if (e.propertyName !== undefined) {
        return { code: 'SCHEMA_VIOLATION', message: `\`${e.propertyName}\` is not a valid name here`, span: locate([...path, e.propertyName], 'key'), hint: description };
      }
      return { code: 'SCHEMA_VIOLATION', message: `${where} has an invalid form: ${JSON.stringify(e.data)}`, span: locate(path), hint: description };
    case 'minProperties':
      return { code: 'SCHEMA_VIOLATION', message: `${where} must not be empty`, span: locate(path) };
    case 'minItems':
      return { code: 'SCHEMA_VIOLATION', message: `${where} must have at least ${e.params.limit} item${e.params.limit === 1 ? '' : 's'}`, span: locate(path) };
    default:
      return { code: 'SCHEMA_VIOLATION', message: `${where} ${e.message ?? 'is invalid'}`, span: locate(path), hint: description };
  }
}

function guessEnum(e: ErrorObject): string | undefined {
  const guess = typeof e.data === 'string' ? didYouMean(e.data, (e.params.allowedValues as unknown[]).map(String)) : undefined;
  return guess ? `did you mean \`${guess}\`?` : undefined;
}

function article(type: string): string {
  return type.split(' or ').map((t) => (t === 'object' ? 'a mapping' : t === 'array' ? 'a list' : t === 'integer' ? 'a whole number' : `a ${t}`)).join(' or ');
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}
