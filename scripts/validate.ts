// `npm test`: every gate in order (lint, types and the unit rules, web + API on PGlite, API on
// PostgreSQL when TEST_DATABASE_URL is set, build, browser journeys, the journeys that move the
// server's clock, then Razorpay's journey beside its stand-in), ending with a one-line summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

interface Step {
  name: string;
  command: string;
  env?: Record<string, string | undefined>;
  /** A JSON report to read the number of tests from. */
  report?: string;
  skip?: string | false;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
mkdirSync('test-results', { recursive: true });

const steps: Step[] = [
  // Lint, typecheck and the unit rules under TZ=America/New_York, side by side.
  { name: 'lint+typecheck+unit (TZ=America/New_York)', command: 'bash scripts/static-checks.sh' },
  // The unit rules ran in the step above, under another zone than the venue's (decision 042).
  {
    name: 'web+api (PGlite)',
    command:
      'npx vitest run --project web --project api --reporter=default --reporter=json --outputFile.json=test-results/vitest-pglite.json',
    env: { TEST_DATABASE_URL: undefined },
    report: 'test-results/vitest-pglite.json',
  },
  {
    name: 'api (PostgreSQL)',
    command:
      'npx vitest run --project api --reporter=default --reporter=json --outputFile.json=test-results/vitest-postgres.json',
    report: 'test-results/vitest-postgres.json',
    skip: !postgresUrl && 'TEST_DATABASE_URL is not set',
  },
  { name: 'build', command: 'npm run build' },
  { name: 'chromium', command: 'bash scripts/ensure-chromium.sh' },
  {
    name: 'e2e (Chromium)',
    command: 'npx playwright test',
    report: 'test-results/e2e-results.json',
  },
  {
    name: 'e2e clock (Chromium)',
    command: 'npx playwright test -c playwright.clock.config.ts',
    report: 'test-results/e2e-clock-results.json',
  },
  {
    name: 'e2e Razorpay (Chromium)',
    command: 'npx playwright test -c playwright.razorpay.config.ts',
    report: 'test-results/e2e-razorpay-results.json',
  },
];

function countTests(report: string): string {
  if (!existsSync(report)) return '';
  const data = JSON.parse(readFileSync(report, 'utf8'));
  if (typeof data.numTotalTests === 'number')
    return ` ${data.numPassedTests}/${data.numTotalTests} tests`;
  if (data.stats)
    return ` ${data.stats.expected}/${data.stats.expected + data.stats.unexpected + data.stats.flaky} tests`;
  return '';
}

const started = Date.now();
const results: string[] = [];
let failed: string | null = null;

for (const step of steps) {
  if (failed) {
    results.push(`${step.name}: not run`);
    continue;
  }
  if (step.skip) {
    results.push(`${step.name}: skipped (${step.skip})`);
    continue;
  }
  console.info(`\n▶ ${step.name}: ${step.command}`);
  const stepStart = Date.now();
  const env = { ...process.env, ...step.env };
  for (const [key, value] of Object.entries(step.env ?? {}))
    if (value === undefined) delete env[key];
  const run = spawnSync(step.command, { shell: true, stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - stepStart) / 1000);
  const tests = step.report ? countTests(step.report) : '';
  if (run.status === 0) {
    results.push(`${step.name} ✔${tests} (${seconds}s)`);
  } else {
    failed = step.name;
    results.push(`${step.name} ✘${tests} (${seconds}s)`);
  }
}

const total = Math.round((Date.now() - started) / 1000);
const verdict = failed ? `FAILED at ${failed}` : 'ALL PASSED';
console.info(
  `\nTEST SUMMARY: ${verdict} in ${Math.floor(total / 60)}m${total % 60}s: ${results.join(' | ')}`,
);
process.exit(failed ? 1 : 0);
