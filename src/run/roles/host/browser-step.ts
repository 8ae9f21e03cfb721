/**
 * A browser step: open a page in the run's headless Chromium, wait until its condition holds (an
 * element in the page or any frame, a number of values recorded at a URL, or only a duration), close
 * the page. It drives; ordinary request steps judge what the page caused. Every problem (no Chromium,
 * a page that does not load, a condition that never holds) is a failed step with its reason.
 */

import type { ConsoleMessage, Page } from 'playwright-core';
import { compileJsonPath, queryJson } from '../../../assert/jsonpath.js';
import { parseJsonText } from '../../../http/content.js';
import { parseHttpUrl } from '../../../load/url-rules.js';
import type { StepRecord } from '../../../model/results.js';
import type { Browser as BrowserBlock, LoadedDocument, NodePath, WaitFor } from '../../../model/scenario.js';
import type { LayeredScope } from '../../../template/scope.js';
import { RenderError, renderDeep } from '../../../template/template.js';
import type { SuiteContext } from '../../run-context.js';
import { toMilliseconds } from '../../units.js';
import { BrowserUnavailable, sharedBrowser } from './browser.js';
import { borrowPage, giveBack, type LentPage } from './browser-pages.js';

const POLL_MS = 100;
const MAX_CONSOLE_LINES = 20;

/** Runs the step's browser block; fills `record` (status, browser, error). */
export async function runBrowserStep(
  doc: LoadedDocument,
  at: NodePath,
  block: BrowserBlock,
  timeout: string | number | undefined,
  scope: LayeredScope,
  ctx: SuiteContext,
  record: StepRecord,
): Promise<void> {
  let rendered: BrowserBlock;
  try {
    rendered = renderDeep(block, scope, [...at, 'browser']) as BrowserBlock;
  } catch (error) {
    if (error instanceof RenderError) {
      record.error = { code: error.cause.code, message: error.message, span: doc.locate(error.path) };
      return;
    }
    throw error;
  }
  const waitAt: NodePath = [...at, 'browser', 'waitFor'];
  const fail = (code: string, message: string, where: NodePath = waitAt): void => {
    record.error = { code, message: ctx.redactor.text(message), span: doc.locate(where) };
  };
  record.browser = { url: ctx.redactor.text(rendered.open), waitFor: ctx.redactor.text(describe(rendered.waitFor)) };
  const url = parseHttpUrl(rendered.open);
  if (!(url instanceof URL)) return fail('BAD_URL', url.problem, [...at, 'browser', 'open']);
  const recordedUrl = rendered.waitFor.recorded ? parseHttpUrl(rendered.waitFor.recorded.url) : undefined;
  if (recordedUrl && !(recordedUrl instanceof URL)) return fail('BAD_URL', recordedUrl.problem, [...waitAt, 'recorded', 'url']);

  const timeoutMs = toMilliseconds(timeout, ctx.timeoutMs);
  let browser: Awaited<ReturnType<typeof sharedBrowser>>;
  try {
    browser = await sharedBrowser();
  } catch (error) {
    if (error instanceof BrowserUnavailable) return fail('BROWSER_UNAVAILABLE', error.message, [...at, 'browser']);
    throw error;
  }
  // The timeout bounds loading the page and waiting, not starting Chromium or making its profile.
  let deadline = performance.now() + timeoutMs;
  const consoleLines: string[] = [];
  const note = (line: string) => {
    consoleLines.push(line.length > 500 ? `${line.slice(0, 500)}…` : line);
    if (consoleLines.length > MAX_CONSOLE_LINES) consoleLines.shift();
  };
  // A page as a fresh context shows it (no cookies, no storage), reused from an earlier step (browser-pages.ts).
  let lent: LentPage | undefined;
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => note(`uncaught: ${error.message}`);
  try {
    lent = await borrowPage(browser);
    const { page } = lent;
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    deadline = performance.now() + timeoutMs;
    try {
      await page.goto(url.href, { waitUntil: 'domcontentloaded', timeout: Math.max(1, deadline - performance.now()) });
    } catch (error) {
      return fail('BROWSER_NAVIGATION', `the page ${url.href} did not load: ${firstLine(error)}`, [...at, 'browser', 'open']);
    }
    const outcome = await waitUntil(rendered.waitFor, page, deadline, ctx, timeoutMs);
    if (outcome !== true) fail(outcome.code, outcome.message);
  } finally {
    if (lent) {
      await giveBack(browser, lent);
      lent.page.off('console', onConsole);
      lent.page.off('pageerror', onPageError);
    }
    if (consoleLines.length) record.browser.console = consoleLines.map((line) => ctx.redactor.text(line));
  }
  if (!record.error) record.status = 'passed';
}

type WaitOutcome = true | { code: string; message: string };

async function waitUntil(waitFor: WaitFor, page: Page, deadline: number, ctx: SuiteContext, timeoutMs: number): Promise<WaitOutcome> {
  const seconds = `${(timeoutMs / 1000).toFixed(timeoutMs % 1000 ? 1 : 0)}s`;
  if (waitFor.duration !== undefined) return waitDuration(waitFor.duration, deadline, seconds);
  if (waitFor.selector !== undefined) return waitForSelector(waitFor.selector, page, deadline, seconds);
  return waitForRecorded(waitFor.recorded!, deadline, ctx, seconds);
}

