// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import compat from 'eslint-plugin-compat';
import globals from 'globals';
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const workspaceResolver = fileURLToPath(new URL('./scripts/eslint/workspace-resolver.cjs', import.meta.url));

/**
 * Import boundaries (docs/architecture.md#packages): a workspace imports another only if its package.json
 * declares it, so the rules between workspaces are read from the manifests (dependencies for
 * runtime code, devDependencies too for test code), and scripts/workspaces.test.ts refuses a
 * cycle. Inside web, app -> features -> shared (components, lib, i18n, config, hooks); features
 * do not import each other.
 */
const boundaryElements = [
  { type: 'contract', pattern: 'contract/src/**', mode: 'full' },
  { type: 'service-kit', pattern: 'service-kit/**', mode: 'full' },
  { type: 'browser-kit', pattern: 'browser-kit/**', mode: 'full' },
  { type: 'mock-api', pattern: 'mock-api/**', mode: 'full' },
  { type: 'server', pattern: 'server/**', mode: 'full' },
  { type: 'scripts', pattern: 'scripts/**', mode: 'full' },
  { type: 'web-app', pattern: 'web/src/app/**', mode: 'full' },
  { type: 'web-feature', pattern: 'web/src/features/*/**', mode: 'full', capture: ['feature'] },
  { type: 'web-test', pattern: 'web/src/test/**', mode: 'full' },
  { type: 'web-shared', pattern: 'web/src/{components,lib,i18n,config,hooks,styles}/**', mode: 'full' },
  { type: 'web-entry', pattern: 'web/src/*', mode: 'full' },
  { type: 'web-e2e', pattern: 'web/e2e/**', mode: 'full' },
  { type: 'console', pattern: 'console/src/**', mode: 'full' },
  { type: 'console-e2e', pattern: 'console/e2e/**', mode: 'full' },
];

/** The element types of each workspace (its directory); a type not listed is its workspace's own. */
const ELEMENTS_OF = {
  web: ['web-entry', 'web-app', 'web-feature', 'web-shared', 'web-test', 'web-e2e'],
  console: ['console', 'console-e2e'],
};
const elementsOf = (workspace) => ELEMENTS_OF[workspace] ?? [workspace];

/** The element types of the workspaces a workspace declares: `dependencies`, with `devDependencies` for its tests. */
function declaredElements(workspace, { tests = false } = {}) {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(
    readFileSync(new URL(`./${workspace}/package.json`, import.meta.url), 'utf8'),
  );
  return Object.keys(tests ? { ...dependencies, ...devDependencies } : dependencies)
    .filter((name) => name.startsWith('@site/') && name !== `@site/${workspace}`)
    .flatMap((name) => elementsOf(name.slice('@site/'.length)));
}

/**
 * Workspaces reach each other only through declared package `exports` (`@site/server/testing`,
 * `@site/mock-api/testing`, `@site/web/i18n/th`, ...), never by a relative path into another
 * workspace's files: the exports are the surface a workspace promises to keep.
 */
const crossWorkspaceSource = String.raw`^(\.\.\x2F)+(contract|service-kit|browser-kit|mock-api|server|web|console|scripts)\x2F`; // \x2F: a slash, which esquery selectors cannot hold
const crossWorkspaceMessage =
  "Import another workspace through its package exports (@site/<workspace>/...), not a relative path into its files; add the entry to that workspace's package.json exports if it is missing.";
