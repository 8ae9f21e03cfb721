/**
 * The import rules of docs/architecture.md, read from the document itself, and a checker of a file's
 * imports against them. The document and the test cannot drift apart: a rule changes only by changing
 * its sentence.
 *
 * A rule is the sentence of a folder's paragraph (one that starts with **`src/x/`**:) that says what
 * the folder may import: "It may import `a`, `b/c` (…) and `d`", "they import only `node:*`", "It may
 * import everything above", "It may import everything." Every backticked name in that sentence before
 * "never" is allowed; a name followed by "(types only…)" is allowed for `import type` only. A name whose
 * first segment is a folder of src/ names that folder or one module of it (`assert/jsonpath`); another
 * top-level folder of the repository names that folder; anything else is a package (`node:*` is every
 * Node built-in). "everything above" is every folder whose paragraph comes earlier, and what those may
 * import. Imports within a folder are always allowed.
 */
import path from 'node:path';
import ts from 'typescript';

export const DOC = 'docs/architecture.md';

export interface Allowance {
  /** What the rule names, as written: `source`, `assert/jsonpath`, `ajv`, `node:*`. */
  token: string;
  typesOnly: boolean;
}

export interface FolderRule {
  /** `src/run`, `bench`. */
  folder: string;
  everything: boolean;
  allow: Allowance[];
  /** Names after "never": documentation, checked only for not contradicting `allow`. */
  never: string[];
  /** The sentence the rule was read from. */
  sentence: string;
}

export interface ParsedRules {
  rules: Map<string, FolderRule>;
  /** Every folder with a paragraph, in document order, ruled or not (`schemas`, `src/source`, …). */
  paragraphs: string[];
}

/** The rule of every folder paragraph that has an import sentence, and every folder paragraph in order. */
export function parseRules(markdown: string): ParsedRules {
  const rules = new Map<string, FolderRule>();
  const paragraphs: string[] = [];
  for (const block of markdown.split(/\n\s*\n/)) {
    const text = block.replace(/\s*\n\s*/g, ' ').trim();
    const head = /^\*\*`([^`]+?)\/?`\*\*:/.exec(text);
    if (!head) continue;
    const folder = head[1]!;
    const sentence = importSentence(text);
    if (sentence) {
      const [allowed = '', ...rest] = sentence.split(/\bnever\b/);
      const everything = /\beverything\b(?! above)/.test(allowed);
      const allow: Allowance[] = [];
      if (/\beverything above\b/.test(allowed)) {
        for (const earlier of paragraphs) {
          allow.push({ token: earlier.replace(/^src\//, ''), typesOnly: false });
          allow.push(...(rules.get(earlier)?.allow ?? []));
        }
      }
      for (const match of allowed.matchAll(/`([^`]+)`(\s*\(types only\b[^)]*\))?/g)) allow.push({ token: match[1]!, typesOnly: match[2] !== undefined });
      const never = [...rest.join(' never ').matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      rules.set(folder, { folder, everything, allow, never, sentence });
    }
    paragraphs.push(folder);
  }
  return { rules, paragraphs };
}

/** From "may import" / "import only" to the end of that sentence (a period outside backticks). */
function importSentence(paragraph: string): string | undefined {
  const start = /\b(?:may import|import only)\b/i.exec(paragraph);
  if (!start) return undefined;
  let inCode = false;
  for (let i = start.index; i < paragraph.length; i++) {
    const c = paragraph[i];
    if (c === '`') inCode = !inCode;
    else if (c === '.' && !inCode && (i + 1 === paragraph.length || /\s/.test(paragraph[i + 1]!))) return paragraph.slice(start.index, i);
  }
  return paragraph.slice(start.index);
}

export interface FoundImport {
  specifier: string;
  /** `import type`, `export type`, every named binding `type`, or `typeof import('…')`. */
  typeOnly: boolean;
  line: number;
}

/**
 * Every import of a TypeScript file: `import … from`, `export … from`, `import('…')`, `require('…')`,
 * `import x = require('…')` and type-level `import('…')`. A computed `import(x)` has specifier ''.
 */
