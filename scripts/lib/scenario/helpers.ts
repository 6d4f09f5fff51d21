import type { RegisterBody } from '@site/contract';
import { bangkokDay } from '@site/contract/bangkok-time';
import { is } from './match';
import type { MemberSession, ScenarioContext } from './context';

/** A Bangkok calendar day (arithmetic: `@site/contract/bangkok-time`): `date` as YYYY-MM-DD and its parts. */
export interface BangkokDay {
  date: string;
  day: number;
  year: number;
  month: number;
}

/** The Bangkok day of an instant with its parts. */
export function bangkokDayParts(instant: string | number | Date): BangkokDay {
  const date = bangkokDay(instant);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { date, day, year, month };
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
    return { ...bangkokDayParts(now), now };
  }
  const state = await s.mockState();
  return { ...bangkokDayParts(state.now), now: state.now };
}
