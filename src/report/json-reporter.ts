import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RunResult } from '../model/results.js';
import { coverageOf, type Coverage } from './coverage/index.js';
import type { ReporterFactory } from './reporter.js';

export const JSON_FILE = 'results.json';

/**
 * results.json, described by schemas/results.schema.json: the contract with outside tools and
 * `wirecase report`. It carries the run and, under `coverage`, its join with the catalogs.
 */
export const jsonReporter: ReporterFactory = ({ outDir }) => {
  const file = path.join(outDir, JSON_FILE);
  return {
    files: () => [file],
    onRunEnd(result) {
      writeJson(outDir, result, coverageOf(result, { cwd: process.cwd() }));
    },
  };
};

export function writeJson(outDir: string, result: RunResult, coverage: Coverage): string {
  const file = path.join(outDir, JSON_FILE);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(file, renderJson(result, coverage));
  return file;
}

export function renderJson(result: RunResult, coverage: Coverage): string {
  const { tool, startedAt, summary, tests } = result;
  return JSON.stringify({ tool, startedAt, summary, tests, coverage }, null, 2) + '\n';
}
