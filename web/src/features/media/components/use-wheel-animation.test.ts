import { describe, expect, it } from 'vitest';
import { rotationFor } from './use-wheel-animation';

/** The segment under the top pointer for a disc turned by `rotation` degrees clockwise. */
function segmentAtPointer(rotation: number, count: number): number {
  const slice = 360 / count;
  return Math.floor(((((360 - (rotation % 360)) % 360) + 360) % 360) / slice);
}

describe('rotationFor', () => {
  it('stops every segment under the pointer, turning forward at least five turns, from any start', () => {
    for (const count of [6, 8, 12]) {
      for (const start of [0, 45, 1800 + 17, 3600 + 359]) {
        for (let index = 0; index < count; index += 1) {
          const rotation = rotationFor(index, count, start);
          expect(segmentAtPointer(rotation, count)).toBe(index);
          expect(rotation - start).toBeGreaterThanOrEqual(5 * 360);
          expect(rotation - start).toBeLessThan(6 * 360);
        }
      }
    }
  });
});
