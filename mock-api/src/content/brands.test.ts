import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config';
import { NEW_BRAND, writeBrandFolder } from '../test-support/brand-files';
import { BrandBook, BUILT_IN_BRANDS_DIR } from './brands';

describe('brand files', () => {
  it('ships the three brands with the cashback percents the spec shows (docs/design/brands.md#cashback-percents)', () => {
    const book = BrandBook.load();
    expect(book.ids()).toEqual(['andaman', 'default', 'lanna']);
    const fiveLevels = (id: string) => Object.values(book.get(id).cashbackPercent).slice(0, 5);
    expect(fiveLevels('default')).toEqual([5, 5, 8, 12, 15]);
    expect(fiveLevels('lanna')).toEqual([5, 5, 7, 9, 10]);
    expect(fiveLevels('andaman')).toEqual([5, 5, 7, 9, 10]);
  });

  it('adds the brands of MOCK_BRANDS_DIR to the built-in ones', () => {
    const book = BrandBook.load(writeBrandFolder({ 'korat.json': NEW_BRAND, 'README.txt': 'not a brand' }));
    expect(book.ids()).toContain('korat');
    expect(book.get('korat')).toEqual(NEW_BRAND);
    expect(book.has('default')).toBe(true);
  });

  it('stops at a file that is not a valid brand, naming the file and every problem', () => {
    const dir = writeBrandFolder({
      'korat.json': { ...NEW_BRAND, colors: { primary: '#ffd166', accent: '#7ee2c4' }, bottomBarShortcut: 'games' },
    });
    expect(() => BrandBook.load(dir)).toThrow(
      `Invalid brand file ${join(dir, 'korat.json')}: colors.primary: white text on it must reach 4.5:1 contrast; bottomBarShortcut: Invalid enum value. Expected 'withdraw' | 'media', received 'games'`,
    );
  });

  it('stops at a file that is not JSON, one named after another brand, or a brand defined twice', () => {
    const broken = writeBrandFolder({ 'korat.json': '{ "id": "korat", ' });
    expect(() => BrandBook.load(broken)).toThrow(new RegExp(`^Invalid brand file ${join(broken, 'korat.json')}: not readable JSON \\(`));
    const misnamed = writeBrandFolder({ 'isan.json': NEW_BRAND });
    expect(() => BrandBook.load(misnamed)).toThrow(
      `Invalid brand file ${join(misnamed, 'isan.json')}: it defines brand "korat"; name it korat.json`,
    );
    const twice = writeBrandFolder({ 'lanna.json': { ...NEW_BRAND, id: 'lanna' } });
    expect(() => BrandBook.load(twice)).toThrow(
      `Invalid brand file ${join(twice, 'lanna.json')}: brand "lanna" is already defined by ${join(BUILT_IN_BRANDS_DIR, 'lanna.json')}`,
    );
  });

  it('stops when MOCK_BRANDS_DIR is missing, a file, or holds no brand files', () => {
    const missing = join(writeBrandFolder({}), 'nowhere');
    expect(() => BrandBook.load(missing)).toThrow(`Invalid setting MOCK_BRANDS_DIR="${missing}": cannot be read (ENOENT)`);
    const folder = writeBrandFolder({ 'korat.json': NEW_BRAND });
    expect(() => BrandBook.load(join(folder, 'korat.json'))).toThrow(
      `Invalid setting MOCK_BRANDS_DIR="${join(folder, 'korat.json')}": not a folder`,
    );
    const empty = writeBrandFolder({ 'notes.txt': 'x' });
    expect(() => BrandBook.load(empty)).toThrow(`Invalid setting MOCK_BRANDS_DIR="${empty}": holds no brand files (*.json)`);
  });
});

describe('the boot brand', () => {
  it('is refused when no brand file defines it, with the known brands and where they were read', () => {
    expect(() => resolveConfig({}, { MOCK_BRAND: 'korat' })).toThrow(
      `Invalid setting MOCK_BRAND="korat": no brand file defines it (korat.json); known brands: andaman, default, lanna (read from ${BUILT_IN_BRANDS_DIR})`,
    );
  });

  it('may be one from MOCK_BRANDS_DIR', () => {
    const dir = writeBrandFolder({ 'korat.json': NEW_BRAND });
    const config = resolveConfig({}, { MOCK_BRAND: 'korat', MOCK_BRANDS_DIR: dir });
    expect(config.brand).toBe('korat');
    expect(config.brands.get('korat').cashbackPercent[4]).toBe(11);
  });
});
