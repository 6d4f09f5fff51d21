import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import LongestFirstSequencer, { fileKey, readFileTimes } from './longest-first-sequencer';

const spec = (project: string, path: string, groupOrder: number) =>
  ({
    project: { name: project, config: { sequence: { groupOrder } } },
    moduleId: new URL(`../../../${path}`, import.meta.url).pathname,
  }) as unknown as TestSpecification;

describe('longest-first sequencer', () => {
  it('keeps the groups in order, starts the longest recorded files first across projects, and new files before all', async () => {
    const sequencer = new LongestFirstSequencer({} as never);
    Object.assign(sequencer, {
      times: { 'e2e:web/e2e/a.test.ts': 10, 'console-e2e:console/e2e/b.test.ts': 50, 'web:web/src/c.test.ts': 99 },
    });
    const sorted = await sequencer.sort([
      spec('e2e', 'web/e2e/a.test.ts', 1),
      spec('console-e2e', 'console/e2e/b.test.ts', 1),
      spec('e2e', 'web/e2e/new.test.ts', 1),
      spec('web', 'web/src/c.test.ts', 0),
    ]);
    expect(sorted.map((item) => fileKey(item.project.name, item.moduleId))).toEqual([
      'web:web/src/c.test.ts',
      'e2e:web/e2e/new.test.ts',
      'console-e2e:console/e2e/b.test.ts',
      'e2e:web/e2e/a.test.ts',
    ]);
  });

  it('reads the recorded times of the repository', () => {
    expect(Object.keys(readFileTimes()).length).toBeGreaterThan(0);
  });
});
