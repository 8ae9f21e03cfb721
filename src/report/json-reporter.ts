import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReporterFactory } from './reporter.js';

/** results.json, described by schemas/results.schema.json: the contract with outside tools and `wirecase report`. */
export const jsonReporter: ReporterFactory = ({ outDir }) => {
  const file = path.join(outDir, 'results.json');
  return {
    files: () => [file],
    onRunEnd(result) {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
    },
  };
};
