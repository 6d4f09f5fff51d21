import { JOURNAL_MAX, MAX_LEDGER_ENTRIES, MAX_MEMBERS_PER_NAMESPACE, MOCK_CLOCK_RANGE } from '@site/contract/mock-control';
import type { BrandDefinition } from '@site/contract/rules';
import type { BrandBook } from '../content/brands';
import type { GameCatalogue } from '../content/games';
import { ApiError } from '../lib/api-error';
import { messages } from '../lib/messages';
import type {
  ActiveFault,
  ListCollection,
  MemberRecord,
  Posting,
  RecordCollection,
  RecordedGame,
  StoredAnswer,
  NamespaceData,
} from './types';

/** How a member's idempotency key is stored: keys are the member's own (`uuid|scope|key`). */
function answerKey(memberUuid: string, key: string): string {
  return `${memberUuid}|${key}`;
}

/** The instant a namespace's clock shows: frozen at an instant, or the real time moved by an offset. */
export function clockInstant(clock: NamespaceData['clock'], realNow = Date.now()): number {
  return (clock.frozenAt ?? realNow) + clock.offsetMs;
}

/** Whether a clock shows an instant inside MOCK_CLOCK_RANGE (2000-2100), where Bangkok days can be formatted. */
export function clockInRange(clock: NamespaceData['clock']): boolean {
  const instant = clockInstant(clock);
  return instant >= MOCK_CLOCK_RANGE.min && instant < MOCK_CLOCK_RANGE.max;
}

/** The lists of a namespace's state that only grow (the ledger has its own mutator, `post`). */
export type AppendOnly =
  | 'deposits'
  | 'withdrawals'
  | 'slips'
  | 'bankTransfers'
  | 'draws'
  | 'rewardRequests'
  | 'affiliateLogs'
  | 'sessions'
  | 'rounds';
type Item<K extends keyof NamespaceData> = NamespaceData[K] extends Array<infer T> ? T : never;

/**
 * The byte budget of a namespace (docs/design/mock.md#bounds): what strangers can make one namespace keep.
 * Idempotency answers live a day, at most IDEMPOTENCY_KEYS_PER_MEMBER of them per member (past
 * that a new key is refused, so no member's keys push out another's); game sessions beyond
 * GAME_SESSIONS_MAX are forgotten, oldest closed ones first.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEYS_PER_MEMBER = 100;
export const GAME_SESSIONS_MAX = 200;

/**
 * What readers see of a namespace's state: lists and maps cannot be pushed to or assigned, fields cannot be
 * replaced, and the records of the stored collections (a member, a withdrawal, a round) are
 * read-only, so every change goes through a `NamespaceState` mutator, which notes what changed
 * for the store (`takeChanges`).
 */
export type NamespaceView = {
  readonly [K in keyof NamespaceData]: NamespaceData[K] extends Array<infer T>
    ? ReadonlyArray<Readonly<T>>
    : K extends 'members'
      ? Readonly<Record<string, Readonly<MemberRecord>>>
      : K extends 'rewardStock' | 'affiliateWithdrawn' | 'idempotency'
        ? Readonly<NamespaceData[K]>
        : NamespaceData[K];
};

/**
 * What changed in a state since the store last took its changes: what a durable mock writes
 * before the answer goes out (docs/design/mock.md#durable-namespaces). The head (every field not in RECORD_COLLECTIONS) is
 * compared by the store's caller, as it is small.
 */
export type StateChanges = {
  /** The whole state is new (made from the seed, restored, rebuilt): every row is written again. */
  whole: boolean;
  /** Lists that lost or reordered records: written again in full. */
  rewritten: Set<ListCollection>;
  /** Records added, changed or dropped: a list's position, a map's key. */
  records: Map<RecordCollection, Set<string>>;
};

function noChanges(whole: boolean): StateChanges {
  return { whole, rewritten: new Set(), records: new Map() };
}

/**
 * One namespace: its JSON state plus indexes rebuilt from it. Readers get `data` read-only;
 * services change it through the typed mutators below. Every mutation of money goes through
 * `post`, which appends to the ledger; balances are sums of postings, cached.
 */
