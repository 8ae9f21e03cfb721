import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadedSuite, SuiteFile } from '../model/scenario.js';
import type { Diagnostic } from '../source/diagnostic.js';
import { displayPath } from '../source/display-path.js';
import type { SourceText } from '../source/source-file.js';
import { hasTemplate } from '../template/template.js';
import type { LoadCache } from './load-cache.js';
import { readDocuments } from './read-documents.js';
import { isAbsoluteUrl, parseHttpUrl } from './url-rules.js';

/** Finds and loads the suite.yaml that governs a folder: the nearest one in it or above it. */
export class SuiteFinder {
  private readonly byDir = new Map<string, LoadedSuite>();
  readonly sources: SourceText[] = [];
  readonly diagnostics: Diagnostic[] = [];

  constructor(
    private readonly cwd: string,
    private readonly cache?: LoadCache,
  ) {}

  suiteFor(dir: string): LoadedSuite {
    const cached = this.byDir.get(dir);
    if (cached) return cached;
    let suite: LoadedSuite;
    const file = ['suite.yaml', 'suite.yml'].map((n) => path.join(dir, n)).find(existsSync);
    const parent = path.dirname(dir);
    if (file) suite = this.load(file, dir);
    else if (parent === dir || isProjectRoot(dir)) suite = { name: 'default', dir, data: {} };
    else suite = this.suiteFor(parent);
    this.byDir.set(dir, suite);
    return suite;
  }

  private load(file: string, dir: string): LoadedSuite {
    const display = displayPath(file, this.cwd);
    const read = readDocuments('suite', display, file, this.cache, true);
    this.sources.push(read.source);
    const fallback: LoadedSuite = { name: path.basename(dir), dir, file: display, data: {} };
    const first = read.documents[0];
    if (!first) return fallback;
    if (!first.ok && !first.locate) {
      this.diagnostics.push(...first.diagnostics);
      return fallback;
    }
    const locate = first.locate!;
    const data = first.data as SuiteFile;
    const problems = first.ok ? [] : [...first.diagnostics];
    const baseUrl = data.baseUrl;
    if (typeof baseUrl === 'string' && !hasTemplate(baseUrl)) {
      const parsed = isAbsoluteUrl(baseUrl)
        ? parseHttpUrl(baseUrl)
        : { problem: `invalid base URL \`${baseUrl}\`: it needs its scheme, e.g. http://${baseUrl.replace(/^\/+/, '')}` };
      if (!(parsed instanceof URL)) problems.push({ code: 'BAD_URL', message: parsed.problem, span: locate(['baseUrl']) });
    }
    if (read.secondAt) problems.push({ code: 'SCHEMA_VIOLATION', message: 'suite.yaml holds one document only', span: read.secondAt });
    this.diagnostics.push(...problems);
    if (problems.length) return fallback;
    return { name: data.name ?? path.basename(dir), dir, file: display, data, locate };
  }
}

function isProjectRoot(dir: string): boolean {
  return existsSync(path.join(dir, '.git')) || existsSync(path.join(dir, 'package.json'));
}
