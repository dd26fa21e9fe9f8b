// @ts-check
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports a layer may not make: each pattern is a folder of another layer, however deep the relative path. */
const layer = (...folders) => folders.flatMap((folder) => [`**/${folder}/**`, `**/${folder}`]);

/**
 * Inside the worker, each folder may import only the folders before it in this list, so every arrow points
 * one way (docs/architecture.md, "Inside the worker"). `index.ts` assembles them all.
 */
const WORKER_LAYERS = [
  'db',
  'lib',
  'catalogue',
  'auth',
  'mail',
  'newsletter',
  'payments',
  'orders',
  'memberships',
  'analytics',
  'documents',
  'admin',
  'middleware',
  'routes',
];
const workerZones = WORKER_LAYERS.flatMap((folder, i) =>
  WORKER_LAYERS.slice(i + 1).map((above) => ({
    target: `./worker/${folder}`,
    from: `./worker/${above}`,
    message: `worker/${folder}/ sits below worker/${above}/ (eslint.config.js WORKER_LAYERS): move the shared piece down instead.`,
  })),
);

/**
 * The storefront's folders, lowest first, the same way: texts and the language (i18n/) below the helpers (lib/),
 * then the atoms (state/), the components and the routes.
 */
const WEB_LAYERS = ['i18n', 'lib', 'state', 'components', 'routes'];
const webZones = WEB_LAYERS.flatMap((folder, i) =>
  WEB_LAYERS.slice(i + 1).map((above) => ({
    target: `./web/${folder}`,
    from: `./web/${above}`,
    message: `web/${folder}/ sits below web/${above}/ (eslint.config.js WEB_LAYERS): move the shared piece down instead.`,
  })),
);

/**
 * The layers (README "Layout"): core/ is pure and shared, i18n/ holds the texts both sides read, the
 * worker never imports the storefront, the storefront never imports the worker. Import cycles are errors.
 */
export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      '.wrangler/**',
      'web/routeTree.gen.ts',
      'worker/worker-configuration.d.ts',
      'bench/results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: layer('web', 'worker', 'i18n', 'test', 'tools', 'scripts', 'bench'),
              message: 'core/ is shared and pure: it imports no other layer.',
            },
            {
              group: ['react', 'react-*', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', 'cloudflare:*', 'node:*'],
              message: 'core/ uses no DOM, Workers, database or Node API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: layer('web', 'worker', 'test', 'tools', 'scripts', 'bench'),
              message: 'i18n/ holds texts only: it may use core/, nothing else.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['worker/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: layer('web', 'test', 'tools', 'scripts', 'bench'),
              message: 'The worker never imports the storefront (texts are in i18n/, shared code in core/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: layer('worker', 'test', 'tools', 'scripts', 'bench'),
              message: 'The storefront talks to the worker over HTTP only (types in core/api/).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tools (the Stripe fake, the browser and server launchers) serve tests, scripts and the bench alike, so they
    // never reach into test/; scripts and the bench use tools, never test helpers.
    files: ['tools/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: layer('test'), message: 'Tools, scripts and the bench never import test/ (test/ imports them).' }] },
      ],
    },
  },
  {
    files: ['core/**/*.ts', 'i18n/**/*.ts', 'worker/**/*.ts', 'web/**/*.{ts,tsx}', 'tools/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...workerZones, ...webZones] }],
    },
  },
);
