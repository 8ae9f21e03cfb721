// The report page's stylesheet, script and icons (`resources/`), inlined into report.html so that it works as one file.
import { isKnownFailure, type TestResult } from '../model/results.js';
import { resources } from './generated/resources.js';
import { STATUS_LABEL } from './labels.js';

/** `resources/report.css`. */
export const STYLE = `\n${resources['report.css']}`;

/**
 * `resources/report.js`: click a column header to sort by it (numbers as numbers); click again to
 * reverse. "failures only" hides every test but the failed ones.
 */
export const SCRIPT = `\n${resources['report.js']}`;

/**
 * The marks of the page, drawn as SVG (`resources/icons.svg`, one symbol a line there, one line in the
 * page): an emoji shows as an empty box where no emoji font is installed (many Linux desktops and CI
 * machines). Each is defined once, at the top of the body, and drawn where it is used by reference, so
 * a large report stays small.
 */
export const ICON_SYMBOLS = resources['icons.svg'].replace(/\n\s*/g, '');

/** The symbols `icons.svg` defines (`i-<shape>`). */
type Shape = 'passed' | 'failed' | 'warning' | 'known' | 'skipped' | 'na' | 'square' | 'untestable' | 'gap' | 'unproven' | 'partial';

/** Every status, verdict and "known failure", by the shape it is drawn with. */
export const SHAPE_OF: Record<keyof typeof STATUS_LABEL | 'known', Shape> = {
  passed: 'passed',
  proven: 'passed',
  failed: 'failed',
  warning: 'warning',
  'proven-with-warnings': 'warning',
  known: 'known',
  skipped: 'skipped',
  'not-applicable': 'na',
  'could-not-judge': 'unproven',
  'not-covered': 'square',
  untestable: 'untestable',
  gap: 'gap',
  unproven: 'unproven',
  partial: 'partial',
};

/** A mark, drawn from its symbol; the words beside it say the same for a screen reader. */
export function icon(kind: keyof typeof SHAPE_OF): string {
  return `<svg class="ic" aria-hidden="true"><use href="#i-${SHAPE_OF[kind]}"/></svg>`;
}

/** The mark of a test: a known failure has its own. */
export function iconOfTest(t: Pick<TestResult, 'status' | 'knownFailure'>): string {
  return icon(isKnownFailure(t) ? 'known' : t.status);
}

/** Mark and words of a status or verdict; `known` turns a failure into a known one. */
export function iconText(status: keyof typeof STATUS_LABEL, known = false): string {
  return status === 'failed' && known ? `${icon('known')} known failure` : `${icon(status)} ${STATUS_LABEL[status]}`;
}
