/**
 * What a fuzz run reached: per tool, the schema keywords its cases exercised (positively: valid
 * arguments at that keyword; negatively: that keyword broken), and warnings when the run could not
 * reach the server's logic at all.
 */
import type { Answer } from './connection.js';
import { kindOf } from './oracles.js';
import type { FuzzCase } from './plan.js';

export interface KeywordCoverage {
  tool: string;
  positive: string[];
  negative: string[];
  calls: number;
}

export function keywordCoverage(tool: string, cases: readonly FuzzCase[]): KeywordCoverage {
  const sorted = (kind: FuzzCase['kind']) => [...new Set(cases.filter((c) => c.kind === kind).map((c) => c.keyword))].sort();
  return { tool, positive: sorted('valid'), negative: sorted('invalid'), calls: cases.length };
}

/** Why the run may not have reached the tools' logic: every call refused for credentials, or every valid call a tool error. */
export function reachWarnings(outcomes: ReadonlyArray<{ case: FuzzCase; answer: Answer }>): string[] {
  if (!outcomes.length) return [];
  const statuses = new Set(outcomes.map((o) => o.answer.status));
  if (statuses.size === 1 && (statuses.has(401) || statuses.has(403))) {
    const status = [...statuses][0];
    return [`every call answered ${status}: give a token (--var token=…, sent as Authorization: Bearer)`];
  }
  const warnings: string[] = [];
  const byTool = new Map<string, Array<{ case: FuzzCase; answer: Answer }>>();
  for (const o of outcomes) byTool.set(o.case.tool, [...(byTool.get(o.case.tool) ?? []), o]);
  for (const [tool, list] of byTool) {
    const valid = list.filter((o) => o.case.kind === 'valid');
    if (valid.length && valid.every((o) => kindOf(o.answer) === 'tool-error')) {
      warnings.push(`${tool}: every call was a tool error: the tool needs real data (its input- and output-schema oracles saw no success)`);
    }
    if (valid.length && valid.every((o) => kindOf(o.answer) === 'protocol-error')) {
      warnings.push(`${tool}: every call was a protocol error: the fuzzer never reached the tool`);
    }
  }
  return warnings;
}
