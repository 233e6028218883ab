import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support/accounts';
import { phoneJourneyFiles } from './e2e/support/phone-journeys';
import { mapStandInStyleUrl } from './e2e/support/map-style-stand-in';
import { CHROMIUM_PATH, JOURNEY_CHROMIUM_FLAGS } from './scripts/chromium';

// Journeys run in Debian's Chromium against the built app (web client and server) on a fresh
// embedded database.
// Each journey runs at desktop size; those where a phone differs also at phone size
// (e2e/support/phone-journeys.ts, docs/decisions/068).
const port = Number(process.env.E2E_PORT ?? 8123);
// Wiped by the server command below, so every run starts on an empty database.
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e-data';
// The map's stand-in tile host beside the app (docs/decisions/067).
const mapStandInPort = port + 1;

/**
 * The app as production starts it, the compiled server (`npm run serve`, docs/decisions/070), on
 * an empty database in `dir`. The server is rebuilt first if its sources changed since the last
 * build (about a second), as under tsx the journeys always ran the checkout's server; the web
 * client is `npm run build`'s.
 */
export const serveOnEmptyData = (dir: string) =>
  `rm -rf ${dir} && npx tsx scripts/build/build-if-stale.ts --server-only && npm run serve`;

export default defineConfig({
  testDir: 'e2e',
  // Razorpay's journeys need its stand-in beside the app (playwright.razorpay.config.ts), the
  // clock's a server whose clock they move (playwright.clock.config.ts).
  testIgnore: ['razorpay/**', 'clock/**'],
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace: recording one for every journey (a DOM snapshot at each action, serialised in the
    // page and carried to the runner) cost about a sixth of the journeys' CPU, for traces kept
    // only when a journey fails (docs/decisions/042). A failure keeps its screenshot and the
    // page's ARIA snapshot (error-context.md); rerun with `--trace on` to record one.
    trace: 'off',
    // Journeys run as someone who asks for less motion: no toast is caught half faded in or out
    // when axe measures contrast, and nothing waits on an animation.
    reducedMotion: 'reduce',
    // No service worker: installing one precaches the whole app shell (about 200 files) in each
    // journey's fresh context, which cost a third of the journeys' CPU. The journeys of the
    // installed app allow it (installable-app, push-message; docs/decisions/079).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: JOURNEY_CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      testMatch: phoneJourneyFiles,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: serveOnEmptyData(dataDir),
      url: `http://127.0.0.1:${port}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        AUTH_RATE_LIMIT: '1000',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
        // The minute's job every 5 seconds: a journey waits seconds, not a minute, for what it does.
        HOUSEKEEPING_INTERVAL_SECONDS: '5',
        // The map's style from the stand-in started below (docs/decisions/067).
        MAP_STYLE_URL: mapStandInStyleUrl(mapStandInPort),
      },
    },
    {
      command: 'npx tsx e2e/support/map-stand-in-server.ts',
      url: mapStandInStyleUrl(mapStandInPort),
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MAP_STAND_IN_PORT: String(mapStandInPort) },
    },
  ],
});
