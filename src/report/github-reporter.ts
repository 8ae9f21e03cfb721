import { requirementText, warningLabel } from '../judge/requirements.js';
import type { TestResult } from '../model/results.js';
import { visibleControls } from './control-chars.js';
import { failedStepLabel, incompleteNote } from './labels.js';
import { renderMarkdown } from './markdown-reporter.js';
import type { ReporterFactory } from './reporter.js';

/**
 * GitHub Actions: an `::error file=...,line=...,col=...::message` annotation per failed test (a
 * `::warning` per warning and known failure; on
 * stdout, where the runner reads workflow commands), and the Markdown summary appended to
 * `$GITHUB_STEP_SUMMARY` when it names a file. Added by `run` and `report` when GITHUB_ACTIONS=true.
 */
export const githubReporter: ReporterFactory = ({ linkBase }) => ({
  render: ({ result, coverage }) => {
    const stopped = incompleteNote(result);
    return {
      stdout: (stopped ? `::error title=wirecase run incomplete::${data(stopped)}\n` : '') + renderAnnotations(result.tests),
      stdoutIsCommands: true,
      jobSummary: `${renderMarkdown(result, coverage, linkBase ? { linkBase } : {})}\n`,
    };
  },
});

/**
 * One `::error` line per failed test, at the failing assertion (else the document's line). A known
 * failure (`knownFailure`, from --expected-failures) is a `::warning` that gives the reason. A
 * warning (a failed SHOULD or MAY) is a `::warning` that gives the level. Each names the
 * requirements the test proves, quoted, on lines of their own.
 */
export function renderAnnotations(tests: readonly TestResult[]): string {
  return tests
    .filter((t) => t.status === 'failed' || t.status === 'warning')
    .map((t) => {
      const f = t.failure;
      const loc = f?.location ?? { file: t.file, line: t.line, col: 1 };
      const props = [`file=${prop(loc.file)}`, `line=${loc.line}`, `col=${loc.col}`];
      if (loc.endLine !== undefined) props.push(`endLine=${loc.endLine}`);
      if (loc.endCol !== undefined && (loc.endLine === undefined || loc.endLine === loc.line)) props.push(`endColumn=${loc.endCol}`);
      props.push(`title=${prop(`${t.id}: ${t.title}`)}`);
      const message = f ? `${failedStepLabel(f)} "${f.stepName}": ${f.message}` : t.status;
      const quotes = (t.requirements ?? []).map((r) => `\n${requirementText(r)}`).join('');
      if (t.status === 'warning') return `::warning ${props.join(',')}::${data(`${warningLabel(t)}: ${message}${quotes}`)}\n`;
      const reason = t.knownFailure?.reason;
      return reason === undefined
        ? `::error ${props.join(',')}::${data(`${message}${quotes}`)}\n`
        : `::warning ${props.join(',')}::${data(`known failure (${reason}): ${message}${quotes}`)}\n`;
    })
    .join('');
}

// Workflow command escaping (as in @actions/core): data escapes % CR LF; properties also : and ,.
function data(text: string): string {
  return visibleControls(text.replace(/\r\n?/g, '\n')).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function prop(text: string): string {
  return data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
