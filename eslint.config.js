import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

// The dependency rule of docs/architecture: shared imports neither side; web and server stay apart.
const forbid = (patterns, message, extra = []) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }, ...extra] }],
});

const WEB_FORBIDDEN = ['**/server/**', 'node:*', 'fastify', 'drizzle-orm*', 'pg'];
const WEB_MESSAGE = 'The web client never imports server code.';

// A feature never imports another feature (shared UI goes to src/web/components, lib, queries,
// hooks): from a file `depth` folders below its feature, a sibling feature is `../` × depth + name.
const featureDepths = [1, 2, 3].map((depth) => ({
  files: [`src/web/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: forbid(WEB_FORBIDDEN, WEB_MESSAGE, [
    {
      regex: `^(\\.\\./){${depth}}[a-z]`,
      message:
        'Features do not import each other; move shared code to src/web/components, lib, queries or hooks.',
    },
  ]),
}));

// The server's module graph, lowest first: a module may import the modules of earlier layers,
// never those of its own layer or later ones, so capabilities cannot import each other in
// cycles; nor the composition root, types included: a module declares the parts it uses and is
// handed just those (docs/decisions/028). The booking core sits below availability (what is
// free when) and payments; payments is the only way to money, and the purposes a charge pays
// beyond its own holds (splits, games) sit above it and plug in (docs/decisions/052); the
// owners' numbers sit above everything they read.
// scripts/server-layers.test.ts fails when a folder of src/server is missing here or from the
// README's table of modules (eslint.config.d.ts gives these lists their types).
export const SERVER_LAYERS = [
  ['db', 'telemetry'],
  ['http'],
  ['auth', 'i18n', 'metrics'],
  ['uploads', 'credit', 'audit'],
  ['turfs'],
  ['ratings', 'bookings'],
  ['availability', 'promos', 'invoices', 'reviews'],
  ['payments'],
  ['splits', 'games', 'moves', 'payouts'],
  ['aftercare', 'mail', 'owners', 'waitlist', 'local-gateway', 'previews', 'reminders'],
  ['venue', 'notifications', 'team'],
  ['demo', 'system'],
  ['testing'],
];
export const COMPOSITION_ROOT = ['app', 'app-context', 'main'];
/** The test kits build the app as main.ts does: they sit above the composition root. */
const ABOVE_THE_ROOT = ['testing'];

const serverModuleGraph = SERVER_LAYERS.flatMap((layer, index) =>
  layer.flatMap((module) => {
    const later = SERVER_LAYERS.slice(index)
      .flat()
      .filter((name) => name !== module);
    const forbidden = ABOVE_THE_ROOT.includes(module) ? later : [...later, ...COMPOSITION_ROOT];
    if (forbidden.length === 0) return [];
    return {
      files: [`src/server/${module}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./)+(${forbidden.join('|')})(/|$)`,
                message: `src/server/${module} may import only the modules below it (eslint.config.js, SERVER_LAYERS).`,
              },
            ],
          },
        ],
      },
    };
  }),
);

// The configuration is a leaf: every module may import it, so it imports none of them (only its
// own parts, config-*.ts, leaves too).
const configIsALeaf = {
  files: ['src/server/config.ts', 'src/server/config-*.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^\\./(?!config-)|^\\.\\./(?!shared/)',
            message: 'src/server/config.ts imports no server module: every module imports it.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'drizzle', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/shared/**'],
    languageOptions: { globals: {} },
    rules: forbid(
      [
        '**/server/**',
        '**/web/**',
        'node:*',
        'fs',
        'path',
        'react',
        'react-dom',
        'fastify',
        'drizzle-orm*',
        'pg',
      ],
      'src/shared is pure: no server, web, Node or framework imports.',
    ),
  },
  {
    files: ['src/server/**'],
    rules: forbid(
      ['**/web/**', 'react', 'react-dom', 'react-*'],
      'The server never imports web code.',
    ),
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(WEB_FORBIDDEN, WEB_MESSAGE),
    },
  },
  ...featureDepths,
  ...serverModuleGraph,
  configIsALeaf,
  {
    // And no file imports itself back through others, anywhere.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (which files are modules, how they parse), resolved by
      // Node's rules with our extensions.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
