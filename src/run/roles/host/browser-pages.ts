/**
 * Pages lent to browser steps, reused from one step to the next.
 *
 * A new browser context per step cost Chromium about twice the CPU of a step itself (a new profile
 * and a new renderer process per site, ~0.5 CPU-s a page on a 2-core machine), and the suites open
 * hundreds of pages. So a step borrows an idle page instead, and gives it back blank: navigated to
 * about:blank (its scripts end, as when a context closes), its cookies gone and every origin it
 * visited cleared of its storage (local and session storage, IndexedDB, caches, service workers).
 * The next step sees what a fresh context shows it. A page that misbehaved (crashed, did not go
 * blank) is closed with its context, never lent again.
 */

import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** A page and what clears it between steps. */
export interface LentPage {
  page: Page;
  context: BrowserContext;
  cdp: CDPSession;
  /** Every origin a frame of the page navigated to since it was lent: cleared when it comes back. */
  origins: Set<string>;
}

/** Idle pages per browser: a browser that closes takes its pages with it. */
const idle = new WeakMap<Browser, LentPage[]>();

// How long giving back may take: a page whose scripts hang does not go blank, and is closed instead.
const BLANK_TIMEOUT_MS = 5_000;

/** An idle page of `browser`, else a new one in a new context of its own. */
export async function borrowPage(browser: Browser): Promise<LentPage> {
  const pages = idle.get(browser) ?? [];
  idle.set(browser, pages);
  while (pages.length) {
    const lent = pages.pop()!;
    if (!lent.page.isClosed()) return lent;
  }
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const lent: LentPage = { page, context, cdp, origins: new Set() };
    page.on('framenavigated', (frame) => {
      const origin = originOf(frame.url());
      if (origin) lent.origins.add(origin);
    });
    return lent;
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

/** Blanks the page and makes it idle again; a page that cannot be blanked is closed with its context. */
export async function giveBack(browser: Browser, lent: LentPage): Promise<void> {
  try {
    await lent.page.goto('about:blank', { timeout: BLANK_TIMEOUT_MS });
    await lent.context.clearCookies();
    for (const origin of lent.origins) await lent.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    lent.origins.clear();
  } catch {
    await lent.context.close().catch(() => undefined);
    return;
  }
  if (!browser.isConnected()) return;
  const pages = idle.get(browser) ?? [];
  idle.set(browser, pages);
  pages.push(lent);
}

/** The origin of a frame's URL, or undefined for about:blank, data: and other opaque ones. */
function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
