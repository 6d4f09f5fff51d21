import type { AddressInput } from '@site/contract';
import type { Fault } from '@site/contract/mock-control';
import type { LevelId } from '@site/contract/rules';
import type { RngState } from '../lib/rng';

/**
 * The whole state of one namespace. Plain JSON on purpose: a snapshot is this object, and a
 * restore puts it back. Money fields are integer satang.
 */
export interface MemberRecord {
  uuid: string;
  username: string;
  phone: string;
  passwordHash: string;
  /** Kept only for seeded members so QA can log in as them (control API `members`). */
  demoPassword: string | null;
  name: string;
  level: LevelId;
  status: 'active' | 'suspended';
  afCode: string;
  inviter: string | null;
  team: string | null;
  marketing: string | null;
  bank: { uuid: string; bankName: string; bankId: string; accountName: string };
  address: (AddressInput & { uuid: string; updatedAt: string }) | null;
  points: number;
  createdAt: number;
  setting: PromotionSetting;
  /** Monday (Bangkok, YYYY-MM-DD) of the first week whose net loss is not yet paid back. */
  cashbackFrom: string;
}

export interface PromotionSetting {
  bonusRate: number;
  bonusTimeStart: string;
  bonusTimeEnd: string;
  endNumberBonus: number;
  bonusRate2: number;
  bonusTimeStart2: string;
  bonusTimeEnd2: string;
  endNumberBonus2: number;
  bonusMax: number;
}

export type PostingKind = 'deposit' | 'withdraw' | 'bonus' | 'cashback' | 'game' | 'affiliate' | 'adjustment';

/** One line of the append-only ledger. Balance is the sum of a member's postings. */
export interface Posting {
  id: string;
  memberUuid: string;
  kind: PostingKind;
  amount: number;
  description: string;
  /** What caused it (withdrawal id, round id, ...), for tests and history. */
  ref: string | null;
  at: number;
}

export interface DepositRecord {
  id: string;
  memberUuid: string;
  amount: number;
  status: 'pending' | 'approved' | 'rejected';
  channel: 'bank' | 'slip' | 'promptpay' | 'adjustment';
  bankName: string;
  note: string | null;
  at: number;
}

export interface WithdrawalRecord {
  id: string;
  memberUuid: string;
  amount: number;
  status: 'pending' | 'approved' | 'rejected' | 'failed';
  bankName: string;
  bankId: string;
  note: string | null;
  at: number;
  updatedAt: number;
}

export interface SlipRecord {
  id: string;
  memberUuid: string;
  transRef: string;
  amount: number;
  status: 'verified' | 'confirmed' | 'approved' | 'rejected';
  message: string | null;
  transferredAt: number;
  sender: { bankName: string; account: string; name: string };
  receiver: { bankName: string; account: string; name: string };
  at: number;
  updatedAt: number;
}

export interface CheckInRecord {
  id: string;
  memberUuid: string;
  day: string;
  value: number;
  streak: number;
  at: number;
}

export interface DrawLog {
  id: string;
  memberUuid: string;
  game: 'wheel' | 'flip-card' | 'flip-card-reward';
  index: number;
  label: string;
  amount: number;
  day: string;
  at: number;
}

export interface RewardRequestRecord {
  id: string;
  memberUuid: string;
  rewardId: string;
  rewardName: string;
  points: number;
  quantity: number;
  status: 'pending' | 'approved' | 'shipped' | 'rejected';
  source: 'points' | 'flip-card-reward';
  at: number;
}

export interface AffiliateLogRecord {
  id: string;
  memberUuid: string;
  type: 'af' | 'wl';
  amount: number;
  downline: string | null;
  description: string;
  at: number;
}

export interface GameSession {
  id: string;
  memberUuid: string;
  gameId: string;
  open: boolean;
  at: number;
}

export interface GameRound {
  id: string;
  sessionId: string;
  memberUuid: string;
  gameId: string;
  gameType: string;
  bet: number;
  win: number | null;
  day: string;
  at: number;
}

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

export interface JournalRecord {
  at: number;
  method: string;
  url: string;
  status: number;
  durationMs: number;
}

export interface ActiveFault extends Fault {
  remaining: number | null;
}

export interface WorldData {
  version: 1;
  namespace: string;
  seed: number;
  brand: string;
  websiteStatus: string;
  clock: { frozenAt: number | null; offsetMs: number };
  rng: RngState;
  sequence: number;
  members: Record<string, MemberRecord>;
  postings: Posting[];
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  slips: SlipRecord[];
  checkIns: CheckInRecord[];
  draws: DrawLog[];
  rewardRequests: RewardRequestRecord[];
  rewardStock: Record<string, number>;
  affiliateLogs: AffiliateLogRecord[];
  affiliateWithdrawn: Record<string, { af: number; wl: number }>;
  sessions: GameSession[];
  rounds: GameRound[];
  idempotency: Record<string, StoredAnswer>;
  faults: ActiveFault[];
  journal: JournalRecord[];
}
