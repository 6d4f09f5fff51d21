import { describe, expect, it } from 'vitest';
import { endNumberExamples, endNumberText } from './promotion-periods';

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
