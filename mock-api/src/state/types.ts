import { z } from 'zod';
import {
  Address,
  AffiliateLogType,
  DepositChannel,
  DepositStatus,
  FlipCardGame,
  Game,
  RewardRequestStatus,
  RewardSource,
  SlipRequestStatus,
  TransactionKind,
  UserSetting,
  WithdrawStatus,
} from '@site/contract';
import { Fault, JournalEntry, Stub } from '@site/contract/mock-control';
import type { LevelId } from '@site/contract/rules';

/**
 * The whole state of one namespace, as a zod schema: the types below are inferred from it,
 * statuses, channels and kinds come from the contract, and a restore parses a snapshot with
 * it. Plain JSON on purpose: a snapshot is this object. Money fields are integer satang.
 */
const Satang = z.number().int();
const Instant = z.number().int();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Level = z.custom<LevelId>((value) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 6);

export const PromotionSetting = UserSetting;
export type PromotionSetting = z.infer<typeof PromotionSetting>;

export const MemberRecord = z.object({
  uuid: z.string(),
  username: z.string(),
  phone: z.string(),
  passwordHash: z.string(),
  /** Kept only for seeded members so QA can log in as them (control API `members`). */
  demoPassword: z.string().nullable(),
  /**
   * Sessions signed before the last password change are void: every token carries the version
   * it was signed at (`sv`) and must match this (docs/design/mock.md#sessions). Snapshots taken before the field
   * existed restore with 0, the version every seeded member starts at.
   */
  sessionVersion: z.number().int().nonnegative().default(0),
  name: z.string(),
  level: Level,
  status: z.enum(['active', 'suspended']),
  afCode: z.string(),
  inviter: z.string().nullable(),
  team: z.string().nullable(),
  marketing: z.string().nullable(),
  bank: z.object({ uuid: z.string(), bankName: z.string(), bankId: z.string(), accountName: z.string() }),
  address: Address.nullable(),
  points: z.number().int(),
  createdAt: Instant,
  setting: PromotionSetting,
  /** Monday (Bangkok, YYYY-MM-DD) of the first week whose net loss is not yet paid back. */
  cashbackFrom: Day,
});
export type MemberRecord = z.infer<typeof MemberRecord>;

/** The ledger's kinds are the transaction kinds members see. */
export type PostingKind = z.infer<typeof TransactionKind>;

/** One line of the append-only ledger. Balance is the sum of a member's postings. */
export const Posting = z.object({
  id: z.string(),
  memberUuid: z.string(),
  kind: TransactionKind,
  amount: Satang,
  description: z.string(),
  /** What caused it (withdrawal id, round id, ...), for tests and history. */
  ref: z.string().nullable(),
  at: Instant,
});
export type Posting = z.infer<typeof Posting>;

export const DepositRecord = z.object({
  id: z.string(),
  memberUuid: z.string(),
  amount: Satang,
  status: DepositStatus,
  channel: DepositChannel,
  bankName: z.string(),
  note: z.string().nullable(),
  at: Instant,
});
export type DepositRecord = z.infer<typeof DepositRecord>;

export const WithdrawalRecord = z.object({
  id: z.string(),
  memberUuid: z.string(),
  amount: Satang,
  status: WithdrawStatus,
  bankName: z.string(),
  bankId: z.string(),
  note: z.string().nullable(),
  at: Instant,
  updatedAt: Instant,
});
export type WithdrawalRecord = z.infer<typeof WithdrawalRecord>;

const SlipParty = z.object({ bankName: z.string(), account: z.string(), name: z.string() });
export const SlipRecord = z.object({
  id: z.string(),
  memberUuid: z.string(),
  transRef: z.string(),
  amount: Satang,
  status: SlipRequestStatus,
  message: z.string().nullable(),
  transferredAt: Instant,
  sender: SlipParty,
  receiver: SlipParty,
  at: Instant,
  updatedAt: Instant,
});
export type SlipRecord = z.infer<typeof SlipRecord>;

