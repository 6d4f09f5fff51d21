import { toSatang } from '@site/contract';
import type { MemberDay, mockControlContract } from '@site/contract/mock-control';
import { bangkokDay } from '@site/contract/bangkok-time';
import { checkInToday } from '../../domains/check-in/service';
import { spinsLeft } from '../../domains/wheel/service';
import { userLevel } from '../../domains/user/service';
import { limitsNow, settleWithdrawals, toWireLimits } from '../../domains/withdraw/service';
import type { LevelId } from '@site/contract/rules';
import type { ServerInferRequest } from '@ts-rest/core';
import { bankLengthProblem, bankTaken, findInviter } from '../../domains/registration/service';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import { createFaker, newMember } from '../../state/seed';
import type { MemberRecord } from '../../state/types';
import type { NamespaceState } from '../../state/namespace-state';

type MembersQuery = ServerInferRequest<typeof mockControlContract.members>['query'];
type CreateMemberBody = ServerInferRequest<typeof mockControlContract.createMember>['body'];

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
export function createMember(state: NamespaceState, input: CreateMemberInput): MemberRecord {
  state.ensureRoomForMember();
  const inviter = input.afCode === undefined ? null : findInviter(state, input.afCode);
  if (input.afCode !== undefined && !inviter) throw new ApiError(404, messages.registration.inviterUnknown, 'INVITER_UNKNOWN');
  if (input.bank) {
    const lengthProblem = bankLengthProblem(input.bank.bankName, input.bank.bankId);
    if (lengthProblem) throw new ApiError(400, lengthProblem, 'BANK_ID_LENGTH');
    if (bankTaken(state, input.bank.bankName, input.bank.bankId)) throw new ApiError(409, messages.registration.bankTaken, 'BANK_TAKEN');
  }
  const faker = createFaker(state.data.seed + state.data.sequence + 1);
  const sequence = state.data.sequence + 1;
  const username = input.username ?? `qa${String(sequence).padStart(6, '0')}`;
  const password = input.password ?? DEFAULT_MEMBER_PASSWORD;
  let phone = `09${String(10_000_000 + (sequence % 90_000_000)).padStart(8, '0')}`;
  while (state.findByPhone(phone)) phone = `09${faker.string.numeric(8)}`;
  const name = `${faker.person.firstName()} ${faker.person.lastName()}`;
  const member = newMember(state, faker, {
    username,
    password,
    demoPassword: password,
    phone,
    name,
    ...(input.bank ? { bank: { uuid: faker.string.uuid(), ...input.bank, accountName: name } } : {}),
    level: input.level ?? 1,
    inviter: inviter?.afCode ?? null,
    createdAt: state.now(),
  });
  state.nextId('QA');
  if (input.credit)
    state.post({
      memberUuid: member.uuid,
      kind: 'adjustment',
      amount: input.credit,
      description: messages.ledger.adjustmentByTest,
      ref: null,
    });
  return member;
}

/** A member QA asks for with the control API (its username, password and credit checked by the contract), under a free name. */
export function createQaMember(state: NamespaceState, body: CreateMemberBody): MemberRecord {
  if (body.username && state.findByUsername(body.username)) throw new ApiError(409, messages.registration.usernameTaken, 'USERNAME_TAKEN');
  return createMember(state, {
    username: body.username,
    password: body.password,
    level: body.level as LevelId | undefined,
    credit: body.credit === undefined ? undefined : toSatang(body.credit),
    afCode: body.afCode,
    bank: body.bank,
  });
}

function matchesSearch(member: MemberRecord, q: string | undefined): boolean {
  if (q === undefined || q.trim() === '') return true;
  const needle = q.trim().toLowerCase();
  return [member.username, member.phone, member.name].some((field) => field.toLowerCase().includes(needle));
}

/** A page of members in the order they joined (keyset paging, docs/design/mock.md#bounds): the page starts after the cursor's member. */
export function listMembers(state: NamespaceState, query: MembersQuery): MemberRecord[] {
  const listed = Object.values(state.data.members).filter(
    (member) => (query.include === 'all' || member.demoPassword !== null) && matchesSearch(member, query.q),
  );
  const start = query.after === undefined ? 0 : listed.findIndex((member) => member.username === query.after) + 1;
  if (query.after !== undefined && start === 0) throw new ApiError(400, messages.control.badCursor, 'BAD_CURSOR');
  return listed.slice(start, start + query.limit);
}

/** Puts a member on a level (vip tiers are reachable only this way). */
export function setMemberLevel(state: NamespaceState, member: Readonly<MemberRecord>, level: number): void {
  state.updateMember(member, { level: level as LevelId });
}

/** What the clock decides for the member today, from the functions the member routes use. */
export function memberDay(state: NamespaceState, member: MemberRecord): MemberDay {
  settleWithdrawals(state);
  return {
    username: member.username,
    day: bangkokDay(state.now()),
    checkIn: checkInToday(state, member),
    withdraw: toWireLimits(limitsNow(state, member)),
    wheelSpinsLeft: spinsLeft(state, member),
    level: userLevel(state, member),
  };
}
