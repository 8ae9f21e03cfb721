import type { ErrorObject } from 'ajv';
import type { Diagnostic } from './diagnostic.js';
import { didYouMean } from './did-you-mean.js';
import type { Locate } from './locate.js';
import type { Span } from './span.js';

/**
 * Ajv's errors → located diagnostics a person can act on: unknown keys with "did you mean", missing
 * keys, wrong types and values, and the rules a schema states about which keys go together (one of
 * `request`, `rpc` and `include`; not `json` with `body`; `group` only with `regex`), each one
 * diagnostic whose hint is the rule as the schema describes it. One mapping for every file format
 * (scenarios, suites, fragments, catalogs, results files). `what` names the whole file in messages
 * ("the document", "the catalog").
 */
export function schemaDiagnostics(errors: ErrorObject[], locate: Locate, what = 'the document'): Diagnostic[] {
  const seen = new Set<string>();
  const { taught, rest } = commonMistakes(errors, locate);
  return [...taught, ...simplify(rest).map((e) => toDiagnostic(e, locate, what))].filter((d) => {
    // Two branches of a union can fail the same way (two patterns): say it once.
    const key = `${d.message}\0${d.span?.line}:${d.span?.col}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** A number written in quotes where a number goes (`status: "200"`). */
function isQuotedNumber(e: ErrorObject): boolean {
  return e.keyword === 'type' && (e.params.type === 'integer' || e.params.type === 'number') && typeof e.data === 'string' && /^-?\d+(\.\d+)?$/.test(e.data);
}

/**
 * Mistakes authors who are not programmers make most, each one diagnostic with the fix spelled out
 * (instead of what Ajv says of every branch it tried): a number in quotes where a number goes
 * (`status: "200"`), a JSONPath key without `$` (`title:` under `json:`). The errors each one
 * explains are taken out of the rest.
 */
function commonMistakes(errors: ErrorObject[], locate: Locate): { taught: Diagnostic[]; rest: ErrorObject[] } {
  const taught: Diagnostic[] = [];
  const explained = new Set<ErrorObject>();
  const within = (pointer: string) => (e: ErrorObject) => e.instancePath === pointer || e.instancePath.startsWith(`${pointer}/`);
  const quoted = new Set<string>();
  for (const e of errors) {
    if (explained.has(e)) continue;
    const path = pointerToPath(e.instancePath);
    if (isQuotedNumber(e) && !quoted.has(e.instancePath)) {
      quoted.add(e.instancePath);
      errors.filter(within(e.instancePath)).forEach((x) => explained.add(x));
      // A list or mapping around it failed its other forms only because of this value (`status: [200, "404"]`).
      errors
        .filter((x) => e.instancePath.startsWith(`${x.instancePath}/`) && x.data !== null && typeof x.data === 'object')
        .filter((x) => ['anyOf', 'oneOf', 'type', 'const', 'pattern', 'enum'].includes(x.keyword) && x.propertyName === undefined)
        .forEach((x) => explained.add(x));
      const key = path.at(-1);
      taught.push({
        code: 'SCHEMA_VIOLATION',
        message: `${plainPath(path)} is the text "${e.data}", not the number ${e.data}`,
        span: locate(path),
        hint: `write numbers without quotes: ${key !== undefined && !/^\d+$/.test(key) ? `\`${key}: ${e.data}\`` : e.data}`,
      });
    } else if (e.keyword === 'pattern' && e.propertyName !== undefined && e.schema === '^\\$') {
      errors
        .filter((x) => x.instancePath === e.instancePath && (x.keyword === 'propertyNames' || x.propertyName === e.propertyName))
        .forEach((x) => explained.add(x));
      const name = e.propertyName;
      const guess = name.startsWith('.') ? `$${name}` : name.startsWith('[') ? `$${name}` : `$.${name}`;
      taught.push({
        code: 'BAD_JSONPATH',
        message: `JSON paths start with \`$.\`: did you mean \`${guess}\`?`,
        span: locate([...path, name], 'key'),
        hint: '`$` is the whole JSON body: `$.name` is its field `name`, `$[0]` its first item',
      });
    }
  }
  return { taught, rest: errors.filter((e) => !explained.has(e)) };
}

/** The schema of a matcher object (`{ contains: x }`): it lists `equals` and `matches`. */
function isMatcherObject(schema: unknown): boolean {
  const properties = (schema as { properties?: object } | undefined)?.properties;
  return properties !== undefined && 'equals' in properties && 'matches' in properties;
}

