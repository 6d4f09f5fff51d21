import { describe, expect, it } from 'vitest';
import { endNumberExamples, endNumberText, periodStates } from './promotion-periods';

describe('an end number of spec 9, with deposits that end with it', () => {
  it.each([
    [1500, '15.00', ['115.00', '1,015.00']],
    [999, '9.99', ['19.99', '109.99']],
    [5, '0.05', ['10.05', '100.05']],
    [12345, '123.45', ['1,123.45', '10,123.45']],
  ])('%i reads %s, as in %j', (endNumber, text, examples) => {
    expect(endNumberText(endNumber)).toBe(text);
    expect(endNumberExamples(endNumber)).toEqual(examples);
  });
});

describe('which bonus period is open by the site clock, and which opens next', () => {
  const periods = [
    { start: '10:00:00', end: '14:00:00' },
    { start: '20:00:00', end: '23:59:59' },
  ];
  // Bangkok is UTC+7: 10:00 there is 03:00 UTC
  it.each([
    ['2026-03-10T02:59:59Z', ['next', null]],
    ['2026-03-10T03:00:00Z', ['open', 'next']],
    ['2026-03-10T07:00:00Z', ['open', 'next']],
    ['2026-03-10T07:00:01Z', [null, 'next']],
    ['2026-03-10T16:59:59Z', ['next', 'open']],
    ['2026-03-10T17:00:00Z', ['next', null]],
  ])('at %s: %j', (instant, states) => {
    expect(periodStates(periods, new Date(instant))).toEqual(states);
  });

  it('keeps a period that runs past midnight open after it', () => {
    const night = [
      { start: '22:00:00', end: '02:00:00' },
      { start: '12:00:00', end: '13:00:00' },
    ];
    expect(periodStates(night, new Date('2026-03-10T18:30:00Z'))).toEqual(['open', 'next']);
    expect(periodStates(night, new Date('2026-03-10T20:00:00Z'))).toEqual([null, 'next']);
  });
});
