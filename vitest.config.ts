import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/lib/test-times/longest-first-sequencer.ts';

/**
 * One vitest run covers every workspace, in two groups (docs/testing.md):
 * 1. in-process and HTTP tests, three files at a time (they wait on sockets and child processes
 *    as much as they compute);
 * 2. browser tests: the web app (e2e), the QA browser scenarios and the QA console, three files
 *    at a time (a browser file mostly waits on its page and its servers). They drive Debian Chromium against a real gateway + mock and need `web/dist` and
 *    `console/dist` (npm test builds them first). Each worker keeps one Chromium for all its
 *    files (`workerBrowser`), which needs `isolate: false`.
 * Node-side projects share modules between the files of a worker (`isolate: false`): no test
 * mocks a module or changes global state, and importing the mock and the gateway once per
 * worker instead of once per file saves a third of the group's time (two thirds of the web
 * app's component tests' CPU). Type tests (`*.test-d.ts`) are checked by `npm run validate`.
 */
// The mock runs QA scenarios for the console with the runner it is given (scripts' export), as `npm start` gives it.
// Tests list the smallest game catalogue (every provider, a dozen games each); a test that needs a real lobby's asks for it.
const env = { MOCK_SCENARIO_RUNNER: createRequire(import.meta.url).resolve('@site/scripts/scenario-runner'), MOCK_GAMES: '70' };
// expect.poll waits 5 s, not vitest's 1 s: on two busy cores a dialog, a notice or twenty requests
// reaching a server can take longer to appear.
const poll = { timeout: 5_000 };
const nodeProject = { maxWorkers: 3, isolate: false, env, expect: { poll } };
const browserProject = {
  maxWorkers: 3,
  isolate: false,
  env,
  testTimeout: 120_000,
  hookTimeout: 120_000,
  expect: { poll },
  sequence: { groupOrder: 1 },
};

export default defineConfig({
  test: {
    reporters: ['default', './scripts/lib/test-times/project-times-reporter.ts'],
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      { test: { name: 'contract', ...nodeProject, root: './contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'mock-api', ...nodeProject, root: './mock-api', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'server', ...nodeProject, root: './server', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'service-kit', ...nodeProject, root: './service-kit', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'scripts',
          ...nodeProject,
          root: './scripts',
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**', 'scenarios/browser/**'],
          testTimeout: 120_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          maxWorkers: 3,
          isolate: false,
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          testTimeout: 30_000,
        },
      },
      { extends: './console/vite.config.ts', test: { name: 'console', ...nodeProject, root: './console', include: ['src/**/*.test.ts'] } },
      { test: { name: 'e2e', ...browserProject, root: './web', include: ['e2e/**/*.test.ts'], exclude: ['e2e/other-engines.test.ts'] } },
      // Firefox and WebKit beside Chromium's files starved both of the two cores (a Chromium walk
      // timed out, a Firefox page load was cut short): the other engines walk last, on their own.
      {
        test: {
          name: 'other-engines',
          ...browserProject,
          maxWorkers: 1,
          root: './web',
          include: ['e2e/other-engines.test.ts'],
          sequence: { groupOrder: 2 },
        },
      },
      { test: { name: 'scenarios-browser', ...browserProject, root: './scripts', include: ['scenarios/browser/**/*.test.ts'] } },
      { test: { name: 'console-e2e', ...browserProject, root: './console', include: ['e2e/**/*.test.ts'] } },
    ],
  },
});