function pointerToPath(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * A rule about which keys go together, as a schema states it: `oneOf` / `anyOf` whose branches each
 * only require keys ("one of `request`, `rpc`, `include`"), or `not` over such branches ("not `json`
 * and `body` both"). Its failure is one diagnostic, not one per branch.
 */
function keyChoice(branches: unknown): string[][] | undefined {
  const list = Array.isArray(branches) ? branches : undefined;
  const keys = list?.map((b) => {
    const entries = b && typeof b === 'object' ? Object.entries(b as object).filter(([k]) => k !== 'description' && k !== 'title') : [];
    return entries.length === 1 && entries[0]![0] === 'required' && Array.isArray(entries[0]![1]) ? (entries[0]![1] as string[]) : undefined;
  });
  return keys?.length && keys.every((k) => k !== undefined) ? (keys as string[][]) : undefined;
}

function notBranches(schema: unknown): string[][] | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const s = schema as { anyOf?: unknown; required?: unknown };
  return s.anyOf !== undefined ? keyChoice(s.anyOf) : keyChoice([{ required: s.required }]);
}

const isUnion = (e: ErrorObject) => (e.keyword === 'anyOf' || e.keyword === 'oneOf') && !keyChoice(e.schema);

/**
 * Ajv reports every failed branch of an `anyOf`. Keep the errors of the branch the value was meant
 * for (the one that failed deeper than its type); if none went deeper, say once which types are allowed.
 * A key rule (see keyChoice) keeps only its own error; an `if` only says its `then` failed, which that
 * error says better.
 */
function simplify(all: ErrorObject[]): ErrorObject[] {
  const ruleBranches = new Set<ErrorObject>();
  for (const rule of all.filter((e) => (e.keyword === 'anyOf' || e.keyword === 'oneOf') && keyChoice(e.schema))) {
    const prefix = `${rule.schemaPath}/`;
    all.filter((e) => e.keyword === 'required' && e.instancePath === rule.instancePath && e.schemaPath.startsWith(prefix)).forEach((e) => ruleBranches.add(e));
  }
  const errors = all.filter((e) => !ruleBranches.has(e) && e.keyword !== 'if');
  const unions = errors.filter(isUnion);
  const dropped = new Set<ErrorObject>();
  const merged: ErrorObject[] = [];
  for (const union of unions) {
    const prefix = union.schemaPath.slice(0, -union.keyword.length);
    const branch = errors.filter((e) => e !== union && e.schemaPath.startsWith(prefix) && e.instancePath.startsWith(union.instancePath));
    // A branch whose type (or constant) the value is not was not meant; a wrong type inside the value is a real error.
    const isBranchNoise = (e: ErrorObject) => (e.keyword === 'type' || e.keyword === 'const') && e.instancePath === union.instancePath;
    const deeper = branch.filter((e) => !isBranchNoise(e) && !isUnion(e));
    // A branch that is a `$ref` reports under the referenced schema's path: its errors still speak for this value.
    const viaRef = errors.filter((e) => e.instancePath === union.instancePath && !branch.includes(e) && e !== union && !isBranchNoise(e) && !isUnion(e));
    dropped.add(union);
    if (deeper.length || viaRef.length) {
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
  // `titel:` yields both "unknown key `titel`" (with did-you-mean) and "missing `title`": keep the first.
  const unknownKeys = kept.filter((e) => e.keyword === 'additionalProperties');
  const misspelt = (e: ErrorObject) => {
    const missing =
      e.keyword === 'required'
        ? [String(e.params.missingProperty)]
        : (e.keyword === 'anyOf' || e.keyword === 'oneOf') && !e.params.passingSchemas
          ? (keyChoice(e.schema) ?? []).flat()
          : [];
    return (
      missing.length > 0 && unknownKeys.some((u) => u.instancePath === e.instancePath && didYouMean(String(u.params.additionalProperty), missing) !== undefined)
    );
  };
  // A propertyNames failure comes with a generic companion error; keep the specific one.
  // A list or set whose forms all failed because of one item inside it: the item's error says it (one root cause).
  const explainedInside = (e: ErrorObject) => merged.includes(e) && kept.some((k) => k.instancePath.startsWith(`${e.instancePath}/`));
  return [...kept, ...merged].filter(
    (e) => !misspelt(e) && !explainedInside(e) && !(e.keyword === 'propertyNames' && kept.some((k) => k !== e && k.propertyName === e.params?.propertyName)),
  );
}

function toDiagnostic(e: ErrorObject, locate: Locate, what: string): Diagnostic {
  const path = pointerToPath(e.instancePath);
  const where = path.length ? plainPath(path) : what;
  const description = (e.parentSchema as { description?: string } | undefined)?.description;
  const f: Failure = { e, locate, path, where, description };
  switch (e.keyword) {
    case 'additionalProperties':
      return unknownKey(f);
    case 'required':
      // A key a conditional rule (`if` … `then`) requires: the `then` says why.
      return {
        code: 'SCHEMA_VIOLATION',
        message: `${where} is missing the required key \`${e.params.missingProperty}\``,
        span: locate(path, 'key'),
        hint: e.schemaPath.endsWith('/then/required') ? description : undefined,
      };
    case 'oneOf':
    case 'anyOf':
      return keyChoiceViolation(f);
    case 'not':
      return keysApart(f);
    case 'dependentRequired': {
      const { property, deps } = e.params as { property: string; deps: string };
      return {
        code: 'SCHEMA_VIOLATION',
        message: `\`${property}\` only goes with ${listAnd(deps.split(', ').map((k) => `\`${k}\``))}`,
        span: locate([...path, property], 'key'),
        hint: description,
      };
    }
    case 'type':
      return {
        code: 'SCHEMA_VIOLATION',
        message: `${where} must be ${article(String(e.params.type))}, not ${describeValue(e.data)}`,
        span: locate(path),
        hint: description,
      };
    case 'const':
      return {
        code: 'SCHEMA_VIOLATION',
        message: `${where} must be ${JSON.stringify(e.params.allowedValue)}, not ${describeValue(e.data)}`,
        span: locate(path),
        hint: description,
      };
    case 'enum':
      return {
        code: 'SCHEMA_VIOLATION',
        message: `${where} must be one of ${(e.params.allowedValues as unknown[]).map((v) => `\`${v}\``).join(', ')}`,
        span: locate(path),
        hint: guessEnum(e),
      };
    case 'pattern':
      return invalidForm(f);
    case 'minProperties':
      return { code: 'SCHEMA_VIOLATION', message: `${where} must not be empty`, span: locate(path) };
    case 'minItems':
      return { code: 'SCHEMA_VIOLATION', message: `${where} must have at least ${e.params.limit} item${e.params.limit === 1 ? '' : 's'}`, span: locate(path) };
    default:
      return { code: 'SCHEMA_VIOLATION', message: `${where} ${e.message ?? 'is invalid'}`, span: locate(path), hint: description };
  }
}

/** One Ajv error, where it is, and how the diagnostic names that place. */
interface Failure {
  e: ErrorObject;
  locate: Locate;
  path: string[];
  /** The place in words: `a.b`, or what the file is when the error is at the top. */
  where: string;
  /** The failing schema's description: why the rule exists. */
  description: string | undefined;
}

/** A key the schema does not know: a matcher name, or a key with did-you-mean. */
function unknownKey({ e, locate, path, where }: Failure): Diagnostic {
  const key = String(e.params.additionalProperty);
  const known = Object.keys((e.parentSchema as { properties?: object })?.properties ?? {});
  const guess = didYouMean(key, known);
  if (isMatcherObject(e.parentSchema)) {
    const instead = matcherSynonym(key, (e.data as Record<string, unknown> | undefined)?.[key]);
    return {
      code: 'UNKNOWN_KEY',
      message: `unknown matcher \`${key}\`${instead ? `: use ${instead}` : guess ? `: did you mean \`${guess}\`?` : ''}`,
      span: locate([...path, key], 'key'),
      hint: `the matchers are ${known.map((k) => `\`${k}\``).join(', ')}`,
    };
  }
  return {
    code: 'UNKNOWN_KEY',
    message: `unknown key \`${key}\` in ${where}`,
    span: locate([...path, key], 'key'),
    hint: guess ? `did you mean \`${guess}\`?` : known.length ? `allowed keys: ${known.join(', ')}` : undefined,
  };
}

/**
 * Matcher names other tools use, and what says the same here: `size: 3` is `length: 3`, and
 * `startsWith: Du` is `matches: '^Du'` (the text escaped for a regular expression).
 */
function matcherSynonym(key: string, value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : undefined;
  const quoted = (pattern: string) => `\`matches: '${pattern.replace(/'/g, "''")}'\``;
  switch (key.toLowerCase()) {
    case 'size':
    case 'len':
    case 'count':
    case 'haslength':
    case 'lengthof':
      return `\`length\`${value === undefined ? '' : ` (\`length: ${JSON.stringify(value)}\`)`}`;
    case 'startswith':
    case 'beginswith':
      return text === undefined ? '`matches` with a regular expression that starts with `^`' : quoted(`^${text}`);
    case 'endswith':
      return text === undefined ? '`matches` with a regular expression that ends with `$`' : quoted(`${text}$`);
    case 'regex':
    case 'regexp':
    case 'pattern':
    case 'match':
      return '`matches`';
    case 'eq':
    case 'equal':
    case 'is':
      return '`equals`';
    default:
      return undefined;
  }
}

/** Only key rules get here (simplify folds type unions into one `type` error). */
function keyChoiceViolation({ e, locate, path, where, description }: Failure): Diagnostic {
  const branches = keyChoice(e.schema)!;
  const named = branches.map((keys) => keys.map((k) => `\`${k}\``).join(' with '));
  const passing = (e.params as { passingSchemas?: number[] | null }).passingSchemas;
  if (passing?.length) {
    const [first, second] = passing;
    return {
      code: 'SCHEMA_VIOLATION',
      message: `${where} may not have both ${named[first!]} and ${named[second!]}`,
      span: later(locate, path, [branches[first!]![0]!, branches[second!]![0]!]),
      hint: description,
    };
  }
  return {
    code: 'SCHEMA_VIOLATION',
    message: `${where} needs ${e.keyword === 'oneOf' ? 'one' : 'at least one'} of ${listOr(named)}`,
    span: locate(path, 'key'),
    hint: description,
  };
}

