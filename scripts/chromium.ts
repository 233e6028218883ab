// Debian's Chromium as every browser of ours runs it (e2e journeys, Lighthouse, the bench): this
// machine has no network beyond the package registries, so background traffic is switched off.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
