import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { type DayRange, DateRangeFields, quickRanges } from './date-range-fields';

afterEach(cleanup);

describe('the quick ranges before the date pickers', () => {
  it('are today, the last 7 and 30 days and this month so far, in Bangkok days', () => {
    // 20:00 UTC on 10 March is 03:00 on 11 March in Bangkok
    expect(quickRanges(new Date('2026-03-10T20:00:00Z'))).toEqual([
      { label: 'วันนี้', range: { start: '2026-03-11', end: '2026-03-11' } },
      { label: '7 วัน', range: { start: '2026-03-05', end: '2026-03-11' } },
      { label: '30 วัน', range: { start: '2026-02-10', end: '2026-03-11' } },
      { label: 'เดือนนี้', range: { start: '2026-03-01', end: '2026-03-11' } },
    ]);
  });

  it('apply with one tap and show which one is applied', () => {
    const applied: DayRange[] = [];
    function Harness() {
      const [range, setRange] = useState<DayRange>({ start: '2020-01-01', end: '2020-01-31' });
      return (
        <DateRangeFields
          value={range}
          onApply={(next) => {
            applied.push(next);
            setRange(next);
          }}
          idPrefix="test"
        />
      );
    }
    render(<Harness />);
    const week = screen.getByRole('button', { name: '7 วัน' });
    expect(week.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(week);
    const [expected] = quickRanges(new Date()).filter(({ label }) => label === '7 วัน');
    expect(applied).toEqual([expected?.range]);
    expect(week.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'วันนี้' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('keep the date pickers behind a toggle, open when the range shown is not a quick one', () => {
    const applied: DayRange[] = [];
    const week = quickRanges(new Date()).find(({ label }) => label === '7 วัน')?.range;
    if (!week) throw new Error('no 7-day quick range');
    render(<DateRangeFields value={week} onApply={(next) => applied.push(next)} idPrefix="test" />);
    const toggle = screen.getByRole('button', { name: 'เลือกวันที่เอง' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'แสดงผล' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'แสดงผล' }));
    expect(applied).toEqual([week]);
    cleanup();
    render(<DateRangeFields value={{ start: '2020-01-01', end: '2020-01-31' }} onApply={() => undefined} idPrefix="test" />);
    expect(screen.getByRole('button', { name: 'เลือกวันที่เอง' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'แสดงผล' })).toBeTruthy();
  });
});