async function waitDuration(duration: NonNullable<WaitFor['duration']>, deadline: number, seconds: string): Promise<WaitOutcome> {
  const ms = toMilliseconds(duration, 0);
  if (ms > deadline - performance.now())
    return { code: 'BROWSER_TIMEOUT', message: `waitFor.duration (${ms}ms) is longer than the step's timeout (${seconds})` };
  await sleep(ms);
  return true;
}

async function waitForSelector(selector: string, page: Page, deadline: number, seconds: string): Promise<WaitOutcome> {
  let frames = 1;
  while (true) {
    const all = page.frames();
    frames = all.length;
    const found = await selectorInFrames(selector, all);
    if (found !== false) return found;
    if (performance.now() + POLL_MS > deadline) break;
    await sleep(POLL_MS);
  }
  return { code: 'BROWSER_TIMEOUT', message: `timed out after ${seconds}: no element matches \`${selector}\` in the page or its ${frames - 1} frame(s)` };
}

/** True when a frame has a matching element, false when none has, the problem when Chromium refuses the selector. */
async function selectorInFrames(selector: string, frames: ReturnType<Page['frames']>): Promise<WaitOutcome | false> {
  for (const frame of frames) {
    try {
      if (await frame.$(selector)) return true;
    } catch (error) {
      const message = firstLine(error);
      if (/selector|parse/i.test(message) && !/detached|navigat/i.test(message)) {
        return { code: 'BAD_SELECTOR', message: `\`${selector}\` is not a CSS selector Chromium accepts: ${message}` };
      }
      // A frame that navigated or went away while being searched: the next round sees the new one.
    }
  }
  return false;
}

type Recorded = NonNullable<WaitFor['recorded']>;

/** Characters of the last polled answer a timeout's message quotes. */
const RECORDED_EXCERPT = 600;

async function waitForRecorded(recorded: Recorded, deadline: number, ctx: SuiteContext, seconds: string): Promise<WaitOutcome> {
  const path = compileJsonPath(recorded.path ?? '$');
  if (path.error) return { code: 'BAD_JSONPATH', message: path.error };
  // What the last answer held, else why the polls got none: a poll cut short by the deadline does not hide an answer.
  let answer: string | undefined;
  let problem = 'no answer yet';
  while (true) {
    const poll = await pollRecorded(recorded, path, deadline, ctx);
    if (poll === true) return true;
    if ('answer' in poll) answer = poll.answer;
    else problem = poll.problem;
    if (performance.now() + POLL_MS > deadline) break;
    await sleep(POLL_MS);
  }
  const last = answer ?? problem;
  return {
    code: 'BROWSER_TIMEOUT',
    message: `timed out after ${seconds} waiting for at least ${recorded.atLeast} value(s) at ${recorded.path ?? '$'} of ${recorded.url}: ${last}`,
  };
}

/** One poll of the recording URL: true when enough values are there, else what the answer held or why there was none. */
async function pollRecorded(
  recorded: Recorded,
  path: ReturnType<typeof compileJsonPath>,
  deadline: number,
  ctx: SuiteContext,
): Promise<true | { answer: string } | { problem: string }> {
  const outcome = await ctx.http.send(
    { method: 'GET', url: recorded.url, headers: [['accept', 'application/json']] },
    { timeoutMs: Math.max(250, Math.min(5000, deadline - performance.now())), maxBodyBytes: ctx.maxBodyBytes },
  );
  if (!outcome.ok) return { problem: `the last poll failed: ${outcome.failure.message}` };
  if (outcome.response.status !== 200) return { problem: `the last poll was answered ${outcome.response.status}` };
  const json = parseJsonText(new TextDecoder().decode(outcome.response.body));
  if (!json.ok) return { problem: `the last answer is not JSON: ${json.error}` };
  const count = countSelected(path, json.value);
  if (count >= recorded.atLeast) return true;
  // What was recorded so far tells a View that never loaded from one that stopped halfway.
  const text = JSON.stringify(json.value);
  const excerpt = text.length > RECORDED_EXCERPT ? `${text.slice(0, RECORDED_EXCERPT)}…` : text;
  return { answer: `the last answer had ${count} value(s) at ${recorded.path ?? '$'}: ${excerpt}` };
}

/** How many values a path selects: a path selecting one array counts its items. */
export function countSelected(path: ReturnType<typeof compileJsonPath>, json: unknown): number {
  const result = queryJson(path, json);
  if (!result.found) return 0;
  if (Array.isArray(result.value)) return result.value.length;
  return 1;
}

/** The condition in words, for reports. */
export function describe(waitFor: WaitFor): string {
  if (waitFor.selector !== undefined) return `an element matching \`${waitFor.selector}\``;
  if (waitFor.recorded) return `at least ${waitFor.recorded.atLeast} value(s) at ${waitFor.recorded.path ?? '$'} of ${waitFor.recorded.url}`;
  return `${waitFor.duration}${typeof waitFor.duration === 'number' ? 'ms' : ''} with the page open`;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
