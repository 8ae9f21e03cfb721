import type { TestStatus } from '../model/results.js';
import type { Condition, LoadedDocument } from '../model/scenario.js';
import { evaluate, parseExpression, type Scope } from '../template/expression.js';
import { asText } from '../template/functions.js';
import { renderString } from '../template/template.js';

/** A `skip` or `notApplicable` as written: always (a text), one condition, or the first of a list that holds. */
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
 * Whether a document runs: the suite's conditions, then the document's, not-applicable before skip.
 * Returns the verdict and its reason, or undefined when the document runs.
 */
export function precondition(doc: LoadedDocument, scope: Scope): { status: TestStatus; reason: string; key: 'notApplicable' | 'skip' } | undefined {
  for (const [key, status] of [
    ['notApplicable', 'not-applicable'],
    ['skip', 'skipped'],
  ] as const) {
    const reason = firstHolding(doc.suite.data[key] as Conditions | undefined, scope) ?? firstHolding(doc.data[key] as Conditions | undefined, scope);
    if (reason !== undefined) return { status, reason, key };
  }
  return undefined;
}