/** Only a key rule is written with `not` (keys that may not go together); its description says the rule. */
function keysApart({ e, locate, path, where, description }: Failure): Diagnostic {
  const present = (k: string) => e.data !== null && typeof e.data === 'object' && k in (e.data as object);
  const clash = notBranches(e.schema)?.find((keys) => keys.every(present)) ?? [];
  const rule = (e.schema as { description?: string } | undefined)?.description ?? description;
  const keys = clash.map((k) => `\`${k}\``);
  const message =
    keys.length === 2
      ? `${where} may not have both ${keys[0]} and ${keys[1]}`
      : keys.length
        ? `${where} may not have ${listAnd(keys)}${keys.length > 1 ? ' together' : ''}`
        : `${where} has keys that may not go together`;
  return { code: 'SCHEMA_VIOLATION', message, span: clash.length ? later(locate, path, clash) : locate(path, 'key'), hint: rule };
}

/** The schema's `patternErrorMessage` (what an editor shows for this mistake) says what the form is. */
function invalidForm({ e, locate, path, where, description }: Failure): Diagnostic {
  const form = (e.parentSchema as { patternErrorMessage?: string } | undefined)?.patternErrorMessage ?? description;
  if (e.propertyName !== undefined) {
    return {
      code: 'SCHEMA_VIOLATION',
      message: `\`${e.propertyName}\` is not a valid name here`,
      span: locate([...path, e.propertyName], 'key'),
      hint: form,
    };
  }
  return { code: 'SCHEMA_VIOLATION', message: `${where} cannot be ${JSON.stringify(e.data)}`, span: locate(path), hint: form };
}

