import { strongestLevel } from '../judge/requirements.js';
import { baseId, type RunResult, type TestResult, weightOf } from '../model/results.js';
import type { Span } from '../source/span.js';
import { version } from '../source/version.js';
import { jsonWithoutRawControls, visibleControlsInText } from './control-chars.js';
import { failedStep, failedStepLabel, incompleteNote, maskHeader } from './labels.js';
import type { ReporterFactory } from './reporter.js';

export const SARIF_FILE = 'results.sarif';

/** The schema a SARIF 2.1.0 log names (the OASIS standard's, as published). */
const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';

type SarifLevel = 'error' | 'warning' | 'note';

/**
 * SARIF 2.1.0 (`--reporter sarif`, results.sarif), so failures show as code-scanning alerts: one
 * result per failed test and per warning, its `ruleId` the test ID (a matrix leg's rule is its
 * document's ID), its message the failed step and its evidence (expected, actual, the body excerpt,
 * the answer's status: redacted at the source, credentials in headers masked again as every report
 * masks them) and the quoted sentences, its level from the strongest requirement (MUST → error,
 * SHOULD → warning, MAY → note; a test quoting none: its document's `level:`, required → error,
 * recommended → warning, else note), located at the failing line of the document, else its `id:`.
 * A known failure (--expected-failures) is a result with an external suppression giving the reason.
 */
export const sarifReporter: ReporterFactory = () => ({
  render: ({ result }) => ({ files: [{ name: SARIF_FILE, text: renderSarif(result) }] }),
});

export function renderSarif(result: RunResult): string {
  const flagged = result.tests.filter((t) => t.status === 'failed' || t.status === 'warning');
  const rules: Array<Record<string, unknown>> = [];
  const ruleIndex = new Map<string, number>();
  for (const t of flagged) {
    const id = baseId(t.id);
    if (ruleIndex.has(id)) continue;
    ruleIndex.set(id, rules.length);
    rules.push(ruleOf(t, id));
  }
  const stopped = incompleteNote(result);
  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'wirecase',
            version: result.tool.version || version,
            rules,
          },
        },
        invocations: [
          {
            executionSuccessful: !stopped,
            ...(stopped ? { toolExecutionNotifications: [{ level: 'error', message: { text: clean(stopped) } }] } : {}),
          },
        ],
        results: flagged.map((t) => resultOf(t, ruleIndex.get(baseId(t.id))!)),
      },
    ],
  };
  return `${jsonWithoutRawControls(JSON.stringify(log, null, 2))}\n`;
}

function ruleOf(t: TestResult, id: string): Record<string, unknown> {
  const quotes = (t.requirements ?? []).map((r) => `${r.level}: "${r.quote}" (${r.source})`);
  return {
    id,
    name: id,
    shortDescription: { text: clean(t.title) },
    ...(quotes.length ? { fullDescription: { text: clean(quotes.join('\n')) } } : {}),
    defaultConfiguration: { level: levelOf(t) },
    properties: { tags: ['wirecase', ...t.tags.map(clean)], ...(t.spec.length ? { spec: t.spec.map(clean) } : {}) },
  };
}

function resultOf(t: TestResult, index: number): Record<string, unknown> {
  const known = t.knownFailure;
  return {
    ruleId: baseId(t.id),
    ruleIndex: index,
    level: levelOf(t),
    message: { text: clean(messageOf(t)) },
    locations: [{ physicalLocation: physicalLocation(t.failure?.location ?? { file: t.file, line: t.line, col: 1 }) }],
    partialFingerprints: { 'wirecaseTest/v1': `${t.id}:${t.failure ? `${failedStepLabel(t.failure)}` : t.status}` },
    ...(known ? { suppressions: [{ kind: 'external', state: 'accepted', justification: clean(`known failure: ${known.reason}`) }] } : {}),
    properties: {
      status: t.status,
      testId: t.id,
      ...(strongestLevel(t) ? { requirementLevel: strongestLevel(t) } : {}),
      ...(t.level ? { documentLevel: t.level } : {}),
    },
  };
}

/** MUST → error, SHOULD → warning, MAY → note; without a quoted sentence, the document's `level:`. */
export function levelOf(t: Pick<TestResult, 'requirements' | 'level'>): SarifLevel {
  const level = strongestLevel(t);
  if (level) return { must: 'error', should: 'warning', may: 'note' }[weightOf(level)] as SarifLevel;
  if (t.level === 'required') return 'error';
  if (t.level === 'recommended') return 'warning';
  return 'note';
}

/** What failed, the evidence the answer gave, and the sentences it contradicts. */
function messageOf(t: TestResult): string {
  const f = t.failure;
  const head = `${t.id}: ${t.title}`;
  const lines = [t.status === 'warning' ? `${head} (warning)` : head];
  if (f) {
    lines.push(`${failedStepLabel(f)} "${f.stepName}": ${f.message}`);
    if (f.expected !== undefined) lines.push(`expected: ${text(f.expected)}`);
    if (f.actual !== undefined) lines.push(`actual: ${text(f.actual)}`);
    const step = failedStep(t);
    if (step?.request) lines.push(`sent: ${step.request.method} ${step.request.url}`);
    if (step?.response) {
      const shown = step.response.headers.filter(([name]) => /^(content-type|www-authenticate|mcp-session-id)$/i.test(name));
      lines.push(`answered: HTTP ${step.response.status}${shown.map(([n, v]) => `, ${n}: ${maskHeader(n, v)}`).join('')}`);
    }
    if (f.excerpt) lines.push(f.excerpt);
  } else lines.push(t.status);
  for (const r of t.requirements ?? []) lines.push(`${r.level}: "${r.quote}" (${r.source})`);
  if (t.knownFailure) lines.push(`known failure: ${t.knownFailure.reason}`);
  return lines.join('\n');
}

function physicalLocation(span: Span): Record<string, unknown> {
  const region: Record<string, number> = { startLine: Math.max(1, span.line), startColumn: Math.max(1, span.col) };
  if (span.endLine !== undefined && span.endLine >= region.startLine!) region.endLine = span.endLine;
  if (span.endCol !== undefined && (span.endLine === undefined || span.endLine === span.line) && span.endCol > region.startColumn!)
    region.endColumn = span.endCol;
  return { artifactLocation: { uri: uriOf(span.file) }, region };
}

/** A repository-relative path as a relative URI reference (what code scanning matches to a file); an absolute one as a file: URI. */
function uriOf(file: string): string {
  const slashed = file.split('\\').join('/');
  const encoded = slashed
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');
  if (/^[A-Za-z]:\//.test(slashed)) return `file:///${encoded.replace(/^([A-Za-z])%3A/, '$1:')}`;
  return slashed.startsWith('/') ? `file://${encoded}` : encoded;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

function clean(value: string): string {
  return visibleControlsInText(value);
}
