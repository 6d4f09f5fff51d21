import { banner, brandLogo, mediaTile, menuIcon, pageBackground } from '../cdn/svg';
import type { BrandDefinition } from '@site/contract/rules';
import { hashString } from '../lib/rng';

interface ConfigArt {
  width: number;
  height: number;
  /** The headline; the brand's name when absent. */
  title?: string;
  subtitle?: string | ((brand: BrandDefinition) => string);
  motif: string;
  /** Shown beside its own label (bottom bar, top menu): the motif only. */
  icon?: true;
  /** A tile of the media hub, its name printed under it: the motif only, with room around it. */
  tile?: true;
}

/** Each activity of the media hub by its games-list code: its tile below, which the games list names as its picture. */
const ACTIVITY_ART = {
  wheel: { title: 'วงล้อนำโชค', motif: 'chip' },
  'flip-card': { title: 'เปิดไพ่', motif: 'card' },
  'flip-card-reward': { title: 'เปิดไพ่รับรางวัล', motif: 'chest' },
  'check-in': { title: 'เช็คอิน', motif: 'medal' },
} as const;

/** Size, Thai text and motif of each configuration image (the logo and background have their own drawings). */
const ART: Record<string, ConfigArt> = {
  'home.top.background': { width: 1920, height: 400, subtitle: 'เว็บตรง ฝากถอนออโต้ 24 ชั่วโมง', motif: 'crown' },
  'home.menuBottom.allGame': { width: 160, height: 160, title: 'ทุกเกม', motif: 'star', icon: true },
  'home.top.casino': { width: 240, height: 160, title: 'คาสิโน', motif: 'chip', icon: true },
  'home.top.slot': { width: 240, height: 160, title: 'สล็อต', motif: 'seven', icon: true },
  'home.top.sport': { width: 240, height: 160, title: 'กีฬา', motif: 'ball', icon: true },
  'home.top.contact': { width: 240, height: 160, title: 'ติดต่อเรา', motif: 'medal', icon: true },
  // the home page's promotion banners (docs/design/brands.md#artwork)
  'home.banner.1': { width: 1200, height: 400, title: 'สมาชิกใหม่รับโบนัส 50%', subtitle: 'ฝากครั้งแรกรับเพิ่มทันที', motif: 'coins' },
  'home.banner.2': {
    width: 1200,
    height: 400,
    title: 'คืนยอดเสียทุกสัปดาห์',
    subtitle: (brand) => `สูงสุด ${Math.max(...Object.values(brand.cashbackPercent))}% ตามระดับสมาชิก`,
    motif: 'crown',
  },
  'home.banner.3': { width: 1200, height: 400, title: 'ฝาก-ถอน ออโต้ 30 วินาที', subtitle: 'ไม่มีขั้นต่ำ บริการ 24 ชั่วโมง', motif: 'diamond' },
  'member.dashboard.banner': { width: 1200, height: 400, title: 'โปรโมชั่นสมาชิก', subtitle: 'รับโบนัสทุกวัน', motif: 'coins' },
  'member.deposit.banner': { width: 1200, height: 300, title: 'ฝากเงิน', subtitle: 'โอนจากบัญชีที่ลงทะเบียนเท่านั้น', motif: 'coin' },
  'member.withdraw.banner': { width: 1200, height: 300, title: 'ถอนเงิน', subtitle: 'ถอนได้วันละ 5 ครั้ง', motif: 'coins' },
  'member.media.wheel': { width: 400, height: 400, ...ACTIVITY_ART.wheel, tile: true },
  'member.media.flipCard': { width: 400, height: 400, ...ACTIVITY_ART['flip-card'], tile: true },
  'member.media.flipCardReward': { width: 400, height: 400, ...ACTIVITY_ART['flip-card-reward'], tile: true },
  'member.media.checkIn': { width: 400, height: 400, ...ACTIVITY_ART['check-in'], tile: true },
  'member.media.movie': { width: 400, height: 400, title: 'ดูหนัง', motif: 'ticket', tile: true },
  'member.media.promotion': { width: 400, height: 400, title: 'โปรโมชั่น', motif: 'coins', tile: true },
  'member.contact.background': { width: 1200, height: 600, title: 'ติดต่อเรา', subtitle: 'บริการ 24 ชั่วโมง', motif: 'medal' },
};

/** The SVG of one configuration image of a brand, or null for an unknown key. */
export function configArtwork(brand: BrandDefinition, key: string): string | null {
  const { primary, accent } = brand.colors;
  if (key === 'home.normal.logo') return brandLogo(brand);
  // behind every page: colour only, so no site name shows through the content (docs/design/brands.md#artwork)
  if (key === 'home.normal.background') return pageBackground({ width: 1920, height: 1080, primary, accent });
  const art = ART[key];
  if (!art) return null;
  const picture = {
    width: art.width,
    height: art.height,
    title: art.title ?? brand.nameTh,
    primary,
    accent,
    motif: art.motif,
    seed: hashString(key),
  };
  if (art.icon) return menuIcon(picture);
  if (art.tile) return mediaTile(picture);
  return banner({ ...picture, subtitle: typeof art.subtitle === 'function' ? art.subtitle(brand) : art.subtitle });
}