export class NamespaceState {
  private balances = new Map<string, number>();
  private usernames = new Map<string, string>();
  private phones = new Map<string, string>();
  /** Each member's idempotency keys (as stored: `uuid|key`), oldest first. */
  private answerKeys = new Map<string, Set<string>>();
  /** A new state is not in any store yet: all of it is a change. */
  private changes = noChanges(true);
  private state: NamespaceData;
  /** The mock's games with the recorded ones, made on first use after they change. */
  private withRecordedGames: GameCatalogue | null = null;

  constructor(
    data: NamespaceData,
    /** The brands the mock loaded: `data.brand` is always one of them. */
    readonly brands: BrandBook,
    /** The mock's games (MOCK_GAMES of them), the same for every namespace. */
    private readonly mockGames: GameCatalogue,
  ) {
    this.state = data;
    this.reindex();
  }

  /** The namespace's games: the mock's, and first those a recording brought (docs/design/mock.md#recordings). */
  get catalogue(): GameCatalogue {
    if (this.state.recordedGames.length === 0) return this.mockGames;
    this.withRecordedGames ??= this.mockGames.withRecorded(this.state.recordedGames);
    return this.withRecordedGames;
  }

  /** The games a recording showed (each id once), listed with the mock's own from now on. */
  setRecordedGames(games: RecordedGame[]): void {
    this.state.recordedGames = games;
    this.withRecordedGames = null;
    this.changes.rewritten.add('recordedGames');
  }

  /** The namespace's brand, from its brand file: cashback percents, accounts, chat ids, colours. */
  get brand(): BrandDefinition {
    return this.brands.get(this.state.brand);
  }

  /** The whole state, read-only: a snapshot serialises it. */
  get data(): NamespaceView {
    return this.state;
  }

  replace(data: NamespaceData): void {
    this.state = data;
    this.withRecordedGames = null;
    this.changes = noChanges(true);
    this.reindex();
  }

  /** What changed since the last call (all of it on the first), for the store; starts a new count. */
  takeChanges(): StateChanges {
    const changes = this.changes;
    this.changes = noChanges(false);
    return changes;
  }

  private touch(collection: RecordCollection, key: string): void {
    let keys = this.changes.records.get(collection);
    if (keys === undefined) {
      keys = new Set();
      this.changes.records.set(collection, keys);
    }
    keys.add(key);
  }

  /** Appends a record to one of the growing lists. */
  append<K extends AppendOnly>(collection: K, record: Item<K>): Item<K> {
    const list = this.state[collection] as Array<Item<K>>;
    list.push(record);
    this.touch(collection, String(list.length - 1));
    if (collection === 'sessions') this.forgetOldSessions();
    return record;
  }

  /** Changes fields of a record of a list (a withdrawal approved, a round settled). */
  update<K extends ListCollection>(collection: K, record: Readonly<Item<K>>, change: Partial<Item<K>>): void {
    const list = this.state[collection] as Array<Item<K>>;
    const position = list.indexOf(record as Item<K>);
    if (position < 0) throw new RangeError(`${collection}: the record to change is not in this namespace`);
    Object.assign(list[position] as object, change);
    this.touch(collection, String(position));
  }

  /** Changes fields of a member (points, level, password, session version...). */
  updateMember(member: Readonly<MemberRecord>, change: Partial<Omit<MemberRecord, 'uuid' | 'username' | 'phone'>>): void {
    const kept = this.state.members[member.uuid];
    if (kept === undefined) throw new RangeError('the member to change is not in this namespace');
    Object.assign(kept, change);
    this.touch('members', member.uuid);
  }

  /**
   * Game sessions past GAME_SESSIONS_MAX lose their oldest closed ones first (open ones still take
   * bets), then the oldest open ones: a game launched that many launches ago is abandoned.
   */
  private forgetOldSessions(): void {
    let closedExcess = this.state.sessions.length - GAME_SESSIONS_MAX;
    if (closedExcess <= 0) return;
    const kept = this.state.sessions.filter((session) => session.open || closedExcess-- <= 0);
    this.state.sessions = kept.slice(Math.max(0, kept.length - GAME_SESSIONS_MAX));
    this.changes.rewritten.add('sessions');
  }

  appendCheckIn(record: Item<'checkIns'>): void {
    this.state.checkIns.push(record);
    this.touch('checkIns', String(this.state.checkIns.length - 1));
  }

