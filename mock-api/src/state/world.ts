import { ApiError } from '../lib/api-error';
import { messages } from '../lib/messages';
import type { MemberRecord, Posting, WorldData } from './types';

/**
 * One namespace: its JSON state plus indexes rebuilt from it. Every mutation of money goes
 * through `post`, which appends to the ledger; balances are sums of postings, cached.
 */
export class World {
  private balances = new Map<string, number>();
  private usernames = new Map<string, string>();
  private phones = new Map<string, string>();

  constructor(public data: WorldData) {
    this.reindex();
  }

  replace(data: WorldData): void {
    this.data = data;
    this.reindex();
  }

  reindex(): void {
    this.balances.clear();
    this.usernames.clear();
    this.phones.clear();
    for (const member of Object.values(this.data.members)) this.indexMember(member);
    for (const posting of this.data.postings) {
      this.balances.set(posting.memberUuid, (this.balances.get(posting.memberUuid) ?? 0) + posting.amount);
    }
  }

  private indexMember(member: MemberRecord): void {
    this.usernames.set(member.username.toLowerCase(), member.uuid);
    this.phones.set(member.phone, member.uuid);
  }

  /** The namespace's clock: frozen at an instant, or the real time moved by an offset. */
  now(): number {
    const { frozenAt, offsetMs } = this.data.clock;
    return (frozenAt ?? Date.now()) + offsetMs;
  }

  nextId(prefix: string): string {
    this.data.sequence += 1;
    return `${prefix}${String(this.data.sequence).padStart(6, '0')}`;
  }

  addMember(member: MemberRecord): void {
    this.data.members[member.uuid] = member;
    this.indexMember(member);
  }

  findMember(uuid: string): MemberRecord | undefined {
    return this.data.members[uuid];
  }

  member(uuid: string): MemberRecord {
    const member = this.data.members[uuid];
    if (!member) throw new ApiError(404, messages.notFound, 'MEMBER_NOT_FOUND');
    return member;
  }

  findByUsername(username: string): MemberRecord | undefined {
    const uuid = this.usernames.get(username.toLowerCase());
    return uuid === undefined ? undefined : this.data.members[uuid];
  }

  findByPhone(phone: string): MemberRecord | undefined {
    const uuid = this.phones.get(phone);
    return uuid === undefined ? undefined : this.data.members[uuid];
  }

  findByLogin(usernameOrPhone: string): MemberRecord | undefined {
    return this.findByUsername(usernameOrPhone) ?? this.findByPhone(usernameOrPhone);
  }

  /** Appends a ledger line (satang); the only way credit changes. */
  post(entry: Omit<Posting, 'id' | 'at'> & { at?: number }): Posting {
    if (!Number.isInteger(entry.amount)) throw new TypeError(`posting amount must be integer satang, got ${entry.amount}`);
    const posting: Posting = { id: this.nextId('TX'), at: entry.at ?? this.now(), ...entry };
    this.data.postings.push(posting);
    this.balances.set(posting.memberUuid, (this.balances.get(posting.memberUuid) ?? 0) + posting.amount);
    return posting;
  }

  /** Credit in satang, derived from the ledger. */
  balance(memberUuid: string): number {
    return this.balances.get(memberUuid) ?? 0;
  }

  /** Recomputes a balance from scratch, for tests that check the cache against the ledger. */
  ledgerSum(memberUuid: string): number {
    return this.data.postings.reduce((sum, p) => (p.memberUuid === memberUuid ? sum + p.amount : sum), 0);
  }
}
