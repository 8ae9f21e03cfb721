import { consoleReporter } from './console-reporter.js';
import { githubReporter } from './github-reporter.js';
import { htmlReporter } from './html-reporter.js';
import { jsonReporter } from './json-reporter.js';
import { junitReporter } from './junit-reporter.js';
import { markdownReporter } from './markdown-reporter.js';
import type { ReporterFactory } from './reporter.js';

/** Reporters by name; `--reporter` choices come from these keys. Adding one = a file + a line here. */
export const reporters = {
  console: consoleReporter,
  json: jsonReporter,
  junit: junitReporter,
  markdown: markdownReporter,
  html: htmlReporter,
  github: githubReporter,
} satisfies Record<string, ReporterFactory>;

export type ReporterName = keyof typeof reporters;
export type { ReporterOptions, ReporterFactory } from './reporter.js';