  /** Replaces the check-in history (a control scenario rewrites the last days). */
  setCheckIns(records: Array<Item<'checkIns'>>): void {
    this.state.checkIns = records;
    this.changes.rewritten.add('checkIns');
  }

  /** Orders the ledger and the deposits by time, after seeding wrote history out of order. */
  sortHistory(): void {
    this.state.postings.sort((a, b) => a.at - b.at);
    this.state.deposits.sort((a, b) => a.at - b.at);
    this.state.withdrawals.sort((a, b) => a.at - b.at);
    for (const collection of ['postings', 'deposits', 'withdrawals'] as const) this.changes.rewritten.add(collection);
    this.reindex();
  }

  /** Adds a request to the journal, a ring of the last JOURNAL_MAX; answers the entry (a held request completes it later). */
  journalRequest(record: Omit<Item<'journal'>, 'seq'>): Item<'journal'> {
    const journal = this.state.journal;
    const entry = { seq: (journal.at(-1)?.seq ?? 0) + 1, ...record };
    journal.push(entry);
    if (journal.length > JOURNAL_MAX) journal.splice(0, journal.length - JOURNAL_MAX);
    return entry;
  }

  /** Takes over another namespace state (a rebuild from a seed keeps this instance). */
  replaceWith(other: NamespaceState): void {
    this.replace(other.state);
  }

  setRewardStock(rewardId: string, left: number): void {
    this.state.rewardStock[rewardId] = left;
  }

  /** Adds to what a member has already moved from affiliate bonus into credit (satang). */
  addAffiliateWithdrawn(memberUuid: string, type: 'af' | 'wl', amount: number): void {
    const withdrawn = this.state.affiliateWithdrawn[memberUuid] ?? { af: 0, wl: 0 };
    withdrawn[type] += amount;
    this.state.affiliateWithdrawn[memberUuid] = withdrawn;
    this.touch('affiliateWithdrawn', memberUuid);
  }

  /** Stores a member's idempotent answer under its key (see `waitForAnswerRoom` for the bound). */
  rememberAnswer(memberUuid: string, key: string, answer: Omit<StoredAnswer, 'storedAt'>, wallNow = Date.now()): void {
    const stored = answerKey(memberUuid, key);
    this.state.idempotency[stored] = { ...answer, storedAt: wallNow };
    this.answerKeysOf(memberUuid).add(stored);
    this.touch('idempotency', stored);
  }

  /** The answer stored under a member's key unless it expired (IDEMPOTENCY_TTL_MS of wall-clock time); an expired one is dropped. */
  recallAnswer(memberUuid: string, key: string, wallNow = Date.now()): StoredAnswer | undefined {
    const stored = answerKey(memberUuid, key);
    const answer = this.state.idempotency[stored];
    if (answer === undefined) return undefined;
    if (wallNow - answer.storedAt < IDEMPOTENCY_TTL_MS) return answer;
    this.forgetAnswer(memberUuid, stored);
    return undefined;
  }

  /**
   * Milliseconds until the member may store another answer: 0 while it keeps fewer than
   * IDEMPOTENCY_KEYS_PER_MEMBER live ones (its expired ones are dropped here), else until its
   * oldest expires. A live key is never dropped to make room: its retry must find its answer.
   */
  waitForAnswerRoom(memberUuid: string, wallNow = Date.now()): number {
    const keys = this.answerKeysOf(memberUuid);
    for (const stored of keys) {
      const answer = this.state.idempotency[stored];
      if (answer !== undefined && wallNow - answer.storedAt < IDEMPOTENCY_TTL_MS) break;
      this.forgetAnswer(memberUuid, stored);
    }
    if (keys.size < IDEMPOTENCY_KEYS_PER_MEMBER) return 0;
    const oldest = keys.values().next().value;
    const storedAt = oldest === undefined ? wallNow : (this.state.idempotency[oldest]?.storedAt ?? wallNow);
    return Math.max(1, storedAt + IDEMPOTENCY_TTL_MS - wallNow);
  }

  private answerKeysOf(memberUuid: string): Set<string> {
    let keys = this.answerKeys.get(memberUuid);
    if (keys === undefined) {
      keys = new Set();
      this.answerKeys.set(memberUuid, keys);
    }
    return keys;
  }

