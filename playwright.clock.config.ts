import { defineConfig } from '@playwright/test';
import base, { serveOnEmptyData } from './playwright.config';

// The journeys that need the server's clock moved (docs/decisions/046): check-in at the start of
// a booking and after it, whatever the hour of the run, a venue's weekly statement, issued the
// Monday after play (docs/decisions/054), and a review written after play (decision 067). The
// same app with TEST_CLOCK=on; one worker, since the clock is the whole server's. Run with
// `npx playwright test -c playwright.clock.config.ts`.
const port = Number(process.env.E2E_PORT ?? 8160);
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e-data-clock';
const app = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testDir: 'e2e/clock',
  testIgnore: [],
  workers: 1,
  // Its own report and output folder: npm test runs it after the other journeys.
  outputDir: 'test-results/clock',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-clock-results.json' }]],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    ...app,
    command: serveOnEmptyData(dataDir),
    url: `http://127.0.0.1:${port}/api/v1/health`,
    env: { ...app.env, PORT: String(port), DATA_DIR: dataDir, TEST_CLOCK: 'on' },
  },
});
