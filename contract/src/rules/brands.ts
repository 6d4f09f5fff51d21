import type { LevelId } from './levels';

/**
 * Per-brand settings that change rules. Cashback (the "lost percent") is one number per level
 * and brand: the same number is shown to members and paid by the ledger (design.md).
 */
export interface BrandRule {
  id: string;
  nameTh: string;
  /** Cashback percent on net losses, by level id 1-6. */
  cashbackPercent: Record<LevelId, number>;
  /** The bottom bar's fourth button: withdraw shortcut, or the media hub. */
  bottomBarShortcut: 'withdraw' | 'media';
  /** PromptPay id for deposit QR codes, when the brand accepts PromptPay. */
  promptPayId: string | null;
  primaryColor: string;
}

export const BRANDS: readonly BrandRule[] = [
  {
    id: 'default',
    nameTh: 'สยามเกมส์',
    cashbackPercent: { 1: 5, 2: 5, 3: 8, 4: 12, 5: 15, 6: 15 },
    bottomBarShortcut: 'withdraw',
    promptPayId: '0105561234567',
    primaryColor: '#c8102e',
  },
  {
    id: 'lanna',
    nameTh: 'ล้านนาคลับ',
    cashbackPercent: { 1: 5, 2: 5, 3: 7, 4: 9, 5: 10, 6: 10 },
    bottomBarShortcut: 'media',
    promptPayId: null,
    primaryColor: '#0b6e4f',
  },
  {
    id: 'andaman',
    nameTh: 'อันดามันเบท',
    cashbackPercent: { 1: 5, 2: 5, 3: 7, 4: 9, 5: 10, 6: 10 },
    bottomBarShortcut: 'media',
    promptPayId: '0812345678',
    primaryColor: '#0a4d8c',
  },
];

export const DEFAULT_BRAND_ID = 'default';

export function brandRule(id: string): BrandRule {
  const brand = BRANDS.find((b) => b.id === id);
  if (!brand) throw new RangeError(`unknown brand ${id}`);
  return brand;
}
