// Whether Chromium would offer to install the app (docs/decisions/060): Lighthouse 12 dropped its
// installability audit, whose verdict came from the same DevTools call, Page.getInstallabilityErrors.
// Asked of a browser with a profile of its own: an off-the-record one never installs anything.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

/** How long the manifest and the service worker get to load before the verdict is taken. */
const SETTLE_MS = 10_000;

/** Chromium's reasons `url` cannot be installed (empty: it can), once the page has settled. */
export async function installabilityErrors(url: string): Promise<string[]> {
  const profile = await mkdtemp(join(tmpdir(), 'turfbook-installable-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(url);
    const cdp = await page.context().newCDPSession(page);
    const deadline = Date.now() + SETTLE_MS;
    for (;;) {
      const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
      const ids = errors.map((error) => error.errorId);
      if (ids.length === 0 || Date.now() > deadline) return ids;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}
