import { defineConfig } from '@playwright/test';
import base, { serveOnEmptyData } from './playwright.config';
import { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } from './src/server/testing/razorpay-stand-in';

// The Razorpay journeys: the same app, paying through Razorpay, whose API and Checkout are a
// local stand-in started beside it (docs/decisions/036). Run with
// `npx playwright test -c playwright.razorpay.config.ts`.
const port = Number(process.env.E2E_PORT ?? 8150);
const standInPort = port + 1;
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e-data-razorpay';
const standIn = `http://127.0.0.1:${standInPort}`;
const app = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testDir: 'e2e/razorpay',
  testIgnore: [],
  // Its own report and output folder: npm test runs it beside the PostgreSQL tests.
  outputDir: 'test-results/razorpay',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-razorpay-results.json' }]],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: [
    {
      command: 'npx tsx scripts/razorpay-stand-in.ts',
      url: `${standIn}/checkout.js`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: { RAZORPAY_STAND_IN_PORT: String(standInPort) },
    },
    {
      ...app,
      command: serveOnEmptyData(dataDir),
      url: `http://127.0.0.1:${port}/api/v1/health`,
      env: {
        ...app.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID,
        RAZORPAY_KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: 'razorpay_webhook_e2e',
        RAZORPAY_API_URL: standIn,
        RAZORPAY_CHECKOUT_URL: `${standIn}/checkout.js`,
      },
    },
  ],
});
