import { defineConfig } from 'vitest/config';

/**
 * One vitest run covers every workspace. The e2e project drives Debian Chromium against a
 * real gateway + mock and needs `web/dist` (npm test builds it first).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'mock-api', root: './mock-api', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'server', root: './server', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.ts'], exclude: ['**/node_modules/**'], testTimeout: 120_000 } },
      {
        extends: './web/vite.config.ts',
        test: { name: 'web', root: './web', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom', testTimeout: 30_000 },
      },
      {
        test: {
          name: 'e2e',
          root: './web',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
