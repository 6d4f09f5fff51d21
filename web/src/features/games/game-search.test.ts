import { describe, expect, it } from 'vitest';
import { type Game } from '@site/contract';
import { searchGames, searchIndex, searchKey } from './game-search';

const game = (id: string, name: string, gameCate = 'JK'): Game => ({ id, name, gameType: 'slot', gameCate, image: '', enabled: true });
const index = searchIndex([
  game('1', 'Golden Dragon'),
  game('2', 'มังกรทองคำ', 'SG'),
  game('3', 'Dragon Gold Megaways', 'AC'),
  game('4', 'บาคาร่า SA', 'SA'),
]);
const ids = (query: string) => searchGames(index, query).map((g) => g.id);

describe('game search', () => {
  it('folds case, spaces, punctuation and full-width letters', () => {
    expect(searchKey('Golden  DRAGON-2')).toBe('goldendragon2');
    expect(searchKey('ＧＯＬＤ')).toBe('gold');
    expect(ids('goldendragon')).toEqual(['1']);
    expect(ids('GOLDEN dr')).toEqual(['1']);
  });

  it('finds part of a word, Thai or English, every word in any order, names that start with it first', () => {
    expect(ids('drag')).toEqual(['3', '1']);
    expect(ids('gold drag')).toEqual(['1', '3']);
    expect(ids('มังกร')).toEqual(['2']);
    expect(ids('ทอง')).toEqual(['2']);
    expect(ids('บาคา')).toEqual(['4']);
  });

  it("finds a provider's games by its name, and nothing for an empty or unknown text", () => {
    expect(ids('joker')).toEqual(['1']);
    expect(ids('siam')).toEqual(['2']);
    expect(ids('   ')).toEqual([]);
    expect(ids('ไม่มีเกมนี้')).toEqual([]);
  });

  it('builds the index once per catalogue and anew for another', () => {
    const catalogue = [game('5', 'Lucky Neko')];
    expect(searchIndex(catalogue)).toBe(searchIndex(catalogue));
    expect(searchIndex([...catalogue])).not.toBe(searchIndex(catalogue));
  });
});
