import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (tests run compiled, from dist/test/...). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const binPath = path.join(repoRoot, 'bin', 'wirecase.js');