/** A transfer the mock's bank simulator made from a member's account (docs/design/mock.md#slips): what a slip may be a slip of. */
export const BankTransferRecord = z.object({
  transRef: z.string(),
  memberUuid: z.string(),
  amount: Satang,
  transferredAt: Instant,
  /** The member's registered account at the time of the transfer. */
  sender: z.object({ bankName: z.string(), bankId: z.string() }),
  at: Instant,
});
export type BankTransferRecord = z.infer<typeof BankTransferRecord>;

export const CheckInRecord = z.object({
  id: z.string(),
  memberUuid: z.string(),
  day: Day,
  value: Satang,
  streak: z.number().int().positive(),
  at: Instant,
});
export type CheckInRecord = z.infer<typeof CheckInRecord>;

export const DrawLog = z.object({
  id: z.string(),
  memberUuid: z.string(),
  game: z.enum(['wheel', ...FlipCardGame.options]),
  index: z.number().int().nonnegative(),
  label: z.string(),
  amount: Satang,
  day: Day,
  at: Instant,
});
export type DrawLog = z.infer<typeof DrawLog>;

export const RewardRequestRecord = z.object({
  id: z.string(),
  memberUuid: z.string(),
  rewardId: z.string(),
  rewardName: z.string(),
  points: z.number().int(),
  quantity: z.number().int().positive(),
  status: RewardRequestStatus,
  source: RewardSource,
  at: Instant,
});
export type RewardRequestRecord = z.infer<typeof RewardRequestRecord>;

export const AffiliateLogRecord = z.object({
  id: z.string(),
  memberUuid: z.string(),
  type: AffiliateLogType,
  amount: Satang,
  downline: z.string().nullable(),
  description: z.string(),
  at: Instant,
});
export type AffiliateLogRecord = z.infer<typeof AffiliateLogRecord>;

export const GameSession = z.object({
  id: z.string(),
  memberUuid: z.string(),
  gameId: z.string(),
  open: z.boolean(),
  at: Instant,
  /** The member's session version when it was opened: a password change ends it (docs/design/mock.md#games). */
  sessionVersion: z.number().int().nonnegative().default(0),
  /** Past this instant of the namespace clock the provider refuses it; snapshots from before it had none: expired. */
  expiresAt: Instant.default(0),
});
export type GameSession = z.infer<typeof GameSession>;

export const GameRound = z.object({
  id: z.string(),
  sessionId: z.string(),
  memberUuid: z.string(),
  gameId: z.string(),
  gameType: z.string(),
  bet: Satang,
  win: Satang.nullable(),
  day: Day,
  at: Instant,
});
export type GameRound = z.infer<typeof GameRound>;

export const StoredAnswer = z.object({
  fingerprint: z.string(),
  status: z.number().int(),
  body: z.unknown(),
  /** Wall-clock time it was stored: a key expires IDEMPOTENCY_TTL_MS later (docs/design/mock.md#bounds); older snapshots: expired. */
  storedAt: z.number().int().default(0),
});
export type StoredAnswer = z.infer<typeof StoredAnswer>;

export const JournalRecord = z.object(JournalEntry.shape).omit({ at: true }).extend({
  /** 1, 2, 3… in the order the namespace received its requests (a stable key for a list that moves). */
  seq: z.number().int().positive(),
  at: Instant,
});
export type JournalRecord = z.infer<typeof JournalRecord>;

export const ActiveFault = Fault.extend({ remaining: z.number().int().nullable() });
export type ActiveFault = z.infer<typeof ActiveFault>;

/** An announcement QA published (control API); seeded ones are content, not state. */
export const QaAnnouncementRecord = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  membersOnly: z.boolean(),
  at: Instant,
});
export type QaAnnouncementRecord = z.infer<typeof QaAnnouncementRecord>;

