import { describe, expect, it } from 'vitest';
import { wholeWords } from './whole-words';

describe('wholeWords', () => {
  it('splits between words and keeps a number with the word after it', () => {
    expect(wholeWords('Xtreme Entertainment')).toEqual(['Xtreme', 'Entertainment']);
    expect(wholeWords('บัตรกำนัลร้านกาแฟ 100 บาท')).toEqual(['บัตรกำนัลร้านกาแฟ', '100 บาท']);
    expect(wholeWords('พาวเวอร์แบงก์ 10,000 mAh')).toEqual(['พาวเวอร์แบงก์', '10,000 mAh']);
    expect(wholeWords('ชาร์จเร็ว 20W')).toEqual(['ชาร์จเร็ว', '20W']);
  });
});
