import { describe, expect, it } from 'vitest';
import { restingRotation, rotationFor } from './use-wheel-animation';

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

  it('starts the disc with a segment centred under the pointer, and turns forward from there', () => {
    for (const count of [6, 8, 12]) {
      const slice = 360 / count;
      const rest = restingRotation(count);
      // the pointer sits half a slice inside segment 0, on no line between two segments
      expect((((360 - (rest % 360)) % 360) + 360) % slice).toBeCloseTo(slice / 2);
      expect(segmentAtPointer(rest, count)).toBe(0);
      expect(segmentAtPointer(rotationFor(3, count, rest), count)).toBe(3);
    }
  });
});
