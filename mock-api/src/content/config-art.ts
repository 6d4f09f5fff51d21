import type { ArtworkSpec } from '../cdn/svg';
import type { BrandDefinition } from '@site/contract/rules';

/** Size and Thai label of each configuration image. */
const ART: Record<string, { width: number; height: number; title?: string; subtitle?: string }> = {
  'home.normal.logo': { width: 360, height: 120 },
  'home.normal.background': { width: 1920, height: 1080, subtitle: 'ยินดีต้อนรับ' },
  'home.top.background': { width: 1920, height: 400, subtitle: 'เว็บตรง ฝากถอนออโต้ 24 ชั่วโมง' },
  'home.menuBottom.allGame': { width: 160, height: 160, title: 'ทุกเกม' },
  'home.top.casino': { width: 240, height: 160, title: 'คาสิโน' },
  'home.top.slot': { width: 240, height: 160, title: 'สล็อต' },
  'home.top.sport': { width: 240, height: 160, title: 'กีฬา' },
  'home.top.contact': { width: 240, height: 160, title: 'ติดต่อเรา' },
  'member.dashboard.banner': { width: 1200, height: 400, title: 'โปรโมชั่นสมาชิก', subtitle: 'รับโบนัสทุกวัน' },
  'member.deposit.banner': { width: 1200, height: 300, title: 'ฝากเงิน', subtitle: 'โอนจากบัญชีที่ลงทะเบียนเท่านั้น' },
  'member.withdraw.banner': { width: 1200, height: 300, title: 'ถอนเงิน', subtitle: 'ถอนได้วันละ 5 ครั้ง' },
  'member.media.wheel': { width: 400, height: 400, title: 'กงล้อนำโชค' },
  'member.media.flipCard': { width: 400, height: 400, title: 'เปิดไพ่' },
  'member.media.flipCardReward': { width: 400, height: 400, title: 'เปิดไพ่ลุ้นของรางวัล' },
  'member.media.movie': { width: 400, height: 400, title: 'ดูหนัง' },
  'member.media.promotion': { width: 400, height: 400, title: 'โปรโมชั่น' },
  'member.contact.background': { width: 1200, height: 600, title: 'ติดต่อเรา', subtitle: 'บริการ 24 ชั่วโมง' },
};

export function configArtwork(brand: BrandDefinition, key: string): ArtworkSpec | null {
  const art = ART[key];
  if (!art) return null;
  return {
    width: art.width,
    height: art.height,
    title: art.title ?? brand.nameTh,
    subtitle: art.subtitle,
    color: brand.colors.primary,
    accent: brand.colors.accent,
    variant: key.length,
  };
}
