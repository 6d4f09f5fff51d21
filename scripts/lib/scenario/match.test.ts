import { describe, expect, it } from 'vitest';
import { compare, is } from './match';

describe('compare', () => {
  it('names each mismatching field by its path, with expected and seen values', () => {
    const seen = {
      status: 200,
      body: { data: { credit: 700, limits: { countLeft: 4, usedToday: 300 }, items: [{ id: 'a' }, { id: 'b' }] } },
    };
    const mismatches = compare(
      { status: 200, body: { data: { credit: 650, limits: { countLeft: 4, usedToday: 350 }, items: [{ id: 'a' }, { id: 'c' }] } } },
      seen,
    );
    expect(mismatches).toEqual([
      { path: 'body.data.credit', expected: '650', seen: 700 },
      { path: 'body.data.limits.usedToday', expected: '350', seen: 300 },
      { path: 'body.data.items[1].id', expected: '"c"', seen: 'b' },
    ]);
  });

  it('ignores fields the expectation does not name, and reports missing ones', () => {
    expect(compare({ a: 1 }, { a: 1, b: 2 })).toEqual([]);
    expect(compare({ a: { b: 1 } }, { a: null })).toEqual([{ path: 'a', expected: 'an object', seen: null }]);
    expect(compare({ a: 1 }, {})).toEqual([{ path: 'a', expected: '1', seen: undefined }]);
  });

  it('compares array lengths before items', () => {
    expect(compare([1, 2], [1, 2, 3], 'body')).toEqual([{ path: 'body.length', expected: '2', seen: 3 }]);
  });

  it('treats baht sums with float noise as equal, but not a satang apart', () => {
    expect(compare(0.3, 0.1 + 0.2)).toEqual([]);
    expect(compare(100, 100.01)).toHaveLength(1);
  });

  it('applies matchers where literals cannot say it', () => {
    expect(compare({ message: is.thaiText() }, { message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' })).toEqual([]);
    expect(compare({ message: is.thaiText() }, { message: 'wrong password' })).toEqual([
      { path: 'message', expected: 'a message in Thai', seen: 'wrong password' },
    ]);
    expect(compare(is.oneOf(409, 422), 422)).toEqual([]);
    expect(compare(is.arrayContaining([{ id: 'x' }]), [{ id: 'y' }, { id: 'x', extra: 1 }])).toEqual([]);
    expect(compare(is.arrayWithout({ day: 3 }), [{ day: 3 }])).toHaveLength(1);
    expect(compare(is.absent(), undefined)).toEqual([]);
    expect(compare(is.between(1, 5), 6)).toEqual([{ path: '', expected: 'a number in [1, 5]', seen: 6 }]);
    expect(compare(is.not('MA'), 'MA')).toHaveLength(1);
  });
});
