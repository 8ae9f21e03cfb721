import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestResult } from '../model/results.js';
import { formatSpan } from '../source/span.js';
import type { ReporterFactory } from './reporter.js';

/** junit.xml for CI systems: one testsuite per wirecase suite, one testcase per test ID. */
export const junitReporter: ReporterFactory = ({ outDir }) => {
  const file = path.join(outDir, 'junit.xml');
  return {
    files: () => [file],
    onRunEnd(result) {
      const suites = new Map<string, TestResult[]>();
      for (const t of result.tests) suites.set(t.suite, [...(suites.get(t.suite) ?? []), t]);
      const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuites name="wirecase" tests="${result.summary.total}" failures="${result.summary.failed}" skipped="${result.summary.skipped + result.summary.notApplicable}" time="${seconds(result.summary.durationMs)}">`];
      for (const [name, tests] of suites) {
        const count = (s: string) => tests.filter((t) => t.status === s).length;
        lines.push(`  <testsuite name="${esc(name)}" tests="${tests.length}" failures="${count('failed')}" skipped="${count('skipped') + count('not-applicable')}" time="${seconds(tests.reduce((n, t) => n + t.durationMs, 0))}">`);
        for (const t of tests) {
          lines.push(`    <testcase classname="${esc(name)}" name="${esc(`${t.id}: ${t.title}`)}" file="${esc(t.file)}" line="${t.line}" time="${seconds(t.durationMs)}">`);
          if (t.status === 'failed' && t.failure) {
            const f = t.failure;
            const where = f.location ? `\n  at ${formatSpan(f.location)}` : '';
            lines.push(`      <failure message="${esc(f.message)}" type="assertion">${esc(`step ${f.step} (${f.stepName}): ${f.message}${where}${f.excerpt ? `\n${f.excerpt}` : ''}`)}</failure>`);
          } else if (t.status === 'skipped' || t.status === 'not-applicable') {
            lines.push(`      <skipped message="${esc(`${t.status}: ${t.reason ?? ''}`)}"/>`);
          }
          lines.push('    </testcase>');
        }
        lines.push('  </testsuite>');
      }
      lines.push('</testsuites>');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(file, lines.join('\n') + '\n');
    },
  };
};

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}
