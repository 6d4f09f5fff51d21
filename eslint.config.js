// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

const workspaceResolver = fileURLToPath(new URL('./scripts/eslint/workspace-resolver.cjs', import.meta.url));

/**
 * Import boundaries (design.md, house rule 4): contract <- mock-api, server, web; inside web,
 * app -> features -> shared (components, lib, i18n, config, hooks); features do not import
 * each other.
 */
const boundaryElements = [
  { type: 'contract', pattern: 'contract/src/**', mode: 'full' },
  { type: 'mock-api', pattern: 'mock-api/**', mode: 'full' },
  { type: 'server', pattern: 'server/**', mode: 'full' },
  { type: 'scripts', pattern: 'scripts/**', mode: 'full' },
  { type: 'web-app', pattern: 'web/src/app/**', mode: 'full' },
  { type: 'web-feature', pattern: 'web/src/features/*/**', mode: 'full', capture: ['feature'] },
  { type: 'web-shared', pattern: 'web/src/{components,lib,i18n,config,hooks,styles,test}/**', mode: 'full' },
  { type: 'web-entry', pattern: 'web/src/*', mode: 'full' },
  { type: 'web-e2e', pattern: 'web/e2e/**', mode: 'full' },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'docs/**', '**/test-results/**', '**/coverage/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Each feature builds its client from its own domain (decision 034): the merged contract
      // would put every domain's routes back into the first screen's bundle.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@site/contract',
              importNames: ['contract'],
              message: 'Build the client from the domain: createApiClient(<domain>Contract) from @site/contract/domains/<domain>.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [workspaceResolver]: {} },
      'boundaries/elements': boundaryElements,
      'boundaries/include': ['contract/**', 'mock-api/**', 'server/**', 'scripts/**', 'web/**'],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'contract', allow: ['contract'] },
            { from: 'mock-api', allow: ['contract', 'mock-api'] },
            { from: 'server', allow: ['contract', 'mock-api', 'server'] },
            { from: 'scripts', allow: ['contract', 'mock-api', 'server', 'scripts', 'web-shared'] },
            { from: 'web-entry', allow: ['contract', 'web-app', 'web-shared', 'web-entry'] },
            { from: 'web-app', allow: ['contract', 'web-app', 'web-feature', 'web-shared'] },
            { from: 'web-feature', allow: ['contract', 'web-shared', ['web-feature', { feature: '${from.feature}' }]] },
            { from: 'web-shared', allow: ['contract', 'web-shared'] },
            { from: 'web-e2e', allow: ['contract', 'mock-api', 'server', 'web-e2e'] },
          ],
        },
      ],
    },
  },
);