  private forgetAnswer(memberUuid: string, stored: string): void {
    delete this.state.idempotency[stored];
    this.answerKeys.get(memberUuid)?.delete(stored);
    this.touch('idempotency', stored);
  }

  setClock(clock: NamespaceData['clock']): void {
    this.state.clock = clock;
  }

  setWebsiteStatus(status: string): void {
    this.state.websiteStatus = status;
  }

  setSite(site: NamespaceData['site']): void {
    this.state.site = site;
  }

  setBrand(brand: string): void {
    if (!this.brands.has(brand)) throw new RangeError(`unknown brand ${brand}`);
    this.state.brand = brand;
  }

  setFaults(faults: ActiveFault[]): void {
    this.state.faults = faults;
  }

  setStubs(stubs: NamespaceData['stubs']): void {
    this.state.stubs = stubs;
  }

  reindex(): void {
    this.balances.clear();
    this.usernames.clear();
    this.phones.clear();
    this.answerKeys.clear();
    for (const member of Object.values(this.data.members)) this.indexMember(member);
    // oldest first, so the first of a member's keys is the next to expire
    const answers = Object.entries(this.state.idempotency).sort(([, a], [, b]) => a.storedAt - b.storedAt);
    for (const [stored] of answers) this.answerKeysOf(stored.slice(0, stored.indexOf('|'))).add(stored);
    for (const posting of this.data.postings) {
      this.balances.set(posting.memberUuid, (this.balances.get(posting.memberUuid) ?? 0) + posting.amount);
    }
  }

  private indexMember(member: Readonly<MemberRecord>): void {
    this.usernames.set(member.username.toLowerCase(), member.uuid);
    this.phones.set(member.phone, member.uuid);
  }

  /** The namespace's clock: frozen at an instant, or the real time moved by an offset. */
  now(): number {
    return clockInstant(this.state.clock);
  }

  nextId(prefix: string): string {
    this.state.sequence += 1;
    return `${prefix}${String(this.state.sequence).padStart(6, '0')}`;
  }

  /** Refuses (409, in Thai) a new member once the namespace holds MAX_MEMBERS_PER_NAMESPACE (docs/design/mock.md#bounds). */
  ensureRoomForMember(): void {
    if (Object.keys(this.state.members).length >= MAX_MEMBERS_PER_NAMESPACE)
      throw new ApiError(409, messages.namespaceFull.members, 'MEMBERS_FULL');
  }

  /** Refuses (409, in Thai) whatever may move money once the ledger holds MAX_LEDGER_ENTRIES lines (docs/design/mock.md#bounds). */
  ensureRoomInLedger(): void {
    if (this.state.postings.length >= MAX_LEDGER_ENTRIES) throw new ApiError(409, messages.namespaceFull.ledger, 'LEDGER_FULL');
  }

  addMember(member: MemberRecord): void {
    this.state.members[member.uuid] = member;
    this.indexMember(member);
    this.touch('members', member.uuid);
  }

  findMember(uuid: string): Readonly<MemberRecord> | undefined {
    return this.data.members[uuid];
  }

  member(uuid: string): Readonly<MemberRecord> {
    const member = this.data.members[uuid];
    if (!member) throw new ApiError(404, messages.notFound, 'MEMBER_NOT_FOUND');
    return member;
  }

  findByUsername(username: string): Readonly<MemberRecord> | undefined {
    const uuid = this.usernames.get(username.toLowerCase());
    return uuid === undefined ? undefined : this.data.members[uuid];
  }

  findByPhone(phone: string): Readonly<MemberRecord> | undefined {
    const uuid = this.phones.get(phone);
    return uuid === undefined ? undefined : this.data.members[uuid];
  }

  findByLogin(usernameOrPhone: string): Readonly<MemberRecord> | undefined {
    return this.findByUsername(usernameOrPhone) ?? this.findByPhone(usernameOrPhone);
  }

  /** Appends a ledger line (satang); the only way credit changes. */
  post(entry: Omit<Posting, 'id' | 'at'> & { at?: number }): Posting {
    if (!Number.isInteger(entry.amount)) throw new TypeError(`posting amount must be integer satang, got ${entry.amount}`);
    const posting: Posting = { id: this.nextId('TX'), at: entry.at ?? this.now(), ...entry };
    this.state.postings.push(posting);
    this.touch('postings', String(this.state.postings.length - 1));
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
