import type { ReporterFactory } from './reporter.js';

/**
 * Reporters by name; `--reporter` choices come from these keys. Adding one = a file + a line here.
 * Each is imported only when a run asks for it, so a run pays only for the reporters it uses.
 */
export const reporters = {
  console: async () => (await import('./console-reporter.js')).consoleReporter,
  json: async () => (await import('./json-reporter.js')).jsonReporter,
  junit: async () => (await import('./junit-reporter.js')).junitReporter,
  markdown: async () => (await import('./markdown-reporter.js')).markdownReporter,
  html: async () => (await import('./html-reporter.js')).htmlReporter,
  github: async () => (await import('./github-reporter.js')).githubReporter,
  sarif: async () => (await import('./sarif-reporter.js')).sarifReporter,
} satisfies Record<string, () => Promise<ReporterFactory>>;

export type ReporterName = keyof typeof reporters;

export type { Reporter, ReporterFactory, ReporterOptions, ReportOutput } from './reporter.js';
