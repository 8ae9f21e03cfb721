/**
 * The one headless Chromium of a run, for browser steps. Launched on the first browser step (a run
 * without one never loads playwright-core), shared by every document (each step gets a fresh
 * context: its own profile, cookies and storage), closed when the run ends.
 *
 * Chromium is never downloaded: the CHROMIUM environment variable names the binary, else the first
 * of `chromium`, `chromium-browser`, `google-chrome` on PATH. When none is found, or it does not
 * start, the browser step fails with that reason; nothing throws out of a run.
 */

import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** The Chromium binary to use, or undefined. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const given = env.CHROMIUM;
  if (given) return given;
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    for (const name of NAMES) {
      const candidate = path.join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        /* not here */
      }
    }
  }
  return undefined;
}

/** Why no browser could be had, for the step's failure. */
export class BrowserUnavailable extends Error {}

let launching: Promise<Browser> | undefined;
/** Runs holding the browser (holdSharedBrowser): the last to let go closes it. */
let holders = 0;

/**
 * The run's browser, launched on first use and shared by every run in the process that holds it.
 * Rejects with BrowserUnavailable when Chromium cannot be started.
 */
export async function sharedBrowser(): Promise<Browser> {
  // A browser that crashed or was closed is not handed out again: the next step launches a new one.
  if (launching && !(await launching.then((browser) => browser.isConnected()).catch(() => true))) launching = undefined;
  launching ??= launch();
  // A failed launch is not kept: a later step tries again (and says the same if nothing changed).
  launching.catch(() => {
    launching = undefined;
  });
  return launching;
}

/**
 * A run holds the shared browser from its start to its end, so that runs one after another in a
 * process (the suite tests' fault runs, a program calling runProject) launch Chromium once, not once
 * each. Returns the release; the last release closes the browser.
 */
export function holdSharedBrowser(): () => Promise<void> {
  holders++;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holders--;
    if (holders === 0) await closeSharedBrowser();
  };
}

async function launch(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new BrowserUnavailable(
      'Chromium was not found: install it (Debian: apt-get install chromium; scripts/ensure-chromium.sh does it) or set CHROMIUM to its path',
    );
  }
  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (error) {
    throw new BrowserUnavailable(`playwright-core could not be loaded: ${(error as Error).message}`);
  }
  try {
    // --no-sandbox: Chromium's own process sandbox needs user namespaces, which containers often lack.
    return await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox'], timeout: 30_000 });
  } catch (error) {
    const first = (error as Error).message.split('\n')[0];
    throw new BrowserUnavailable(`Chromium (${executablePath}) did not start: ${first}`);
  }
}

/** Closes the shared browser, if one was launched (holders or not). */
export async function closeSharedBrowser(): Promise<void> {
  const pending = launching;
  launching = undefined;
  if (!pending) return;
  try {
    await (await pending).close();
  } catch {
    /* it never started, or is gone already */
  }
}
