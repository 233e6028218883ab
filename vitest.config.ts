import { defineConfig } from 'vitest/config';

// Three suites: pure rules (unit), the API against a real database (api), and web components.
// The API suite shares one database per worker (isolate: false) and resets tables per test.
export default defineConfig({
  test: {
    // Two workers on CI's two cores, not vitest's default of one fewer than the cores: the API
    // tests wait on PostgreSQL, child server processes and timers for much of their time, and the
    // second worker took the PGlite run from about 245 s to 142 s and PostgreSQL's from 337 s to
    // 264 s (decision 042).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/demo/demo-turfs.test.ts',
            'scripts/**/*.test.ts',
            'src/server/config.test.ts',
            'src/server/project-root.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Web logic that needs no DOM (API client, nav rules, display helpers).
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['src/web/i18n/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: [
            'src/server/demo/demo-turfs.test.ts',
            'src/server/config.test.ts',
            'src/server/project-root.test.ts',
          ],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['src/server/testing/global-setup.ts'],
        },
      },
    ],
  },
});
