import { readFileSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';
import { FILE_TIMES, fileKey } from './longest-first-sequencer';

/** Where the budgets are written: a table in the testing guide, read at the end of every run. */
export const BUDGETS_DOC = new URL('../../../docs/testing.md', import.meta.url);

/**
 * The budget table of the testing guide: the rows of the table that follows the line
 * `<!-- budgets -->`, `| project | budget |` with the budget in seconds.
 */
export function readBudgets(markdown: string): Map<string, number> {
  const budgets = new Map<string, number>();
  const start = markdown.indexOf('<!-- budgets -->');
  if (start === -1) return budgets;
  const lines = markdown.slice(start).split('\n').slice(1);
  for (const line of lines.slice(lines.findIndex((text) => text.startsWith('|')))) {
    if (!line.startsWith('|')) break;
    const [project, budget] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replaceAll('`', ''));
    const seconds = Number.parseFloat(budget ?? '');
    if (project && Number.isFinite(seconds)) budgets.set(project, seconds);
  }
  return budgets;
}

export type FileTime = { project: string; file: string; key: string; tests: number; startMs: number; endMs: number };

export type ProjectTime = { project: string; files: number; tests: number; wallSeconds: number; slowest: FileTime };

/** Per project: its files, tests, and wall time from its first file's start to its last file's end. */
export function projectTimes(files: FileTime[]): ProjectTime[] {
  const byProject = new Map<string, FileTime[]>();
  for (const file of files) byProject.set(file.project, [...(byProject.get(file.project) ?? []), file]);
  return [...byProject].map(([project, own]) => {
    const start = Math.min(...own.map((file) => file.startMs));
    const end = Math.max(...own.map((file) => file.endMs));
    const slowest = own.reduce((a, b) => (b.endMs - b.startMs > a.endMs - a.startMs ? b : a));
    return {
      project,
      files: own.length,
      tests: own.reduce((sum, file) => sum + file.tests, 0),
      wallSeconds: (end - start) / 1000,
      slowest,
    };
  });
}

/** The table printed after a run: one row per project, the whole run last, over-budget rows marked. */
export function formatProjectTimes(times: ProjectTime[], totalSeconds: number, budgets: Map<string, number>): string {
  const rows = [...times].sort((a, b) => a.project.localeCompare(b.project));
  const line = (cells: string[]) =>
    `  ${cells[0]?.padEnd(18)}${cells
      .slice(1)
      .map((cell) => cell.padStart(9))
      .join('')}`;
  const budgetCell = (seconds: number, budget: number | undefined) =>
    budget === undefined ? ['-', 'no budget'] : [`${budget} s`, seconds > budget ? 'OVER' : 'ok'];
  const out = ['', 'Wall time per vitest project (budgets: docs/testing.md)', line(['project', 'files', 'tests', 'wall', 'budget', ''])];
  for (const row of rows) {
    out.push(
      `${line([row.project, String(row.files), String(row.tests), `${row.wallSeconds.toFixed(0)} s`, ...budgetCell(row.wallSeconds, budgets.get(row.project))])}   slowest: ${row.slowest.file} ${((row.slowest.endMs - row.slowest.startMs) / 1000).toFixed(0)} s`,
    );
  }
  const tests = rows.reduce((sum, row) => sum + row.tests, 0);
  const files = rows.reduce((sum, row) => sum + row.files, 0);
  out.push(
    line([
      'whole run',
      String(files),
      String(tests),
      `${totalSeconds.toFixed(0)} s`,
      ...budgetCell(totalSeconds, budgets.get('whole run')),
    ]),
  );
  const over = rows.filter((row) => row.wallSeconds > (budgets.get(row.project) ?? Infinity)).map((row) => row.project);
  if (totalSeconds > (budgets.get('whole run') ?? Infinity)) over.push('whole run');
  if (over.length > 0)
    out.push(`  over budget: ${over.join(', ')}: find the test that grew (vitest's per-file times above) before raising a budget`);
  return out.join('\n');
}

/** The times the longest-first sequencer reads: seconds per file, one decimal, keys sorted. */
export function fileTimesJson(files: FileTime[]): string {
  const sorted = [...files].sort((a, b) => a.key.localeCompare(b.key));
  return `${JSON.stringify(Object.fromEntries(sorted.map((file) => [file.key, Math.round((file.endMs - file.startMs) / 100) / 10])), null, 2)}\n`;
}

/**
 * Prints, after every run, the wall time of each vitest project against its budget, so a slow
 * new test is seen in the run that adds it. A run over budget still passes: this machine is
 * shared and noisy, and the budget is for people to read. With TEST_TIMES_WRITE=1 (`npm run
 * test:times`), a run that is not interrupted also records each file's time for the longest-first sequencer.
 */
export default class ProjectTimesReporter implements Reporter {
  private readonly files: FileTime[] = [];
  private readonly started = performance.now();

  onTestModuleEnd(testModule: TestModule): void {
    const diagnostic = testModule.diagnostic();
    const endMs = performance.now();
    const spentMs =
      diagnostic.environmentSetupDuration +
      diagnostic.prepareDuration +
      diagnostic.collectDuration +
      diagnostic.setupDuration +
      diagnostic.duration;
    this.files.push({
      project: testModule.project.name,
      file: testModule.relativeModuleId,
      key: fileKey(testModule.project.name, testModule.moduleId),
      tests: [...testModule.children.allTests()].length,
      startMs: endMs - spentMs,
      endMs,
    });
  }

  onTestRunEnd(_modules: unknown, _errors: unknown, reason: TestRunEndReason): void {
    if (this.files.length === 0) return;
    const budgets = readBudgets(readFileSync(BUDGETS_DOC, 'utf8'));
    console.log(formatProjectTimes(projectTimes(this.files), (performance.now() - this.started) / 1000, budgets));
    if (process.env.TEST_TIMES_WRITE === '1' && reason !== 'interrupted') {
      writeFileSync(FILE_TIMES, fileTimesJson(this.files));
      console.log(`  file times written to ${FILE_TIMES.pathname}`);
    }
  }
}
