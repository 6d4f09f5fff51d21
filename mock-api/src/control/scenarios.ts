import { toSatang } from '@site/contract';
import { DEMO_MEMBERS } from '../demo-members';
import { bangkokDay, bangkokDayStart, shiftDay } from '@site/contract/bangkok-time';
import { valueForStreak } from '../domains/check-in/service';
import { createFaker, newMember } from '../state/seed';
import { bankLengthProblem, bankTaken, findInviter } from '../domains/registration/service';
import { ApiError } from '../lib/api-error';
import type { World } from '../state/world';
import type { MemberRecord } from '../state/types';
import type { LevelId } from '@site/contract/rules';
import { messages } from '../lib/messages';

export const DEFAULT_MEMBER_PASSWORD = 'demo1234';

export interface CreateMemberInput {
  username?: string;
  password?: string;
  level?: LevelId;
  /** Satang. */
  credit?: number;
  /** The inviter's affiliate code: the member joins that inviter's downline, as at registration. */
  afCode?: string;
  /** Bank code and account number; omitted: a random account of a random Thai bank. */
  bank?: { bankName: string; bankId: string };
}

/** A member made by the control API, with a password QA can log in with. */
export function createMember(world: World, input: CreateMemberInput): MemberRecord {
  world.ensureRoomForMember();
  const inviter = input.afCode === undefined ? null : findInviter(world, input.afCode);
  if (input.afCode !== undefined && !inviter) throw new ApiError(404, messages.registration.inviterUnknown, 'INVITER_UNKNOWN');
  if (input.bank) {
    const lengthProblem = bankLengthProblem(input.bank.bankName, input.bank.bankId);
    if (lengthProblem) throw new ApiError(400, lengthProblem, 'BANK_ID_LENGTH');
    if (bankTaken(world, input.bank.bankName, input.bank.bankId)) throw new ApiError(409, messages.registration.bankTaken, 'BANK_TAKEN');
  }
  const faker = createFaker(world.data.seed + world.data.sequence + 1);
  const sequence = world.data.sequence + 1;
  const username = input.username ?? `qa${String(sequence).padStart(6, '0')}`;
  const password = input.password ?? DEFAULT_MEMBER_PASSWORD;
  let phone = `09${String(10_000_000 + (sequence % 90_000_000)).padStart(8, '0')}`;
  while (world.findByPhone(phone)) phone = `09${faker.string.numeric(8)}`;
  const name = `${faker.person.firstName()} ${faker.person.lastName()}`;
  const member = newMember(world, faker, {
    username,
    password,
    demoPassword: password,
    phone,
    name,
    ...(input.bank ? { bank: { uuid: faker.string.uuid(), ...input.bank, accountName: name } } : {}),
    level: input.level ?? 1,
    inviter: inviter?.afCode ?? null,
    createdAt: world.now(),
  });
  world.nextId('QA');
  if (input.credit)
    world.post({
      memberUuid: member.uuid,
      kind: 'adjustment',
      amount: input.credit,
      description: messages.ledger.adjustmentByTest,
      ref: null,
    });
  return member;
}

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

export function applyScenario(world: World, name: ScenarioName): MemberRecord | null {
  switch (name) {
    case 'new-member':
      return createMember(world, {});
    case 'diamond-near-daily-limit': {
      const member = createMember(world, { level: 4, credit: toSatang(1_800_000) });
      const today = bangkokDay(world.now());
      const start = Math.max(bangkokDayStart(today), world.now() - 4 * 60 * 60 * 1000);
      for (let i = 0; i < 4; i += 1) {
        const at = start + i * 60_000;
        const id = world.nextId('WD');
        world.append('withdrawals', {
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
        world.post({
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
      const demo = world.findByUsername(DEMO_MEMBERS[0].username) ?? createMember(world, {});
      const today = bangkokDay(world.now());
      const checkIns = world.data.checkIns.filter((c) => c.memberUuid !== demo.uuid || c.day < shiftDay(today, -2));
      for (let streak = 1; streak <= 3; streak += 1) {
        const day = shiftDay(today, streak - 3);
        const at = day === today ? world.now() : bangkokDayStart(day) + 9 * 60 * 60 * 1000;
        const record = { id: world.nextId('CI'), memberUuid: demo.uuid, day, value: valueForStreak(streak), streak, at };
        checkIns.push(record);
        world.post({
          memberUuid: demo.uuid,
          kind: 'bonus',
          amount: record.value,
          description: messages.ledger.checkIn(streak),
          ref: record.id,
          at,
        });
      }
      world.setCheckIns(checkIns.sort((a, b) => a.at - b.at));
      return demo;
    }
    case 'maintenance':
      world.setWebsiteStatus('MA');
      return null;
  }
}
