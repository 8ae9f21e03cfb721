import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Coverage } from '../../../src/judge/coverage.js';
import type { Coverage as CoverageInResults } from '../../../src/model/generated/results.js';

/**
 * The join's types are written by hand (they say more than the file: every count present, closed
 * verdict names); what it computes must still be what results.json promises under `coverage`.
 * The function below does not compile if the two part ways.
 */
const asWritten = (coverage: Coverage): CoverageInResults => coverage;

test('the coverage join has the shape schemas/results.schema.json gives `coverage` (checked when the tests compile)', () => {
  assert.deepEqual(asWritten({ catalogs: [], uncatalogued: [], problems: [] }), { catalogs: [], uncatalogued: [], problems: [] });
});
