// `npm test`: every gate in order (lint, types and the unit rules, web + API on PGlite, the build,
// API on PostgreSQL when TEST_DATABASE_URL is set beside the journeys that move the server's
// clock and Razorpay's journey beside its stand-in, then the browser journeys), ending with a
// one-line summary. The clock journeys mostly wait for the minute's job and Razorpay's is one
// journey, so they run beside the PostgreSQL tests (their output is kept in a file and printed
// when all are done), which keeps CI under its 40 minutes.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';

interface Step {
  name: string;
  command: string;
  env?: Record<string, string | undefined>;
  /** A JSON report to read the number of tests from. */
  report?: string;
  skip?: string | false;
  /** Runs beside the step before it, its output kept in this file and printed after. */
  besideOutput?: string;
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
  { name: 'build', command: 'npm run build' },
  { name: 'chromium', command: 'bash scripts/ensure-chromium.sh' },
  {
    name: 'api (PostgreSQL)',
    command:
      'npx vitest run --project api --reporter=default --reporter=json --outputFile.json=test-results/vitest-postgres.json',
    report: 'test-results/vitest-postgres.json',
    skip: !postgresUrl && 'TEST_DATABASE_URL is not set',
  },
  {
    name: 'e2e clock (Chromium)',
    command: 'npx playwright test -c playwright.clock.config.ts',
    report: 'test-results/e2e-clock-results.json',
    besideOutput: 'test-results/e2e-clock.log',
  },
  {
    name: 'e2e Razorpay (Chromium)',
    command: 'npx playwright test -c playwright.razorpay.config.ts',
    report: 'test-results/e2e-razorpay-results.json',
    besideOutput: 'test-results/e2e-razorpay.log',
  },
  {
    name: 'e2e (Chromium)',
    command: 'npx playwright test',
    report: 'test-results/e2e-results.json',
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

/** Runs one step; its output goes to the terminal, or to `output` when it runs beside another. */
function runStep(step: Step, output?: string): Promise<boolean> {
  console.info(`\n▶ ${step.name}: ${step.command}${output ? ` (output in ${output})` : ''}`);
  const env = { ...process.env, ...step.env };
  for (const [key, value] of Object.entries(step.env ?? {}))
    if (value === undefined) delete env[key];
  const child = spawn(step.command, { shell: true, stdio: output ? 'pipe' : 'inherit', env });
  if (output) {
    const file = createWriteStream(output);
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
}

/** Each group: a step, with the steps that run beside it. */
const groups: Step[][] = [];
for (const step of steps) {
  if (step.besideOutput && groups.length > 0) groups.at(-1)!.push(step);
  else groups.push([step]);
}

const started = Date.now();
const results: string[] = [];
let failed: string | null = null;

for (const group of groups) {
  if (failed) {
    for (const step of group) results.push(`${step.name}: not run`);
    continue;
  }
  const runs = group.map(async (step) => {
    if (step.skip) return `${step.name}: skipped (${step.skip})`;
    const stepStart = Date.now();
    const passed = await runStep(step, step.besideOutput);
    const seconds = Math.round((Date.now() - stepStart) / 1000);
    const tests = step.report ? countTests(step.report) : '';
    if (!passed) failed ??= step.name;
    return `${step.name} ${passed ? '✔' : '✘'}${tests} (${seconds}s)`;
  });
  results.push(...(await Promise.all(runs)));
  for (const step of group) {
    if (step.besideOutput && existsSync(step.besideOutput)) {
      console.info(`\n▶ ${step.name} (ran beside ${group[0]!.name}):`);
      console.info(readFileSync(step.besideOutput, 'utf8'));
    }
  }
}

const total = Math.round((Date.now() - started) / 1000);
const verdict = failed ? `FAILED at ${failed}` : 'ALL PASSED';
console.info(
  `\nTEST SUMMARY: ${verdict} in ${Math.floor(total / 60)}m${total % 60}s: ${results.join(' | ')}`,
);
process.exit(failed ? 1 : 0);