export function importsOf(fileName: string, text: string): FoundImport[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: FoundImport[] = [];
  const add = (node: ts.Node, specifier: string, typeOnly: boolean) =>
    found.push({ specifier, typeOnly, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allNamedTypes =
        !!clause && !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
      add(node, node.moduleSpecifier.text, !!clause && (clause.isTypeOnly || allNamedTypes));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const allNamedTypes = !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
      add(node, node.moduleSpecifier.text, node.isTypeOnly || allNamedTypes);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      add(node, ts.isStringLiteral(expression) ? expression.text : '', node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node, node.argument.literal.text, true);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      const argument = node.arguments[0];
      add(node, argument && ts.isStringLiteralLike(argument) ? argument.text : '', false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export type Target = { kind: 'file'; path: string } | { kind: 'package'; name: string } | { kind: 'computed' };

/** Where an import points: a repository file (`src/run/scope.ts`), a package (`ajv`, `node:fs`), or unknown. */
export function resolveImport(fromFile: string, specifier: string): Target {
  if (specifier === '') return { kind: 'computed' };
  if (specifier.startsWith('.')) {
    const joined = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
    return { kind: 'file', path: joined.replace(/\.js$/, '.ts').replace(/\.mjs$/, '.mts') };
  }
  return { kind: 'package', name: packageName(specifier) };
}

/** `ajv/dist/2020.js` → `ajv`, `@scope/name/x` → `@scope/name`, `node:fs/promises` → `node:fs`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The folder a repository file belongs to: `src/run` for src/run/x.ts and src/run/sub/y.ts, else its top-level folder. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'src' && parts.length > 2 ? `src/${parts[1]}` : parts[0]!;
}

export interface Layout {
  /** Folders of src/: `source`, `run`, … */
  srcFolders: ReadonlySet<string>;
  /** Top-level folders of the repository: `schemas`, `bench`, … */
  topFolders: ReadonlySet<string>;
}

/** A rule's name as a repository path (`src/assert/jsonpath`, `schemas`), or undefined for a package. */
export function tokenPath(token: string, layout: Layout): string | undefined {
  const bare = token.replace(/\/$/, '');
  const first = bare.split('/')[0]!;
  if (layout.srcFolders.has(first)) return `src/${bare}`;
  if (bare.startsWith('src/') || layout.topFolders.has(first)) return bare;
  return undefined;
}

function allows(allowance: Allowance, target: Target, typeOnly: boolean, layout: Layout): boolean {
  if (allowance.typesOnly && !typeOnly) return false;
  const at = tokenPath(allowance.token, layout);
  if (target.kind === 'file') {
    if (at === undefined) return false;
    const module = target.path.replace(/\.(d\.)?[mc]?ts$/, '');
    return module === at || module.startsWith(`${at}/`);
  }
  if (target.kind === 'package') {
    if (at !== undefined) return false;
    if (allowance.token.endsWith('*')) return target.name.startsWith(allowance.token.slice(0, -1));
    return target.name === allowance.token;
  }
  return false;
}

/** The imports of one file that the rules do not allow, named the way the test reports them (each once). */
export function breachesOf(file: string, imports: FoundImport[], rules: ReadonlyMap<string, FolderRule>, layout: Layout): string[] {
  const folder = folderOf(file);
  const rule = rules.get(folder);
  const out = new Set<string>();
  for (const found of imports) {
    const target = resolveImport(file, found.specifier);
    if (target.kind === 'computed') {
      out.add(`${file}:${found.line} has a computed import, which cannot be checked against ${DOC}`);
      continue;
    }
    if (target.kind === 'file' && folderOf(target.path) === folder) continue;
    if (rule?.everything) continue;
    const allowances = rule?.allow ?? [];
    if (allowances.some((a) => allows(a, target, found.typeOnly, layout))) continue;
    const named = target.kind === 'file' ? target.path : target.name;
    const typesOnly = allowances.some((a) => allows({ ...a, typesOnly: false }, target, true, layout));
    out.add(`${file} imports ${named}, which ${DOC} does not allow for ${folder}${typesOnly ? ' (it allows only its types)' : ''}`);
  }
  return [...out];
}

/**
 * Names in the rules that stand for nothing: not a folder or module of the repository, not a
 * dependency in package.json, not a Node built-in. A renamed module or a typo in the document shows here.
 */
export function unknownNames(rules: Iterable<FolderRule>, layout: Layout, exists: (repoPath: string) => boolean, dependencies: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const rule of rules) {
    for (const { token } of rule.allow) {
      const at = tokenPath(token, layout);
      const known = at !== undefined ? exists(at) || exists(`${at}.ts`) : token.startsWith('node:') || dependencies.has(token);
      if (!known) out.push(`${DOC}: the rule of ${rule.folder} names \`${token}\`, which is no folder, module, dependency or Node built-in`);
    }
  }
  return [...new Set(out)];
}