/** Of keys that may not go together, the one written last: the one to point at. */
function later(locate: Locate, path: string[], keys: string[]): Span {
  return keys.map((k) => locate([...path, k], 'key')).reduce((a, b) => (b.line > a.line || (b.line === a.line && b.col > a.col) ? b : a));
}

function listOr(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');
}

function listAnd(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

function guessEnum(e: ErrorObject): string | undefined {
  const guess = typeof e.data === 'string' ? didYouMean(e.data, (e.params.allowedValues as unknown[]).map(String)) : undefined;
  return guess ? `did you mean \`${guess}\`?` : undefined;
}

function article(type: string): string {
  return type
    .split(/ or |,/)
    .map((t) =>
      t === 'object'
        ? 'a set of `name: value` lines'
        : t === 'array'
          ? 'a list'
          : t === 'integer'
            ? 'a whole number'
            : t === 'another form'
              ? 'in one of the forms the hint lists'
              : t === 'boolean'
                ? '`true` or `false`'
                : `a ${t}`,
    )
    .join(' or ');
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a set of `name: value` lines';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  return `the ${typeof value} ${JSON.stringify(value)}`;
}

/**
 * A place in a document in plain words: `steps.0.expect` is "step 1's expect", `steps.0.expect.status.1`
 * "item 2 of `status` in step 1's expect", `vars.a` is "`vars.a`".
 */
export function plainPath(path: readonly (string | number)[]): string {
  const [list, index, block, ...rest] = path;
  const numbered = (segments: readonly (string | number)[]): string => {
    const last = segments.at(-1);
    if (last !== undefined && /^\d+$/.test(String(last))) {
      const inner = segments.slice(0, -1);
      return `item ${Number(last) + 1}${inner.length ? ` of ${numbered(inner)}` : ''}`;
    }
    return `\`${segments.join('.')}\``;
  };
  if ((list === 'steps' || list === 'teardown') && index !== undefined && /^\d+$/.test(String(index))) {
    const step = `${list === 'teardown' ? 'teardown step' : 'step'} ${Number(index) + 1}`;
    if (block === undefined) return step;
    const owner = `${step}'s ${block}`;
    return rest.length ? `${numbered(rest)} in ${owner}` : owner;
  }
  return numbered(path);
}
