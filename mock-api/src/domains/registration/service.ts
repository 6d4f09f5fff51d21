import { thaiBank } from '@site/contract/rules';
import type { RegisterBody } from '@site/contract';
import type { Reject } from '../../lib/api-error';
import { bangkokDay, weekStart } from '@site/contract/bangkok-time';
import { deterministicUuid, hashString } from '../../lib/rng';
import { hashPassword } from '../../lib/password';
import { DEFAULT_PROMOTION, createFaker } from '../../state/seed';
import type { NamespaceState } from '../../state/namespace-state';
import type { MemberRecord } from '../../state/types';
import { messages } from '../../lib/messages';

/** A bank account number has the length its bank issues (10, or 12 for GSB, BAAC, GHB). */
export function bankLengthProblem(bankCode: string, bankId: string): string | null {
  const bank = thaiBank(bankCode);
  if (!bank) return messages.registration.chooseBank;
  if (bank.accountLengths.includes(bankId.length)) return null;
  return messages.registration.bankIdLength(bank.nameTh, bank.accountLengths);
}

export function bankTaken(state: NamespaceState, bankCode: string, bankId: string): boolean {
  return Object.values(state.data.members).some((m) => m.bank.bankName === bankCode && m.bank.bankId === bankId);
}

export function findInviter(state: NamespaceState, afCode: string): MemberRecord | undefined {
  return Object.values(state.data.members).find((m) => m.afCode.toLowerCase() === afCode.toLowerCase());
}

/**
 * The bank's answer to "whose account is this": a member's registered name, or a Thai name
 * derived from the number. Numbers with all digits equal do not exist at the bank.
 */
export function accountHolder(state: NamespaceState, bankCode: string, bankId: string): string | null {
  if (/^(\d)\1+$/.test(bankId)) return null;
  const member = Object.values(state.data.members).find((m) => m.bank.bankName === bankCode && m.bank.bankId === bankId);
  if (member) return member.bank.accountName;
  const faker = createFaker(hashString(`${bankCode}:${bankId}`));
  return `${faker.person.firstName()} ${faker.person.lastName()}`;
}

function newAfCode(state: NamespaceState, username: string): string {
  for (let attempt = 0; ; attempt += 1) {
    const code = hashString(`${state.data.seed}:${username}:${attempt}`).toString(36).toUpperCase().padStart(7, '0').slice(0, 8);
    if (!findInviter(state, code)) return code;
  }
}

export function register(state: NamespaceState, body: RegisterBody, reject: Reject<409 | 422>): MemberRecord {
  const { step1, step2 } = body;
  state.ensureRoomForMember();
  if (state.findByUsername(step1.username)) reject(409, messages.registration.usernameTaken, 'USERNAME_TAKEN');
  if (state.findByPhone(step1.phone)) reject(409, messages.registration.phoneTaken, 'PHONE_TAKEN');
  const lengthProblem = bankLengthProblem(step2.bankName, step2.bankId);
  if (lengthProblem) reject(422, lengthProblem, 'BANK_ID_LENGTH');
  if (bankTaken(state, step2.bankName, step2.bankId)) reject(409, messages.registration.bankTaken, 'BANK_TAKEN');
  const inviter = body.afCode === undefined ? null : findInviter(state, body.afCode);
  if (body.afCode !== undefined && !inviter) reject(422, messages.registration.inviterUnknown, 'INVITER_UNKNOWN');
  const uuid = deterministicUuid(`${state.data.seed}:${state.data.namespace}:member:${step1.username.toLowerCase()}`);
  const member: MemberRecord = {
    uuid,
    username: step1.username,
    phone: step1.phone,
    passwordHash: hashPassword(step1.password),
    demoPassword: null,
    sessionVersion: 0,
    name: step2.name,
    level: 1,
    status: 'active',
    afCode: newAfCode(state, step1.username),
    inviter: inviter?.afCode ?? null,
    team: body.team ?? null,
    marketing: body.marketing ?? null,
    bank: { uuid: deterministicUuid(`${uuid}:bank`), bankName: step2.bankName, bankId: step2.bankId, accountName: step2.name },
    address: null,
    points: 0,
    createdAt: state.now(),
    setting: { ...DEFAULT_PROMOTION },
    cashbackFrom: weekStart(bangkokDay(state.now())),
  };
  state.addMember(member);
  return member;
}
