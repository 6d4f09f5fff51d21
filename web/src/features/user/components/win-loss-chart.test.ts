import { describe, expect, it } from 'vitest';
import { dailyTotals } from './win-loss-chart';

describe('dailyTotals', () => {
  it('sums game types per day, in date order, without float noise', () => {
    const days = [
      { date: '2026-11-21', gameType: 'slot', turnover: 100, winLoss: 0.1 },
      { date: '2026-11-20', gameType: 'sport', turnover: 500, winLoss: -500 },
      { date: '2026-11-21', gameType: 'casino', turnover: 200, winLoss: 0.2 },
    ];
    expect(dailyTotals(days, { start: '2026-11-20', end: '2026-11-21' })).toEqual([
      { date: '2026-11-20', winLoss: -500, played: true },
      { date: '2026-11-21', winLoss: 0.3, played: true },
    ]);
  });

  it('gives every day of the range its place, a day without play at zero', () => {
    const days = [{ date: '2026-11-21', gameType: 'slot', turnover: 100, winLoss: 50 }];
    expect(dailyTotals(days, { start: '2026-11-19', end: '2026-11-22' })).toEqual([
      { date: '2026-11-19', winLoss: 0, played: false },
      { date: '2026-11-20', winLoss: 0, played: false },
      { date: '2026-11-21', winLoss: 50, played: true },
      { date: '2026-11-22', winLoss: 0, played: false },
    ]);
  });

  it('shows only the days played over a range longer than a quarter, so bars keep a width', () => {
    const days = [
      { date: '2026-01-05', gameType: 'slot', turnover: 100, winLoss: 50 },
      { date: '2026-11-21', gameType: 'slot', turnover: 100, winLoss: -20 },
    ];
    expect(dailyTotals(days, { start: '2026-01-01', end: '2026-12-31' }).map((day) => day.date)).toEqual(['2026-01-05', '2026-11-21']);
  });
});
