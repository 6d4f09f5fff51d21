import { DAY_MS } from '@site/contract/bangkok-time';
import { iso } from '../../lib/iso-instant';
import type { NamespaceState } from '../../state/namespace-state';

interface NewsSeed {
  id: string;
  title: string;
  body: string;
  pinned: boolean;
  daysAgo: number;
  membersOnly: boolean;
}

const NEWS: NewsSeed[] = [
  {
    id: 'AN-001',
    title: 'ยินดีต้อนรับสู่ {brand}',
    body: 'สมัครสมาชิกวันนี้ ฝาก-ถอนอัตโนมัติ ตลอด 24 ชั่วโมง',
    pinned: true,
    daysAgo: 30,
    membersOnly: false,
  },
  {
    id: 'AN-002',
    title: 'แจ้งปิดปรับปรุงระบบธนาคาร',
    body: 'ธนาคารกสิกรไทยปิดปรับปรุงระบบวันอาทิตย์ เวลา 00:00-04:00 น. การฝากถอนอาจล่าช้า',
    pinned: false,
    daysAgo: 3,
    membersOnly: false,
  },
  { id: 'AN-003', title: 'กิจกรรมเช็คอินรายวัน', body: 'เช็คอินติดต่อกัน 7 วัน รับสูงสุด 50 บาทต่อวัน', pinned: false, daysAgo: 7, membersOnly: false },
  {
    id: 'AN-004',
    title: 'เตือนภัยมิจฉาชีพ',
    body: 'ทีมงานไม่มีนโยบายขอรหัสผ่านหรือรหัส OTP ของท่านทุกกรณี',
    pinned: true,
    daysAgo: 60,
    membersOnly: false,
  },
  {
    id: 'AN-101',
    title: 'คืนยอดเสียทุกสัปดาห์',
    body: 'สมาชิกรับคืนยอดเสียตามระดับสมาชิก ตรวจสอบได้ที่หน้าแพ้ชนะ',
    pinned: true,
    daysAgo: 2,
    membersOnly: true,
  },
  {
    id: 'AN-102',
    title: 'วงล้อนำโชคหมุนได้วันละ 3 ครั้ง',
    body: 'ลุ้นรางวัลสูงสุด 1,000 บาท เครดิตเข้าบัญชีทันที',
    pinned: false,
    daysAgo: 1,
    membersOnly: true,
  },
  {
    id: 'AN-103',
    title: 'แลกของรางวัลด้วยคะแนน',
    body: 'ทุกยอดฝาก 100 บาท รับ 1 คะแนน นำไปแลกของรางวัลได้ทันที',
    pinned: false,
    daysAgo: 5,
    membersOnly: true,
  },
];

/**
 * Every announcement of the namespace, pinned first then newest: the seeded news (not taken down)
 * and those QA published (control API), each with who may see it.
 */
export function allAnnouncements(state: NamespaceState) {
  const brandName = state.brand.nameTh;
  const now = state.now();
  const { hiddenAnnouncements, announcements: added } = state.data.site;
  const seeded = NEWS.filter((n) => !hiddenAnnouncements.includes(n.id)).map((n) => ({
    id: n.id,
    title: n.title.replace('{brand}', brandName),
    body: n.body,
    image: n.membersOnly ? null : `/mock-cdn/news/${n.id}.svg`,
    pinned: n.pinned,
    publishedAt: iso(now - n.daysAgo * DAY_MS),
    membersOnly: n.membersOnly,
    addedByQa: false,
  }));
  const byQa = added.map((a) => ({
    id: a.id,
    title: a.title,
    body: a.body,
    image: null,
    pinned: a.pinned,
    publishedAt: iso(a.at),
    membersOnly: a.membersOnly,
    addedByQa: true,
  }));
  return [...seeded, ...byQa].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.publishedAt.localeCompare(a.publishedAt));
}

/** The ids of the seeded news, which QA can take down but not remove. */
export function isSeededAnnouncement(id: string): boolean {
  return NEWS.some((n) => n.id === id);
}

export function announcements(state: NamespaceState, includeMembers: boolean) {
  return allAnnouncements(state)
    .filter((a) => includeMembers || !a.membersOnly)
    .map(({ membersOnly: _membersOnly, addedByQa: _addedByQa, ...announcement }) => announcement);
}
