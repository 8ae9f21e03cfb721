import type { TestStatus } from '../model/results.js';
import type { Condition, LoadedDocument } from '../model/scenario.js';
import { evaluate, parseExpression, type Scope } from '../template/expression.js';
import { asText } from '../template/functions.js';
import { renderString } from '../template/template.js';

/** A `couldNotJudge`, `skip` or `notApplicable` as written: always (a text), one condition, or the first of a list that holds (none when empty). */
export type Conditions = string | Condition | Condition[];

/** The reason of the first condition that holds, rendered (a reason may quote what setup found); else undefined. */
export function firstHolding(conditions: Conditions | undefined, scope: Scope): string | undefined {
  if (conditions === undefined) return undefined;
  if (typeof conditions === 'string') return conditions;
  for (const condition of Array.isArray(conditions) ? conditions : [conditions]) {
    if (evaluate(parseExpression(condition.if), scope)) return asText(renderString(condition.reason, scope));
  }
  return undefined;
}

/**
 * Whether a document runs: could-not-judge, then not-applicable, then skip. For `notApplicable` and
 * `skip` the suite's conditions come first, then the document's; a document's own `couldNotJudge`
 * replaces the suite's (`[]`: none), since a document that judges the refusal itself must still run.
 * Returns the verdict and its reason, or undefined when the document runs.
 */
export function precondition(
  doc: LoadedDocument,
  scope: Scope,
): { status: TestStatus; reason: string; key: 'couldNotJudge' | 'notApplicable' | 'skip' } | undefined {
  const own = doc.data.couldNotJudge as Conditions | undefined;
  const unjudged = firstHolding(own ?? (doc.suite.data.couldNotJudge as Conditions | undefined), scope);
  if (unjudged !== undefined) return { status: 'could-not-judge', reason: unjudged, key: 'couldNotJudge' };
  for (const [key, status] of [
    ['notApplicable', 'not-applicable'],
    ['skip', 'skipped'],
  ] as const) {
    const reason = firstHolding(doc.suite.data[key] as Conditions | undefined, scope) ?? firstHolding(doc.data[key] as Conditions | undefined, scope);
    if (reason !== undefined) return { status, reason, key };
  }
  return undefined;
}