const crossWorkspaceImports = { regex: crossWorkspaceSource, message: crossWorkspaceMessage };

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'docs/**', '**/test-results/**', '**/coverage/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  // The rules that need type information run in oxlint (.oxlintrc.json, docs/design/testing.md#type-check-and-lint): ESLint
  // checks syntax, imports and hooks only, so it builds no TypeScript program.
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
      'no-restricted-imports': ['error', { patterns: [crossWorkspaceImports] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression > Literal.source[value=/${crossWorkspaceSource}/]`, message: crossWorkspaceMessage },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The contract runs in two browser apps: no Node built-in, no `process` (Node-only helpers
    // live in service-kit/). Its tests run in Node and may use both.
    files: ['contract/src/**/*.ts'],
    ignores: ['contract/src/**/*.test.ts', 'contract/src/**/*.test-d.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'The contract is browser-safe: Node-only code goes to service-kit/.' })),
          patterns: [
            crossWorkspaceImports,
            { regex: '^node:', message: 'The contract is browser-safe: Node-only code goes to service-kit/.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', '__dirname', '__filename', 'require', 'global', 'setImmediate'].map((name) => ({
          name,
          message: 'The contract is browser-safe: Node-only code goes to service-kit/.',
        })),
      ],
    },
  },
  {
    files: ['console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Each feature builds its client from its own domain (docs/design/first-paint.md#budget): the merged contract
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
          patterns: [crossWorkspaceImports],
        },
      ],
    },
  },
  {
    // Every API the app calls exists in the browsers of web/package.json's browserslist (spec 9,
    // docs/design/web-app.md#browsers) or is supplied where missing: web/src/polyfills.ts, or the entry's prelude
    // (web/build/old-browsers.ts) for globalThis, Object.fromEntries and queueMicrotask.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    plugins: { compat },
    settings: {
      lintAllEsApis: true,
      polyfills: ['Array.prototype.at', 'Object.fromEntries', 'AbortController', 'HTMLDialogElement', 'IntersectionObserver'],
    },
    rules: {
      'compat/compat': 'error',
      // The compat rule sees globals and static methods, not methods of a value it cannot type:
      // these instance methods are missing in some of the browserslist's browsers and not polyfilled.
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression > Literal.source[value=/${crossWorkspaceSource}/]`, message: crossWorkspaceMessage },
        {
          selector:
            'MemberExpression > Identifier.property[name=/^(findLast|findLastIndex|toSorted|toReversed|toSpliced|replaceAll|with)$/]',
          message:
            "Not in every browser of web/package.json's browserslist (spec 9) and not polyfilled: add it to src/polyfills.ts or do without.",
        },
        {
          selector: 'MemberExpression > Identifier.property[name="showModal"]',
          message: 'Open dialogs with openModal from @/lib/modal-dialog (a polyfill where showModal is missing).',
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
      'boundaries/include': [
        'contract/**',
        'service-kit/**',
        'browser-kit/**',
        'mock-api/**',
        'server/**',
        'scripts/**',
        'web/**',
        'console/**',
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            ...['contract', 'service-kit', 'browser-kit'].map((w) => ({ from: w, allow: [w, ...declaredElements(w)] })),
            // mock-api, server and scripts keep their tests beside their code: their devDependencies count
            ...['mock-api', 'server', 'scripts'].map((w) => ({ from: w, allow: [w, ...declaredElements(w, { tests: true })] })),
            // web-test: the component tests' helpers (a fetch the mock answers in process), which tests beside any file import
            { from: 'web-entry', allow: ['web-app', 'web-shared', 'web-test', 'web-entry', ...declaredElements('web')] },
            { from: 'web-app', allow: ['web-app', 'web-feature', 'web-shared', 'web-test', ...declaredElements('web')] },
            {
              from: 'web-feature',
              allow: ['web-shared', 'web-test', ['web-feature', { feature: '${from.feature}' }], ...declaredElements('web')],
            },
            { from: 'web-shared', allow: ['web-shared', 'web-test', ...declaredElements('web')] },
            { from: 'web-test', allow: ['web-shared', 'web-test', ...declaredElements('web', { tests: true })] },
            // e2e logs members in by writing the session where the app keeps it (web-shared) and
            // walks the screens of the table the router is built from (web-app's screens.ts)
            { from: 'web-e2e', allow: ['web-shared', 'web-app', 'web-e2e', ...declaredElements('web', { tests: true })] },
            { from: 'console', allow: ['console', ...declaredElements('console')] },
            { from: 'console-e2e', allow: ['console', 'console-e2e', ...declaredElements('console', { tests: true })] },
          ],
        },
      ],
    },
  },
);
