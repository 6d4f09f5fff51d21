import { defineConfig } from 'vitest/config';

/**
 * One vitest run covers every workspace. Projects run in four groups so browsers never
 * compete with the unit and integration tests for this machine's two cores: first every
 * in-process and HTTP test, then the web app's browser tests (e2e), then the QA browser
 * scenarios, then the QA console's browser tests. The browser groups drive Debian Chromium
 * against a real gateway + mock and need `web/dist` and `console/dist` (npm test builds them
 * first). `*.test-d.ts` files are type tests: vitest runs tsc on them (typecheck), so a type
 * assertion that no longer holds fails its test.
 */
const browserProject = { testTimeout: 120_000, hookTimeout: 120_000, fileParallelism: false };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './contract',
          include: ['src/**/*.test.ts'],
          typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
        },
      },
      { test: { name: 'mock-api', root: './mock-api', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'server', root: './server', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**', 'scenarios/browser/**'],
          typecheck: { enabled: true, include: ['**/*.test-d.ts'], exclude: ['**/node_modules/**'], tsconfig: './tsconfig.json' },
          testTimeout: 120_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: { name: 'web', root: './web', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom', testTimeout: 30_000 },
      },
      {
        test: { name: 'e2e', root: './web', include: ['e2e/**/*.test.ts'], ...browserProject, sequence: { groupOrder: 1 } },
      },
      {
        test: {
          name: 'scenarios-browser',
          root: './scripts',
          include: ['scenarios/browser/**/*.test.ts'],
          ...browserProject,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: { name: 'console-e2e', root: './console', include: ['e2e/**/*.test.ts'], ...browserProject, sequence: { groupOrder: 3 } },
      },
    ],
  },
});
