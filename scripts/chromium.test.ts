import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { JOURNEY_CHROMIUM_FLAGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium';

// The journeys' `--disable-features` replaces Playwright's own (Chromium reads the last one), so
// it must still carry every feature the installed Playwright switches off.

/** The feature names in Playwright's `disabledFeatures = [...]`, read from its built code. */
function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(
    createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list) throw new Error("Playwright's disabledFeatures list was not found in its bundle");
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)"/gm)].map((match) => match[1]!);
}

describe("the journeys' Chromium flags", () => {
  it('repeat every feature the installed Playwright disables', () => {
    const playwright = playwrightDisabledFeatures();
    expect(playwright.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwright));
  });

  it('have one --disable-features, with the omnibox popups off', () => {
    const lists = JOURNEY_CHROMIUM_FLAGS.filter((flag) => flag.startsWith('--disable-features='));
    expect(lists).toHaveLength(1);
    const features = lists[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
