/** diff.json: the diff as data (schemas/diff.schema.json), with no raw control character in any string. */
import { jsonWithoutRawControls } from '../report/control-chars.js';
import type { RunDiff } from './types.js';

export const DIFF_JSON_FILE = 'diff.json';

export function renderDiffJson(diff: RunDiff): string {
  return `${jsonWithoutRawControls(JSON.stringify({ $schema: 'https://wirecase.dev/schemas/diff.schema.json', ...diff }, null, 2))}\n`;
}
