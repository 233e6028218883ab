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

/**
 * The features Playwright 1.65.1 switches off in every Chromium it launches (its own
 * `--disable-features`, chromiumSwitches.ts). Chromium keeps only the last of a repeated switch,
 * so a list of ours must repeat them; chromium.test.ts checks it still does.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The journeys' flags (Playwright's launches). Headless Chromium still builds a browser window for
 * every context, and this Chromium (156.0.8078.108) renders that window's two omnibox popups as
 * WebUI pages, each context's in a renderer of its own that kept using CPU while the context was
 * open: five idle contexts took 10 s of CPU in 14 s, and 4 s with the two popups off. No journey
 * looks at the browser's own toolbar (docs/decisions/042).
 */
export const JOURNEY_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[
    ...PLAYWRIGHT_DISABLED_FEATURES,
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
  ].join(',')}`,
];
