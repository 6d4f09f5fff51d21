import { describe, expect, it } from 'vitest';
import { type CheckInState } from '@site/contract';
import { currentValue, isCheckedIn } from './check-in-queries';

const log = (day: number, value: number) => ({
  id: `CI-${day}`,
  json: { day, date: `2026-11-${String(day).padStart(2, '0')}` },
  value,
  createdAt: '2026-11-01T02:00:00.000Z',
});
const state = (logs: ReturnType<typeof log>[]): CheckInState => ({ logs, gameValue: { value: 15 }, gameValueTomorrow: { value: 20 } });

describe('check-in state of spec 4', () => {
  it('is checked in when any log is on today’s day of month', () => {
    expect(isCheckedIn(state([log(20, 5), log(21, 10)]), 21)).toBe(true);
    expect(isCheckedIn(state([log(20, 5), log(21, 10)]), 22)).toBe(false);
    expect(isCheckedIn(state([]), 1)).toBe(false);
  });

  it('takes the current value from the last log, or today’s offer without logs', () => {
    expect(currentValue(state([log(20, 5), log(21, 10)]))).toBe(10);
    expect(currentValue(state([]))).toBe(15);
  });
});
