import type { RunResult } from '../../model/results.js';
import type { EntryStatus, RowVerdict, SectionVerdict } from './join.js';

/** Words and marks shared by the markdown and HTML reports, so both read the same. */
export const STATUS_LABEL: Record<EntryStatus | RowVerdict | SectionVerdict, string> = {
  passed: 'passed',
  failed: 'failed',
  skipped: 'skipped',
  'not-applicable': 'not applicable',
  'not-covered': 'not covered',
  untestable: 'untestable',
  proven: 'proven',
  gap: 'GAP',
  unproven: 'not proven',
  partial: 'partial',
};

export const STATUS_MARK: Record<EntryStatus | RowVerdict | SectionVerdict, string> = {
  passed: '✅',
  failed: '❌',
  skipped: '⏭️',
  'not-applicable': '⚪',
  'not-covered': '⬜',
  untestable: '🚫',
  proven: '✅',
  gap: '🚨',
  unproven: '⚠️',
  partial: '🟨',
};

export function percent(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** "2 failed, 7 passed, 1 skipped, 1 not applicable (11 tests)" */
export function summaryLine(result: RunResult): string {
  const s = result.summary;
  const parts = [`${s.passed} passed`, `${s.failed} failed`, `${s.skipped} skipped`];
  if (s.notApplicable) parts.push(`${s.notApplicable} not applicable`);
  return `${parts.join(', ')} (${s.total} test${s.total === 1 ? '' : 's'})`;
}

/** Header values that are credentials: masked again in transcripts, whatever the results file says. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);
export function maskHeader(name: string, value: string): string {
  return CREDENTIAL_HEADERS.has(name.toLowerCase()) && value !== '***' ? '***' : value;
}
