import { createMember } from '../members/service';
import { toSatang } from '@site/contract';
import { DEMO_MEMBERS } from '../../demo-members';
import { bangkokDay, bangkokDayStart, shiftDay } from '@site/contract/bangkok-time';
import { valueForStreak } from '../../domains/check-in/service';
import type { NamespaceState } from '../../state/namespace-state';
import type { MemberRecord } from '../../state/types';
import { messages } from '../../lib/messages';

export const SCENARIOS = [
  { name: 'new-member', description: 'สมาชิกใหม่ ระดับ 1 เครดิต 0 ยังไม่เคยฝาก ไม่มีที่อยู่' },
  {
    name: 'diamond-near-daily-limit',
    description: 'สมาชิกไดมอนด์ เครดิต 1,000,000 บาท วันนี้ถอนแล้ว 4 ครั้งรวม 800,000 บาท เหลือถอนได้ 1 ครั้ง 200,000 บาท',
  },
  { name: 'checked-in-today', description: 'สมาชิก demo เช็คอินติดต่อกัน 3 วันรวมวันนี้แล้ว (เช็คอินซ้ำวันนี้จะถูกปฏิเสธ)' },
  { name: 'maintenance', description: 'เปิดโหมดปิดปรับปรุง (websiteStatus MA)' },
] as const;

export type ScenarioName = (typeof SCENARIOS)[number]['name'];

export function applyScenario(state: NamespaceState, name: ScenarioName): MemberRecord | null {
  switch (name) {
    case 'new-member':
      return createMember(state, {});
    case 'diamond-near-daily-limit': {
      const member = createMember(state, { level: 4, credit: toSatang(1_800_000) });
      const today = bangkokDay(state.now());
      const start = Math.max(bangkokDayStart(today), state.now() - 4 * 60 * 60 * 1000);
      for (let i = 0; i < 4; i += 1) {
        const at = start + i * 60_000;
        const id = state.nextId('WD');
        state.append('withdrawals', {
          id,
          memberUuid: member.uuid,
          amount: toSatang(200_000),
          status: 'approved',
          bankName: member.bank.bankName,
          bankId: member.bank.bankId,
          note: null,
          at,
          updatedAt: at,
        });
        state.post({
          memberUuid: member.uuid,
          kind: 'withdraw',
          amount: -toSatang(200_000),
          description: messages.ledger.withdrawal,
          ref: id,
          at,
        });
      }
      return member;
    }
    case 'checked-in-today': {
      const demo = state.findByUsername(DEMO_MEMBERS[0].username) ?? createMember(state, {});
      const today = bangkokDay(state.now());
      const checkIns = state.data.checkIns.filter((c) => c.memberUuid !== demo.uuid || c.day < shiftDay(today, -2));
      for (let streak = 1; streak <= 3; streak += 1) {
        const day = shiftDay(today, streak - 3);
        const at = day === today ? state.now() : bangkokDayStart(day) + 9 * 60 * 60 * 1000;
        const record = { id: state.nextId('CI'), memberUuid: demo.uuid, day, value: valueForStreak(streak), streak, at };
        checkIns.push(record);
        state.post({
          memberUuid: demo.uuid,
          kind: 'bonus',
          amount: record.value,
          description: messages.ledger.checkIn(streak),
          ref: record.id,
          at,
        });
      }
      state.setCheckIns(checkIns.sort((a, b) => a.at - b.at));
      return demo;
    }
    case 'maintenance':
      state.setWebsiteStatus('MA');
      return null;
  }
}
