/**
 * Mini-game and reward tables (docs/design/mock.md#games). Amounts in satang; weights are relative. The
 * chance shown to members is computed from these same weights.
 */
// Neighbouring segments in hues far apart (yellow 10 beside blue 20, orange 50 beside red 100),
// so a member tells them apart at a glance and as the wheel slows.
export const WHEEL_SEGMENTS: ReadonlyArray<{ label: string; amount: number; weight: number; color: string }> = [
  { label: 'เสียใจด้วย', amount: 0, weight: 30, color: '#6c757d' },
  { label: '5 บาท', amount: 5_00, weight: 25, color: '#2a9d8f' },
  { label: '10 บาท', amount: 10_00, weight: 20, color: '#e9c46a' },
  { label: '20 บาท', amount: 20_00, weight: 12, color: '#3a86ff' },
  { label: '50 บาท', amount: 50_00, weight: 8, color: '#f4a261' },
  { label: '100 บาท', amount: 100_00, weight: 4, color: '#d62828' },
  { label: '500 บาท', amount: 500_00, weight: 0.9, color: '#7b2cbf' },
  { label: '1,000 บาท', amount: 1000_00, weight: 0.1, color: '#ffb703' },
];
export const WHEEL_SPINS_PER_DAY = 3;

export const FLIP_CARD_FACES: ReadonlyArray<{ label: string; amount: number; weight: number }> = [
  { label: 'ว่างเปล่า', amount: 0, weight: 35 },
  { label: '2 บาท', amount: 2_00, weight: 25 },
  { label: '5 บาท', amount: 5_00, weight: 20 },
  { label: '10 บาท', amount: 10_00, weight: 12 },
  { label: '30 บาท', amount: 30_00, weight: 6 },
  { label: '100 บาท', amount: 100_00, weight: 2 },
];
export const FLIP_CARD_PLAYS_PER_DAY = 3;
export const FLIP_CARD_REWARD_PLAYS_PER_DAY = 1;

export const REWARD_CATEGORIES = [
  { id: 'gadget', name: 'แกดเจ็ต', image: '/mock-cdn/rewards/category-gadget.svg' },
  { id: 'voucher', name: 'บัตรกำนัล', image: '/mock-cdn/rewards/category-voucher.svg' },
  { id: 'credit', name: 'เครดิตฟรี', image: '/mock-cdn/rewards/category-credit.svg' },
] as const;

interface RewardSeed {
  id: string;
  categoryId: string;
  name: string;
  description: string;
  points: number;
  stock: number;
  needsAddress: boolean;
  /** Credit rewards pay this many satang into the ledger per unit. */
  creditAmount?: number;
}

export const REWARDS: ReadonlyArray<RewardSeed> = [
  {
    id: 'RW-EARBUDS',
    categoryId: 'gadget',
    name: 'หูฟังไร้สาย',
    description: 'หูฟังบลูทูธ ตัดเสียงรบกวน',
    points: 5000,
    stock: 5,
    needsAddress: true,
  },
  {
    id: 'RW-POWERBANK',
    categoryId: 'gadget',
    name: 'พาวเวอร์แบงก์ 10,000 mAh',
    description: 'ชาร์จเร็ว 20W',
    points: 1500,
    stock: 20,
    needsAddress: true,
  },
  {
    id: 'RW-SMARTWATCH',
    categoryId: 'gadget',
    name: 'สมาร์ตวอตช์',
    description: 'วัดชีพจรและนับก้าว',
    points: 12000,
    stock: 2,
    needsAddress: true,
  },
  {
    id: 'RW-COFFEE100',
    categoryId: 'voucher',
    name: 'คูปองกาแฟ 100 บาท',
    description: 'ส่งรหัสทาง SMS',
    points: 300,
    stock: 100,
    needsAddress: false,
  },
  {
    id: 'RW-TOPUP50',
    categoryId: 'voucher',
    name: 'บัตรเติมเงินมือถือ 50 บาท',
    description: 'ทุกเครือข่าย',
    points: 200,
    stock: 100,
    needsAddress: false,
  },
  {
    id: 'RW-CREDIT100',
    categoryId: 'credit',
    name: 'เครดิตฟรี 100 บาท',
    description: 'เข้าบัญชีทันที',
    points: 800,
    stock: 1000,
    needsAddress: false,
    creditAmount: 100_00,
  },
  {
    id: 'RW-CREDIT500',
    categoryId: 'credit',
    name: 'เครดิตฟรี 500 บาท',
    description: 'เข้าบัญชีทันที',
    points: 3500,
    stock: 1000,
    needsAddress: false,
    creditAmount: 500_00,
  },
];

export function rewardImage(id: string): string {
  return `/mock-cdn/rewards/${id}.svg`;
}

/** Flip-card-reward deals prizes from the catalogue plus "no prize" cards. */
export const FLIP_REWARD_FACES: ReadonlyArray<{ label: string; rewardId: string | null; weight: number }> = [
  { label: 'ไม่ได้รางวัล', rewardId: null, weight: 70 },
  { label: 'บัตรเติมเงินมือถือ 50 บาท', rewardId: 'RW-TOPUP50', weight: 15 },
  { label: 'คูปองกาแฟ 100 บาท', rewardId: 'RW-COFFEE100', weight: 10 },
  { label: 'พาวเวอร์แบงก์ 10,000 mAh', rewardId: 'RW-POWERBANK', weight: 4 },
  { label: 'หูฟังไร้สาย', rewardId: 'RW-EARBUDS', weight: 1 },
];

export function chancePercent(weight: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return Math.round((weight / total) * 10_000) / 100;
}
