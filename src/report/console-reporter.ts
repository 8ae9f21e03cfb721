import { headline } from '../judge/requirement-coverage.js';
import { requirementText, warningLabel } from '../judge/requirements.js';
import type { SetupBlockReport } from '../model/events.js';
import { judgedAny, type RunResult, type StepRecord, type TestResult, unexpectedFailure } from '../model/results.js';
import { codeFrame } from '../source/code-frame.js';
import { painter } from '../source/paint.js';
import { formatSpan } from '../source/span.js';
import { visibleControls } from './control-chars.js';
import {
  failedStep,
  failedStepLabel,
  incompleteNote,
  knownNote,
  maskHeader,
  otherTeardownFailures,
  STATUS_LABEL,
  sentCall,
  stepSummaryText,
  summarizedNote,
  warningCount,
} from './labels.js';
import type { ReporterFactory } from './reporter.js';

/** Causes of tests, the most common first: a reason without the step that met it (`step 2 "…": `), with the IDs. */
function causesOf(tests: TestResult[]): Array<[string, string[]]> {
  const byCause = new Map<string, string[]>();
  for (const t of tests) {
    const cause = (t.reason ?? 'no cause recorded').replace(/^step \d+ "[^"]*": /, '');
    byCause.set(cause, [...(byCause.get(cause) ?? []), t.id]);
  }
  return [...byCause].sort((a, b) => b[1].length - a[1].length);
}

/**
 * One line per test ID as it finishes (with its notes), then every failure in full (what was
 * expected, what came, where in the body, which document line asked for it, the requirement it
 * proves), then every warning the same way, then `N passed, N failed, N warnings, N skipped`.
 */
