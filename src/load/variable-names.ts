import { PROBE_VARIABLE_NAMES } from '../model/probe-variables.js';
import type { LoadedDocument, LoadedSuite } from '../model/scenario.js';
import { parseExpression, rootNames } from '../template/expression.js';
import { compileTemplate, hasTemplate, templateNames } from '../template/template.js';

/**
 * Every variable name the given documents and their suites know: declared (vars, tokens, setup,
 * matrix, captures) or read by a template or condition. A name given with --var or --env-file
 * outside this set is a typo, not a setting.
 */
export function knownVariableNames(documents: LoadedDocument[]): Set<string> {
  const names = new Set<string>();
  const suites = new Set<LoadedSuite>();
  for (const doc of documents) {
    suites.add(doc.suite);
    for (const key of documentVariableNames(doc)) names.add(key);
    collectReferences(doc.data, names);
  }
  for (const suite of suites) {
    for (const key of suiteVariableNames(suite)) names.add(key);
    collectReferences(suite.data, names);
  }
  return names;
}

/** Variables a document declares: its `vars`, its matrix axes, and each step's captures and own `vars`. */
function documentVariableNames(doc: LoadedDocument): string[] {
  const data = doc.data;
  const steps = [...data.steps, ...(data.teardown ?? [])];
  return [
    ...Object.keys(data.vars ?? {}),
    ...Object.keys(data.matrix ?? {}),
    ...steps.flatMap((step) => [...Object.keys(step.capture ?? {}), ...Object.keys(step.vars ?? {})]),
  ];
}

/** Variables a suite declares: its `vars`, its `tokens`, what its `setup` works out, and the shared probe's (`probe:`). */
export function suiteVariableNames(suite: LoadedSuite): string[] {
  const probed = suite.data.probe ? PROBE_VARIABLE_NAMES : [];
  return [...Object.keys(suite.data.vars ?? {}), ...Object.keys(suite.data.tokens ?? {}), ...setupNames(suite), ...probed];
}

/** Variables a suite's `setup` may define: what its steps capture and its blocks' `vars`. */
function setupNames(suite: LoadedSuite): string[] {
  return (suite.data.setup ?? []).flatMap((block) => [
    ...(block.steps ?? []).flatMap((step) => Object.keys(step.capture ?? {})),
    ...Object.keys(block.vars ?? {}),
    ...(block.as ? [block.as] : []),
  ]);
}

/** Names read by `{{ }}` templates anywhere in a value, and by `if` / `until` expressions. */
function collectReferences(value: unknown, names: Set<string>, key?: string): void {
  if (typeof value === 'string') {
    try {
      if (key === 'if' || key === 'until') rootNames(parseExpression(value), names);
      else if (hasTemplate(value)) for (const name of templateNames(compileTemplate(value))) names.add(name);
    } catch {
      /* a broken template is the loader's to report */
    }
  } else if (Array.isArray(value)) for (const item of value) collectReferences(item, names);
  else if (value !== null && typeof value === 'object') for (const k of Object.keys(value)) collectReferences((value as Record<string, unknown>)[k], names, k);
}
