// Lint for the whole repository (docs/ci: `npm run lint`, also run by .ci/run and on commit through lint-staged).
// typescript-eslint's recommended rules everywhere; React hooks rules for the web app; and bulletproof-react's
// unidirectional layout for apps/web/src: shared code -> features -> app, and no feature imports another feature.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const WEB = './apps/web/src';
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One zone per feature: it may import only itself, never a sibling feature (shared pieces live in components/ or lib/). */
const featureZones = webFeatures.map((feature) => ({
  target: `${WEB}/features/${feature}`,
  from: `${WEB}/features`,
  except: [`./${feature}`],
  message: 'A feature must not import another feature; move the shared piece to apps/web/src/components or lib.',
}));

/** Shared code is used by features and the app, never the other way round. */
const sharedZones = [
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features must not import the app layer.' },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared components and lib must not import features or the app layer.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/coverage/**', '**/node_modules/**', 'bench/results/**', '**/*.d.ts', '.data/**'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `const { secret, ...rest } = x` is how a key is left out of a copy (the bench settings without their
      // connection URLs, a tier without its id): the named key is used by being omitted.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // The Node scripts and benchmarks are CommonJS by design (no build step); require() is their import.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './apps/web/tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedZones] }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', 'test/**/*.ts', 'apps/web/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
