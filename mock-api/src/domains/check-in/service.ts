import type { CheckInLog } from '@site/contract';
import { CHECK_IN_VALUES } from '@site/contract/rules';
import { toSatang, fromSatang } from '@site/contract';
import type { Reject } from '../../lib/api-error';
import { bangkokDay, bangkokDayOfMonth, shiftDay } from '@site/contract/bangkok-time';
import { iso } from '../../lib/iso-instant';
import type { NamespaceState } from '../../state/namespace-state';
import type { CheckInRecord, MemberRecord } from '../../state/types';

import { messages } from '../../lib/messages';

/** Day n of a streak pays CHECK_IN_VALUES[n-1], cycling every 7 days; a missed day restarts it. */
export function valueForStreak(streak: number): number {
  const index = (streak - 1) % CHECK_IN_VALUES.length;
  return toSatang(CHECK_IN_VALUES[index] ?? CHECK_IN_VALUES[0]);
}

function memberCheckIns(state: NamespaceState, member: MemberRecord): CheckInRecord[] {
  return state.data.checkIns.filter((c) => c.memberUuid === member.uuid);
}

/**
 * Today's record, and the streak a check-in today would have (or has). Records are looked up
 * by Bangkok day, as the wheel counts its spins, not taken from the last one: a clock moved
 * back finds the day's record it already has.
 */
function streakState(state: NamespaceState, member: MemberRecord) {
  const today = bangkokDay(state.now());
  const yesterday = shiftDay(today, -1);
  const records = memberCheckIns(state, member);
  const todayRecord = records.find((r) => r.day === today) ?? null;
  const yesterdayRecord = records.find((r) => r.day === yesterday);
  const streakToday = todayRecord ? todayRecord.streak : yesterdayRecord ? yesterdayRecord.streak + 1 : 1;
  return { today, records, todayRecord, streakToday };
}

export function toLog(record: CheckInRecord): CheckInLog {
  return {
    id: record.id,
    json: { day: bangkokDayOfMonth(record.at), date: record.day },
    value: fromSatang(record.value),
    createdAt: iso(record.at),
  };
}

/** Whether the member checked in today (Bangkok), with the streak and value today's check-in has or would have. */
export function checkInToday(state: NamespaceState, member: MemberRecord) {
  const { todayRecord, streakToday } = streakState(state, member);
  return { checkedInToday: todayRecord !== null, streak: streakToday, value: fromSatang(valueForStreak(streakToday)) };
}

export function checkInState(state: NamespaceState, member: MemberRecord) {
  const { today, records, streakToday } = streakState(state, member);
  const month = today.slice(0, 7);
  return {
    logs: records.filter((r) => r.day.startsWith(month)).map(toLog),
    gameValue: { value: fromSatang(valueForStreak(streakToday)) },
    gameValueTomorrow: { value: fromSatang(valueForStreak(streakToday + 1)) },
  };
}

export function checkIn(state: NamespaceState, member: MemberRecord, reject: Reject<409>) {
  const { today, todayRecord, streakToday } = streakState(state, member);
  if (todayRecord) reject(409, messages.checkIn.alreadyToday, 'CHECKED_IN_TODAY');
  const value = valueForStreak(streakToday);
  const record: CheckInRecord = {
    id: state.nextId('CI'),
    memberUuid: member.uuid,
    day: today,
    value,
    streak: streakToday,
    at: state.now(),
  };
  state.appendCheckIn(record);
  state.post({ memberUuid: member.uuid, kind: 'bonus', amount: value, description: messages.ledger.checkIn(streakToday), ref: record.id });
  return {
    gameLog: toLog(record),
    gameValue: { value: fromSatang(value) },
    gameValueTomorrow: { value: fromSatang(valueForStreak(streakToday + 1)) },
    credit: fromSatang(state.balance(member.uuid)),
  };
}
