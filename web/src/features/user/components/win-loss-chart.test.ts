import { describe, expect, it } from 'vitest';
import { dailyTotals } from './win-loss-chart';

describe('dailyTotals', () => {
  it('sums game types per day, in date order, without float noise', () => {
    const days = [
      { date: '2026-11-21', gameType: 'slot', turnover: 100, winLoss: 0.1 },
      { date: '2026-11-20', gameType: 'sport', turnover: 500, winLoss: -500 },
      { date: '2026-11-21', gameType: 'casino', turnover: 200, winLoss: 0.2 },
    ];
    expect(dailyTotals(days)).toEqual([
      { date: '2026-11-20', winLoss: -500 },
      { date: '2026-11-21', winLoss: 0.3 },
    ]);
  });
});