export const consoleReporter: ReporterFactory = ({ write, sources, color, verbose, curl }) => {
  const c = painter(color);
  const mark: Record<TestResult['status'], string> = {
    passed: c.green('✓'),
    failed: c.red('✗'),
    warning: c.yellow('!'),
    skipped: c.yellow('-'),
    'not-applicable': c.gray('○'),
    'could-not-judge': c.magenta('?'),
  };
  return {
    onRunStart({ documents, version }) {
      write(c.bold(`wirecase ${version}`) + c.gray(` · ${documents} test${documents === 1 ? '' : 's'}\n`));
    },
    onSuiteStart({ name, target, startedTarget }) {
      write(`\n${c.bold(name)} ${c.gray(`→ ${target}${startedTarget ? ' (started by wirecase)' : ''}`)}\n`);
    },
    onSetupEnd(_suite, blocks) {
      // What the probes found decides what runs: show it, so a not-applicable verdict can be traced.
      for (const b of blocks) write(setupLines(b));
    },
    onTestEnd(t) {
      write(`${testLine(t)}\n`);
      for (const n of t.notes ?? []) write(c.gray(`      note: ${shown(n)}\n`));
      if (verbose) for (const s of t.steps) write(c.gray(`      ${stepMark(s)} step ${s.index + 1} ${shown(s.name)} (${s.durationMs} ms)${summaryOnly(s)}\n`));
      // Every teardown step is shown, whatever the test's verdict: the author sees the cleanup ran, or what it left behind.
      for (const s of t.teardown ?? []) write(`${teardownLine(s)}\n`);
    },
    render({ result, coverage }) {
      const out: string[] = [];
      const write = (text: string) => out.push(text);
      const failed = result.tests.filter((t) => t.status === 'failed');
      if (failed.length) write(`\n${c.red.bold('Failures')}\n`);
      for (const t of failed) write(`${renderFailure(t)}\n`);
      const warned = result.tests.filter((t) => t.status === 'warning');
      if (warned.length) write(`\n${c.yellow.bold('Warnings')}\n`);
      for (const t of warned) write(`${renderFailure(t)}\n`);
      write(unjudgedLines(result));
      const stopped = incompleteNote(result);
      if (stopped) write(`\n${c.red.bold('INCOMPLETE')} ${shown(stopped)}\n`);
      const summarized = summarizedNote(result.summary);
      if (summarized) write(c.gray(`\n${summarized}\n`));
      for (const cat of coverage.catalogs) {
        if (cat.requirements) write(`\n${c.bold('Requirements')} ${cat.spec.title} ${cat.spec.version}: ${headline(cat.requirements)}\n`);
      }
      write(closingNotes(result));
      write(`\n${countsLine(result.summary, failed.some(unexpectedFailure))} ${c.gray(`(${(result.summary.durationMs / 1000).toFixed(2)} s)`)}\n`);
      return { stdout: out.join('') };
    },
  };

  /** Why the exit code is 3 or 4 when a document was defective or nothing was judged. */
  function closingNotes(result: RunResult): string {
    let text = '';
    const defects = result.tests.filter((t) => t.documentDefect).map((t) => t.id);
    if (defects.length)
      text += `\n${c.red.bold('Defect of a document')} (exit 3): ${defects.join(', ')} could not run as written — a fault of the document, not of the target: report it to the suite's authors\n`;
    if (result.tests.length && !judgedAny(result.summary)) text += `\n${c.magenta.bold('Nothing was judged')}: ${nothingJudgedHint(result.tests)}\n`;
    return text;
  }

  /**
   * The tests the run could not judge, grouped by cause (the most common first), each cause with the
   * IDs it stopped: what to fix before those tests can say anything about the target.
   */
  function unjudgedLines(result: RunResult): string {
    const tests = result.tests.filter((t) => t.status === 'could-not-judge');
    if (!tests.length) return '';
    const out: string[] = [`\n${c.magenta.bold('Could not judge')}\n`];
    for (const [cause, ids] of causesOf(tests)) {
      const shownIds = ids.length > 8 ? `${ids.slice(0, 8).join(', ')} and ${ids.length - 8} more` : ids.join(', ');
      out.push(`  ${c.magenta('?')} ${shown(clip(cause, 400))}\n    ${c.gray(shown(shownIds))}\n`);
    }
    return out.join('');
  }

  /** A run that judged nothing: what most of its tests met, so the user knows what to change. */
  function nothingJudgedHint(tests: TestResult[]): string {
    const [top] = causesOf(tests.filter((t) => t.status === 'could-not-judge'));
    if (top) return shown(clip(`${top[1].length} test${top[1].length === 1 ? '' : 's'} could not be judged: ${top[0]}`, 400));
    return 'every test was not applicable or skipped (see each reason above); the run said nothing about the target';
  }

  /** A setup block: its name (why it did not run), the variables it set, its note, and with --verbose its steps. */
  function setupLines(b: SetupBlockReport): string {
    const out = [c.gray(`  setup · ${b.name}${b.ran ? '' : ` (${shown(b.note ?? '')})`}\n`)];
    for (const [name, value] of Object.entries(b.vars)) out.push(c.gray(`      ${name} = ${shown(clip(JSON.stringify(value) ?? 'unset', 100))}\n`));
    if (b.ran && b.note) out.push(c.yellow(`      ${shown(b.note)}\n`));
    if (verbose) for (const s of b.steps) out.push(c.gray(`      ${setupStepLine(s)}\n`));
    return out.join('');
  }

  /** A step whose record was summarized says so (verbose lines only: a step's line shows no more than its summary). */
  function summaryOnly(s: StepRecord): string {
    const text = stepSummaryText(s);
    return text ? ` · ${text}` : '';
  }

  function stepMark(s: StepRecord): string {
    if (s.status === 'passed') return '✓';
    return s.status === 'failed' ? '✗' : '-';
  }

  function setupStepLine(s: StepRecord): string {
    return `${s.status === 'passed' ? '✓' : '✗'} ${shown(s.name)}${s.response ? ` → ${s.response.status}` : ''}${s.error ? `: ${shown(s.error.message)}` : ''}`;
  }

  /** `N passed, N failed, N warnings, N skipped, N not applicable`: failed in red when a failure is not a known one. */
  function countsLine(s: RunResult['summary'], unexpected: boolean): string {
    const parts = [c.green(`${s.passed} passed`), (unexpected ? c.red : s.failed ? c.yellow : c.gray)(`${s.failed} failed${knownNote(s.knownFailures)}`)];
    if (s.warnings) parts.push(c.yellow(warningCount(s.warnings)));
    parts.push((s.skipped ? c.yellow : c.gray)(`${s.skipped} skipped`));
    if (s.notApplicable) parts.push(c.gray(`${s.notApplicable} not applicable`));
    if (s.couldNotJudge) parts.push(c.magenta(`${s.couldNotJudge} could not judge`));
    return parts.join(', ');
  }

  /** One test's verdict as it finishes: mark, ID, title, time, and why it did not run or pass. */
  function testLine(t: TestResult): string {
    const reason = t.reason ? (t.status === 'could-not-judge' ? c.magenta : c.gray)(` — ${STATUS_LABEL[t.status]}: ${shown(t.reason)}`) : '';
    const time = t.status === 'passed' || t.status === 'failed' || t.status === 'warning' ? c.gray(` (${t.durationMs} ms)`) : '';
    const known = t.knownFailure ? c.yellow(' — known failure') : '';
    const warned = t.status === 'warning' ? c.yellow(` — ${warningLabel(t)}`) : '';
    return `  ${t.knownFailure ? c.yellow('✗') : mark[t.status]} ${c.bold(shown(t.id))}  ${shown(t.title)}${time}${reason}${known}${warned}`;
  }

  function teardownLine(s: StepRecord): string {
    const failed = s.status === 'failed';
    const outcome = failed ? `: ${shown(s.error?.message ?? s.assertions.find((a) => !a.passed)?.message ?? 'failed')}` : ` (${s.durationMs} ms)`;
    return (failed ? c.red : c.gray)(`      ${s.status === 'passed' ? '✓' : '✗'} teardown step ${s.index + 1} ${shown(s.name)}${outcome}`);
  }

  /** A failed test or a warning in full. Text a server sent is shown, never obeyed (see `shown`). */
  function renderFailure(t: TestResult): string {
    const warning = t.status === 'warning';
    const paint = warning ? c.yellow : c.red;
    const out = [`\n${warning ? c.yellow('!') : c.red('✗')} ${c.bold(shown(t.id))} ${shown(t.title)}${warning ? ` ${c.yellow(`— ${warningLabel(t)}`)}` : ''}`];
    if (t.knownFailure) out.push(`  ${c.yellow(`known failure: ${shown(t.knownFailure.reason)}`)} ${c.gray(`(${t.knownFailure.baseline})`)}`);
    if (t.failure) out.push(...failureLines(t, t.failure, paint));
    else out.push(`  ${paint(warning ? 'warning' : 'failed')} ${c.gray(`(${t.file}:${t.line})`)}`);
    for (const r of t.requirements ?? []) out.push(`  ${paint(shown(requirementText(r)))}`);
    for (const n of t.notes ?? []) out.push(c.gray(`  note: ${shown(n)}`));
    for (const d of otherTeardownFailures(t)) out.push(`  ${c.red('✗')} ${shown(d.label)}: ${c.red(shown(d.message))}`);
    return out.join('\n');
  }

  /** What failed: the step and its exchange, the message, where the document asked, expected and actual, the body. */
  function failureLines(t: TestResult, f: NonNullable<TestResult['failure']>, paint: typeof c.red): string[] {
    const step = failedStep(t);
    const out = [`  ${failedStepLabel(f)} "${shown(f.stepName)}"${exchangeSummary(step)}`];
    const call = sentCall(step);
    if (call) out.push(`  ${c.gray('sent:')} ${shown(call)}`);
    out.push(`  ${paint(shown(f.message))}`);
    if (f.location) out.push(...locationLines(f.location));
    out.push(...valueLines(f));
    // A browser step's page errors say why a page did not get there (always shown: there is no body to read instead).
    for (const line of step?.browser?.console ?? []) out.push(c.gray(`  page: ${shown(line)}`));
    if (verbose && step) out.push(...exchangeLines(step));
    if (curl && step?.request) out.push(...curlLines(step.request));
    return out;
  }

  /** Expected and actual values, and the part of the body the failure points at. */
  function valueLines(f: NonNullable<TestResult['failure']>): string[] {
    const out: string[] = [];
    if (f.expected !== undefined) out.push(`  ${c.gray('expected:')} ${shown(typeof f.expected === 'string' ? f.expected : JSON.stringify(f.expected))}`);
    if (f.actual !== undefined) out.push(`  ${c.gray('actual:  ')} ${shown(clip(JSON.stringify(f.actual) ?? String(f.actual)))}`);
    if (f.excerpt)
      out.push(
        `  ${c.gray('body')} ${shown(f.excerpt)
          .split('\n')
          .map((l, i) => (i ? `    ${l}` : l))
          .join('\n')}`,
      );
    return out;
  }

  function exchangeSummary(step: StepRecord | undefined): string {
    if (step?.request) return ` ${c.gray(`${shown(step.request.method)} ${shown(step.request.url)}${step.response ? ` → ${step.response.status}` : ''}`)}`;
    if (step?.browser) return ` ${c.gray(`browser ${shown(step.browser.url)}`)}`;
    return '';
  }

  /** The document line that asked for what failed, with a code frame when the source is at hand. */
  function locationLines(location: NonNullable<NonNullable<TestResult['failure']>['location']>): string[] {
    const out = [c.gray(`    --> ${formatSpan(location)}`)];
    const frame = codeFrame(sources.get(location.file), location.line, location.col, location.endLine, location.endCol);
    if (frame)
      out.push(
        frame
          .split('\n')
          .map((l) => `  ${l}`)
          .join('\n'),
      );
    return out;
  }

  function curlLines(request: NonNullable<StepRecord['request']>): string[] {
    const command = curlCommand(request);
    const out = [`  ${c.gray('curl:')}`, `    ${shown(command)}`];
    // A shown control character is a visible code, not the byte sent: say so rather than print a command that differs silently.
    if (shown(command) !== command) out.push(c.gray('    (control characters are shown as \\xNN codes: put the bytes back before running it)'));
    return out;
  }

  /** `--verbose`: the failing step's request and response as recorded (redacted), bodies as excerpts. */
  function exchangeLines(step: StepRecord): string[] {
    const out: string[] = [];
    const headerLines = (headers: ReadonlyArray<[string, string]>) => headers.map(([k, v]) => `    ${shown(k)}: ${shown(maskHeader(k, v))}`);
    const body = (text: string, cut: boolean) => {
      const excerpt = bodyExcerpt(text);
      return [
        '',
        ...shown(excerpt.text)
          .split('\n')
          .map((l) => `    ${l}`),
        ...(cut || excerpt.cut ? [c.gray('    …')] : []),
      ];
    };
    if (step.request) {
      const r = step.request;
      out.push(`  ${c.gray('request')}`, `    ${shown(r.method)} ${shown(r.url)}`, ...headerLines(r.headers));
      if (r.body) out.push(...body(r.body, false));
    }
    if (step.response) {
      const r = step.response;
      out.push(`  ${c.gray('response')}`, `    ${r.status}`, ...headerLines(r.headers));
      if (r.body) out.push(...body(r.body, r.truncated));
      // A body wirecase stopped reading is not the whole body: an empty one was not read, not sent empty.
      if (r.readNote) out.push('', c.gray(`    (${shown(r.readNote)})`));
    }
    return out;
  }
};

