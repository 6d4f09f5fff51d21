import { defineConfig } from 'vitest/config';

/**
 * One vitest run covers every workspace. Projects run in three groups so browsers never
 * compete with the unit and integration tests for this machine's two cores: first every
 * in-process and HTTP test, then the web app's browser tests (e2e), then the QA browser
 * scenarios. Both browser groups drive Debian Chromium against a real gateway + mock and need
 * `web/dist` (npm test builds it first).
 */
const browserProject = { testTimeout: 120_000, hookTimeout: 120_000, fileParallelism: false };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'mock-api', root: './mock-api', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'server', root: './server', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**', 'scenarios/browser/**'],
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
    ],
  },
});
