import type { RegisterBody } from '@site/contract';
import { BUSINESS_TIME_ZONE } from '@site/contract';
import { is } from './match';
import type { MemberSession, ScenarioContext } from './context';

/** A Bangkok calendar day: `date` as YYYY-MM-DD and its day of month. */
export interface BangkokDay {
  date: string;
  day: number;
  year: number;
  month: number;
}

const bangkokParts = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function bangkokDay(instant: string | number | Date): BangkokDay {
  const parts = Object.fromEntries(bangkokParts.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  return { date: `${parts.year}-${parts.month}-${parts.day}`, day, year, month };
}

/** An instant at a Bangkok wall-clock time (Bangkok has no daylight saving: always +07:00). */
export function bangkokInstant(date: string, time: string): string {
  return new Date(`${date}T${time}+07:00`).toISOString();
}

/** The Bangkok date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00+07:00`);
  at.setUTCDate(at.getUTCDate() + days);
  return bangkokDay(at).date;
}

/** The first day of the Bangkok month after `date`'s. */
export function firstOfNextMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** A valid registration body with fresh phone, username and bank account. */
export function registrationBody(
  s: ScenarioContext,
  extra: Partial<Pick<RegisterBody, 'afCode' | 'team' | 'marketing'>> = {},
): RegisterBody {
  const password = 'qa-pass-1234';
  return {
    step1: { phone: s.data.phone(), username: s.data.username(), password, confirmPassword: password },
    step2: { bankName: 'KBANK', bankId: s.data.bankId(), name: s.data.thaiName() },
    ...extra,
  };
}

/** Reads the member's credit (main wallet) through the API. */
export async function creditOf(s: ScenarioContext, member: MemberSession, name = `read ${member.username}'s credit`): Promise<number> {
  const response = await s.step(
    name,
    () => member.api.games.credit({ params: { username: member.username }, body: { balanceType: 'M' } }),
    {
      status: 200,
      body: { data: { credit: is.number() } },
    },
  );
  return response.body.data.credit;
}

/** Expects the member's credit to be exactly `expected` baht. */
export async function expectCredit(
  s: ScenarioContext,
  member: MemberSession,
  expected: number,
  name = `${member.username}'s credit is ${expected} baht`,
): Promise<void> {
  await s.step(name, () => member.api.games.credit({ params: { username: member.username }, body: { balanceType: 'M' } }), {
    status: 200,
    body: { data: { credit: expected } },
  });
}

/** The member's withdraw limits now (from the request list). */
export async function withdrawLimits(s: ScenarioContext, member: MemberSession, name = `read ${member.username}'s withdraw limits`) {
  const response = await s.step(name, () => member.api.withdraw.requests({ params: { uuid: member.uuid } }), { status: 200 });
  return response.body.data.limits;
}

/** A refusal a member reads: one of the business 4xx statuses, with a Thai message. */
export function refused<S extends number>(...status: S[]) {
  return { status, body: { message: is.thaiText() } };
}

/** Today in Bangkok according to the mock's clock (or the real clock on another target). */
export async function mockToday(s: ScenarioContext): Promise<BangkokDay & { now: string }> {
  if (!s.hasControl) {
    const now = new Date().toISOString();
    return { ...bangkokDay(now), now };
  }
  const state = await s.mockState();
  return { ...bangkokDay(state.now), now: state.now };
}