/** What QA changed of the site (docs/design/mock.md#control-api); null: the brand's own. */
export const SiteOverrides = z.object({
  specialHosts: z.array(z.string()).nullable(),
  /** 'none': no promotion published. */
  promotion: z.union([PromotionSetting, z.literal('none')]).nullable(),
  announcements: z.array(QaAnnouncementRecord),
  /** Announcements taken down (seeded ids; QA ones are removed from the list instead). */
  hiddenAnnouncements: z.array(z.string()),
  /** Games (ids) and providers (codes) QA put under maintenance; saved before it existed: none. */
  closedGames: z.array(z.string()).default([]),
});
export type SiteOverrides = z.infer<typeof SiteOverrides>;
export const NO_SITE_OVERRIDES: SiteOverrides = {
  specialHosts: null,
  promotion: null,
  announcements: [],
  hiddenAnnouncements: [],
  closedGames: [],
};

/** A game of a staging lobby a recording showed (docs/design/mock.md#recordings): the contract's fields, nothing else kept. */
export const RecordedGame = z.object(Game.shape);
export type RecordedGame = z.infer<typeof RecordedGame>;

export const NamespaceClock = z.object({ frozenAt: Instant.nullable(), offsetMs: z.number().int() });

export const NamespaceData = z.object({
  version: z.literal(1),
  namespace: z.string(),
  seed: z.number().int(),
  brand: z.string(),
  websiteStatus: z.string(),
  // snapshots saved before QA could change the site have none: the brand's own
  site: SiteOverrides.default(() => structuredClone(NO_SITE_OVERRIDES)),
  clock: NamespaceClock,
  rng: z.object({ state: z.number().int() }),
  sequence: z.number().int().nonnegative(),
  members: z.record(MemberRecord),
  postings: z.array(Posting),
  deposits: z.array(DepositRecord),
  withdrawals: z.array(WithdrawalRecord),
  slips: z.array(SlipRecord),
  // namespaces saved before the bank simulator have made no transfers
  bankTransfers: z.array(BankTransferRecord).default([]),
  checkIns: z.array(CheckInRecord),
  draws: z.array(DrawLog),
  rewardRequests: z.array(RewardRequestRecord),
  rewardStock: z.record(z.number().int().nonnegative()),
  affiliateLogs: z.array(AffiliateLogRecord),
  affiliateWithdrawn: z.record(z.object({ af: Satang, wl: Satang })),
  sessions: z.array(GameSession),
  rounds: z.array(GameRound),
  idempotency: z.record(StoredAnswer),
  faults: z.array(ActiveFault),
  // namespaces saved before stubs have none
  stubs: z.array(Stub).default([]),
  // games a recording brought, listed with the mock's own; namespaces saved before recordings had games have none
  recordedGames: z.array(RecordedGame).default([]),
  // a diagnostic log, not state: a snapshot carries none, and a restore keeps the namespace's own
  journal: z.array(z.unknown()).transform((): JournalRecord[] => []),
});
export type NamespaceData = z.infer<typeof NamespaceData>;

/**
 * The parts of a namespace's state a store keeps as one row per record (docs/design/mock.md#durable-namespaces): a list by
 * position, a map by key. A change writes the records it touched; the rest of the state (its
 * head: clock, site, faults, sequence...) is one small row. The journal is not stored.
 */
export const RECORD_COLLECTIONS = {
  members: 'map',
  idempotency: 'map',
  affiliateWithdrawn: 'map',
  postings: 'list',
  deposits: 'list',
  withdrawals: 'list',
  slips: 'list',
  bankTransfers: 'list',
  checkIns: 'list',
  draws: 'list',
  rewardRequests: 'list',
  affiliateLogs: 'list',
  sessions: 'list',
  rounds: 'list',
  recordedGames: 'list',
} as const satisfies Partial<Record<keyof NamespaceData, 'list' | 'map'>>;
export type RecordCollection = keyof typeof RECORD_COLLECTIONS;
export type ListCollection = { [K in RecordCollection]: (typeof RECORD_COLLECTIONS)[K] extends 'list' ? K : never }[RecordCollection];