/** At most 20 lines and 1,000 characters of a body: enough to see what came, not a page of it. */
function bodyExcerpt(text: string): { text: string; cut: boolean } {
  const lines = text.split('\n');
  let excerpt = lines.slice(0, 20).join('\n');
  if (excerpt.length > 1000) excerpt = excerpt.slice(0, 1000);
  return { text: excerpt, cut: excerpt.length < text.length };
}

/**
 * `--curl`: the recorded request (already redacted: a secret is `***`) as one POSIX shell command.
 * Every word is single-quoted (a `'` inside written `'\''`), so nothing in it is expanded or run.
 * Content-Length is left to curl, which counts the body it sends.
 */
export function curlCommand(request: NonNullable<StepRecord['request']>): string {
  const words = ['curl', '-X', quote(request.method), quote(request.url)];
  for (const [name, value] of request.headers) {
    if (name.toLowerCase() === 'content-length') continue;
    words.push('-H', quote(`${name}: ${maskHeader(name, value)}`));
  }
  if (request.body !== undefined && request.body !== '') words.push('--data-binary', quote(request.body));
  return words.join(' ');
}

function quote(word: string): string {
  return `'${word.replace(/'/g, "'\\''")}'`;
}

function clip(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Text from a server or a document as the terminal should show it: control characters (an escape
 * sequence would recolour, move the cursor or retitle the window) become visible `\x1b`-style codes.
 * Line breaks and tabs stay.
 */
export function shown(text: string): string {
  return visibleControls(text);
}
