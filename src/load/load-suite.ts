import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadedSuite, SuiteFile } from '../model/scenario.js';
import type { Diagnostic } from '../source/diagnostic.js';
import { displayPath } from '../source/display-path.js';
import { makeLocate } from '../source/locate.js';
import { readSourceFile, type SourceFile, spanAt } from '../source/source-file.js';
import { documentData } from '../source/yaml-data.js';
import { hasTemplate } from '../template/template.js';
import { isAbsoluteUrl, parseHttpUrl } from './url-rules.js';
import { validateAgainstSchema } from './validate-schema.js';

/** Finds and loads the suite.yaml that governs a folder: the nearest one in it or above it. */
export class SuiteFinder {
  private readonly byDir = new Map<string, LoadedSuite>();
  readonly sources: SourceFile[] = [];
  readonly diagnostics: Diagnostic[] = [];

  constructor(private readonly cwd: string) {}

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
    const source = readSourceFile(display, file);
    this.sources.push(source);
    const fallback: LoadedSuite = { name: path.basename(dir), dir, file: display, data: {} };
    const doc = source.documents[0];
    if (!doc) return fallback;
    const read = documentData(source, doc);
    if (!read.ok) {
      this.diagnostics.push(...read.diagnostics);
      return fallback;
    }
    const locate = makeLocate(source, doc);
    const data = (read.data ?? {}) as SuiteFile;
    const problems = validateAgainstSchema('suite', data, locate);
    const baseUrl = data.baseUrl;
    if (typeof baseUrl === 'string' && !hasTemplate(baseUrl)) {
      const parsed = isAbsoluteUrl(baseUrl)
        ? parseHttpUrl(baseUrl)
        : { problem: `invalid base URL \`${baseUrl}\`: it needs its scheme, e.g. http://${baseUrl.replace(/^\/+/, '')}` };
      if (!(parsed instanceof URL)) problems.push({ code: 'BAD_URL', message: parsed.problem, span: locate(['baseUrl']) });
    }
    if (source.documents.length > 1) {
      problems.push({ code: 'SCHEMA_VIOLATION', message: 'suite.yaml holds one document only', span: spanAt(source, source.documents[1]!.range[0]) });
    }
    this.diagnostics.push(...problems);
    if (problems.length) return fallback;
    return { name: data.name ?? path.basename(dir), dir, file: display, data, locate };
  }
}

function isProjectRoot(dir: string): boolean {
  return existsSync(path.join(dir, '.git')) || existsSync(path.join(dir, 'package.json'));
}
