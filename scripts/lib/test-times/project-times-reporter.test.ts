import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { BUDGETS_DOC, fileTimesJson, formatProjectTimes, projectTimes, readBudgets, type FileTime } from './project-times-reporter';

const file = (project: string, name: string, startMs: number, endMs: number, tests = 1): FileTime => ({
  project,
  file: name,
  key: `${project}:${name}`,
  tests,
  startMs,
  endMs,
});

describe('project times against the budgets of docs/testing.md', () => {
  it('reads the budget table that follows the marker, and only that table', () => {
    const budgets = readBudgets(
      [
        '| other | 1 |',
        '<!-- budgets -->',
        '',
        '| project | budget (s) |',
        '| --- | --- |',
        '| `e2e` | 300 |',
        '| whole run | 480 |',
        '',
        '| after | 9 |',
      ].join('\n'),
    );
    expect([...budgets]).toEqual([
      ['e2e', 300],
      ['whole run', 480],
    ]);
    expect(readBudgets('no marker here').size).toBe(0);
  });

  it('has a budget in the testing guide for every project of the vitest config and for the whole run', async () => {
    const config = (await import('../../../vitest.config')).default as { test: { projects: { test: { name: string } }[] } };
    const budgets = readBudgets(readFileSync(BUDGETS_DOC, 'utf8'));
    expect([...budgets.keys()].sort()).toEqual([...config.test.projects.map((project) => project.test.name), 'whole run'].sort());
  });

  it('measures a project from its first file start to its last file end, and names its slowest file', () => {
    const [e2e] = projectTimes([file('e2e', 'a.test.ts', 0, 10_000, 3), file('e2e', 'b.test.ts', 5_000, 30_000, 2)]);
    expect(e2e).toMatchObject({ project: 'e2e', files: 2, tests: 5, wallSeconds: 30, slowest: { file: 'b.test.ts' } });
  });

  it('marks the projects and the run that went over budget', () => {
    const times = projectTimes([file('e2e', 'a.test.ts', 0, 400_000), file('web', 'b.test.ts', 0, 2_000)]);
    const table = formatProjectTimes(
      times,
      420,
      new Map([
        ['e2e', 300],
        ['web', 30],
        ['whole run', 400],
      ]),
    );
    expect(table).toMatch(/e2e\s+1\s+1\s+400 s\s+300 s\s+OVER/);
    expect(table).toMatch(/web\s+1\s+1\s+2 s\s+30 s\s+ok/);
    expect(table).toContain('over budget: e2e, whole run');
  });

  it('records the seconds of each file for the sequencer, keys sorted', () => {
    expect(JSON.parse(fileTimesJson([file('web', 'b.test.ts', 0, 1_234), file('e2e', 'a.test.ts', 0, 60_000)]))).toEqual({
      'e2e:a.test.ts': 60,
      'web:b.test.ts': 1.2,
    });
  });
});
