import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each test file took in the last `npm run test:times`, keyed `project:path from the repository root`. */
export const FILE_TIMES = new URL('./file-times.json', import.meta.url);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function fileKey(project: string, moduleId: string): string {
  return `${project}:${relative(ROOT, moduleId)}`;
}

export function readFileTimes(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(FILE_TIMES, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Starts the longest files first, across the projects of a group (vitest's own order goes project
 * by project, and by file size on a fresh clone, so a long browser file could start last and run
 * alone at the end). Files with no recorded time are new and go first.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  private readonly times = readFileTimes();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const expected = (spec: TestSpecification) => this.times[fileKey(spec.project.name, spec.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      const longer = expected(b) - expected(a);
      return Number.isNaN(longer) ? 0 : longer;
    });
  }
}
