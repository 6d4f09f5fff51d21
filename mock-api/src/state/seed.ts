import type { Faker, LocaleDefinition } from '@faker-js/faker';
// only the Thai locale (with its en fallback): importing the package root loads all 70 locales
import { faker as thaiFaker } from '@faker-js/faker/locale/th';
import { providerName, THAI_BANKS } from '@site/contract/rules';
import { toSatang } from '@site/contract';
import { DEMO_MEMBERS } from '../demo-members';
import { DAY_MS, bangkokDay, weekStart } from '@site/contract/bangkok-time';
import { hashPassword } from '../lib/password';
import { recordDeposit } from './wallet';
import type { BrandBook } from '../content/brands';
import { NamespaceState } from './namespace-state';
import type { GameCatalogue } from '../content/games';
import { messages } from '../lib/messages';
import { NO_SITE_OVERRIDES, type MemberRecord, type PromotionSetting, type NamespaceData } from './types';

/**
 * The games seeded rounds were played in, by the game type the round records: the history line
 * names a game of that type and its provider (a casino round is a baccarat table, never a slot).
 */
const SEEDED_GAMES: Record<string, readonly string[]> = {
  slot: ['JK-001', 'SG-002', 'AC-003', 'XE-003'],
  casino: ['casino-SA-1', 'casino-DG-1'],
  sport: ['sport-SBO-1', 'sport-UFA-1'],
};

/** A seeded round's game (the n-th of its type, round robin) and its ledger line with names, never codes. */
function seededGame(catalogue: GameCatalogue, gameType: string, n: number): { gameId: string; description: string } {
  const ids = SEEDED_GAMES[gameType] ?? SEEDED_GAMES.slot ?? [];
  const gameId = ids[n % ids.length] ?? 'JK-001';
  const game = catalogue.find(gameId);
  return { gameId, description: messages.ledger.gameResult(game?.name ?? gameId, providerName(game?.gameCate ?? '')) };
}

/** What a new namespace's state is made from. */
export interface NamespaceOptions {
  namespace: string;
  seed: number;
  /** One of `brands`. */
  brand: string;
  brands: BrandBook;
  catalogue: GameCatalogue;
  /** Freeze the clock at this instant; otherwise it follows real time. */
  now: number | null;
}

const SEEDED_MEMBER_COUNT = 18;

export const DEFAULT_PROMOTION: PromotionSetting = {
  bonusRate: 10,
  bonusTimeStart: '10:00:00',
  bonusTimeEnd: '14:00:00',
  endNumberBonus: 1500,
  bonusRate2: 5,
  bonusTimeStart2: '20:00:00',
  bonusTimeEnd2: '23:59:59',
  endNumberBonus2: 999,
  bonusMax: 500,
};

export const NO_PROMOTION: PromotionSetting = {
  ...DEFAULT_PROMOTION,
  bonusRate: 0,
  bonusRate2: 0,
  endNumberBonus: 0,
  endNumberBonus2: 0,
  bonusMax: 0,
};

const FakerClass = thaiFaker.constructor as new (options: { locale: LocaleDefinition }) => Faker;

export function createFaker(seed: number): Faker {
  const faker = new FakerClass({ locale: thaiFaker.rawDefinitions });
  faker.seed(seed);
  return faker;
}

/** A Thai account number of the right length for the bank. */
export function accountNumberFor(bankCode: string, faker: Faker): string {
  const length = THAI_BANKS.find((b) => b.code === bankCode)?.accountLengths[0] ?? 10;
  return faker.string.numeric({ length, allowLeadingZeros: false });
}

export function emptyNamespaceData(options: NamespaceOptions): NamespaceData {
  return {
    version: 1,
    namespace: options.namespace,
    seed: options.seed,
    brand: options.brand,
    websiteStatus: 'OK',
    site: structuredClone(NO_SITE_OVERRIDES),
    clock: { frozenAt: options.now, offsetMs: 0 },
    rng: { state: options.seed >>> 0 },
    sequence: 0,
    members: {},
    postings: [],
    deposits: [],
    withdrawals: [],
    slips: [],
    bankTransfers: [],
    checkIns: [],
    draws: [],
    rewardRequests: [],
    rewardStock: {},
    affiliateLogs: [],
    affiliateWithdrawn: {},
    sessions: [],
    rounds: [],
    idempotency: {},
    faults: [],
    stubs: [],
    recordedGames: [],
    journal: [],
  };
}

export function newMember(
  state: NamespaceState,
  faker: Faker,
  fields: Partial<MemberRecord> & { username: string; phone: string; name: string; password: string },
): MemberRecord {
  const bankName = fields.bank?.bankName ?? faker.helpers.arrayElement(THAI_BANKS).code;
  const member: MemberRecord = {
    uuid: fields.uuid ?? faker.string.uuid(),
    username: fields.username,
    phone: fields.phone,
    passwordHash: hashPassword(fields.password, faker.string.hexadecimal({ length: 32, prefix: '' })),
    demoPassword: fields.demoPassword ?? null,
    sessionVersion: 0,
    name: fields.name,
    level: fields.level ?? 1,
    status: fields.status ?? 'active',
    afCode: fields.afCode ?? faker.string.alphanumeric({ length: 8, casing: 'upper' }),
    inviter: fields.inviter ?? null,
    team: fields.team ?? null,
    marketing: fields.marketing ?? null,
    bank: fields.bank ?? {
      uuid: faker.string.uuid(),
      bankName,
      bankId: accountNumberFor(bankName, faker),
      accountName: fields.name,
    },
    address: fields.address ?? null,
    points: fields.points ?? 0,
    createdAt: fields.createdAt ?? state.now(),
    setting: fields.setting ?? { ...DEFAULT_PROMOTION },
    // weeks before the one the member was created in are never paid back
    cashbackFrom: weekStart(bangkokDay(state.now())),
  };
  state.addMember(member);
  return member;
}

function thaiMobile(faker: Faker): string {
  return `0${faker.helpers.arrayElement(['6', '8', '9'])}${faker.string.numeric(8)}`;
}

function thaiAddress(faker: Faker, member: { name: string; phone: string }, at: number): NonNullable<MemberRecord['address']> {
  return {
    uuid: faker.string.uuid(),
    fullName: member.name,
    phone: member.phone,
    houseNo: `${faker.number.int({ min: 1, max: 999 })}/${faker.number.int({ min: 1, max: 99 })}`,
    moo: String(faker.number.int({ min: 1, max: 12 })),
    village: undefined,
    soi: `ซอย${faker.location.street()}`,
    road: `ถนน${faker.location.street()}`,
    ...thaiPlace(faker),
    updatedAt: new Date(at).toISOString(),
  };
}

/** Real sub-district, district, province and postcode combinations, so an address reads true. */
const THAI_PLACES = [
  { subDistrict: 'ลาดยาว', district: 'จตุจักร', province: 'กรุงเทพมหานคร', postcode: '10900' },
  { subDistrict: 'สุริยวงศ์', district: 'บางรัก', province: 'กรุงเทพมหานคร', postcode: '10500' },
  { subDistrict: 'หนองปรือ', district: 'บางละมุง', province: 'ชลบุรี', postcode: '20150' },
  { subDistrict: 'สุเทพ', district: 'เมืองเชียงใหม่', province: 'เชียงใหม่', postcode: '50200' },
  { subDistrict: 'ในเมือง', district: 'เมืองขอนแก่น', province: 'ขอนแก่น', postcode: '40000' },
  { subDistrict: 'หาดใหญ่', district: 'หาดใหญ่', province: 'สงขลา', postcode: '90110' },
  { subDistrict: 'ตลาด', district: 'เมืองสุราษฎร์ธานี', province: 'สุราษฎร์ธานี', postcode: '84000' },
  { subDistrict: 'ในเมือง', district: 'เมืองนครราชสีมา', province: 'นครราชสีมา', postcode: '30000' },
] as const;

function thaiPlace(faker: Faker): (typeof THAI_PLACES)[number] {
  // The four draws the random city, city, state and postcode made before: the same number of
  // draws keeps every value seeded after an address (seed 42's demo data) as it was.
  faker.location.city();
  faker.location.city();
  faker.location.state();
  return THAI_PLACES[Number(faker.string.numeric(5)) % THAI_PLACES.length] ?? THAI_PLACES[0];
}

/** A few past game rounds so win/loss, cashback and history have something to show. */
function seedRounds(state: NamespaceState, faker: Faker, member: MemberRecord, days: number): void {
  const now = state.now();
  for (let d = days; d >= 1; d -= 1) {
    const at = now - d * DAY_MS;
    const bet = toSatang(faker.helpers.arrayElement([50, 100, 200, 500]));
    const multiplier = faker.helpers.arrayElement([0, 0, 0.5, 1, 2, 3]);
    const win = Math.round(bet * multiplier);
    const sessionId = state.nextId('GS');
    const gameType = faker.helpers.arrayElement(['slot', 'casino', 'sport']);
    const { gameId, description } = seededGame(state.catalogue, gameType, d);
    // closed seeded history: no launch key, never playable
    state.append('sessions', {
      id: sessionId,
      memberUuid: member.uuid,
      gameId,
      open: false,
      at,
      sessionVersion: 0,
      expiresAt: at,
    });
    state.append('rounds', {
      id: state.nextId('GR'),
      sessionId,
      memberUuid: member.uuid,
      gameId,
      gameType,
      bet,
      win,
      day: bangkokDay(at),
      at,
    });
    state.post({ memberUuid: member.uuid, kind: 'game', amount: win - bet, description, ref: sessionId, at });
  }
}

/** Demo's own rounds are fixed (net -250 baht) so its credit is the same for every seed. */
function seedDemoRounds(state: NamespaceState, demo: MemberRecord): void {
  const now = state.now();
  const rounds: Array<[bet: number, win: number, gameType: string]> = [
    [100, 0, 'slot'],
    [200, 400, 'casino'],
    [100, 50, 'slot'],
    [500, 0, 'sport'],
    [100, 300, 'slot'],
  ];
  rounds.forEach(([bet, win, gameType], i) => {
    const at = now - (rounds.length - i) * DAY_MS;
    const sessionId = state.nextId('GS');
    const { gameId, description } = seededGame(state.catalogue, gameType, i);
    state.append('sessions', { id: sessionId, memberUuid: demo.uuid, gameId, open: false, at, sessionVersion: 0, expiresAt: at });
    state.append('rounds', {
      id: state.nextId('GR'),
      sessionId,
      memberUuid: demo.uuid,
      gameId,
      gameType,
      bet: toSatang(bet),
      win: toSatang(win),
      day: bangkokDay(at),
      at,
    });
    state.post({
      memberUuid: demo.uuid,
      kind: 'game',
      amount: toSatang(win - bet),
      description,
      ref: sessionId,
      at,
    });
  });
}

/** A withdrawal paid out in the past: approved five minutes after it was asked for. */
function seedApprovedWithdrawal(state: NamespaceState, member: MemberRecord, amount: number, at: number): void {
  state.append('withdrawals', {
    id: state.nextId('WD'),
    memberUuid: member.uuid,
    amount,
    status: 'approved',
    bankName: member.bank.bankName,
    bankId: member.bank.bankId,
    note: null,
    at,
    updatedAt: at + 5 * 60_000,
  });
  state.post({
    memberUuid: member.uuid,
    kind: 'withdraw',
    amount: -amount,
    description: messages.ledger.withdrawalTo(member.bank.bankName, member.bank.bankId.slice(-4)),
    ref: null,
    at,
  });
}

/** Builds a namespace from its seed: the demo members, faker members, their history. */
export function createNamespaceState(options: NamespaceOptions): NamespaceState {
  const faker = createFaker(options.seed);
  const state = new NamespaceState(emptyNamespaceData(options), options.brands, options.catalogue);
  const now = state.now();

  const [demoSeed, demo2Seed] = DEMO_MEMBERS;
  const demo = newMember(state, faker, {
    ...demoSeed,
    demoPassword: demoSeed.password,
    afCode: 'DEMO2024',
    bank: { uuid: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', bankName: 'KBANK', bankId: '1234567890', accountName: demoSeed.name },
    points: 1200,
    createdAt: now - 120 * DAY_MS,
  });
  demo.address = thaiAddress(faker, demo, now - 30 * DAY_MS);
  const demo2 = newMember(state, faker, {
    ...demo2Seed,
    demoPassword: demo2Seed.password,
    afCode: 'DEMOTWO1',
    bank: { uuid: '2c3d4e5f-6071-4b8c-9dae-1f2a3b4c5d6e', bankName: 'SCB', bankId: '9876543210', accountName: demo2Seed.name },
    points: 300,
    createdAt: now - 200 * DAY_MS,
    setting: { ...NO_PROMOTION },
  });

  recordDeposit(state, demo, toSatang(1000), 'bank', { at: now - 40 * DAY_MS });
  // 750 + 1000 - 250 (the fixed rounds below) = the 1,500 baht DEMO_MEMBERS promises
  recordDeposit(state, demo, toSatang(750), 'slip', { at: now - 10 * DAY_MS });
  recordDeposit(state, demo2, toSatang(60_000), 'bank', { at: now - 60 * DAY_MS });
  seedApprovedWithdrawal(state, demo2, toSatang(5000), now - 20 * DAY_MS);

  const seeded: MemberRecord[] = [];
  for (let i = 0; i < SEEDED_MEMBER_COUNT; i += 1) {
    const name = `${faker.person.firstName()} ${faker.person.lastName()}`;
    const password = faker.internet.password({ length: 10, pattern: /[a-z0-9]/ });
    const member = newMember(state, faker, {
      username: `${faker.helpers.arrayElement(['lucky', 'mee', 'chok', 'ruay', 'tae', 'boss'])}${faker.string.numeric(4)}`,
      phone: thaiMobile(faker),
      name,
      password,
      demoPassword: password,
      // the first six are demo's downline, so the affiliate pages have people in them
      inviter: i < 6 ? demo.afCode : null,
      createdAt: now - faker.number.int({ min: 5, max: 300 }) * DAY_MS,
      level: 1,
      setting: i % 3 === 0 ? { ...NO_PROMOTION } : { ...DEFAULT_PROMOTION },
    });
    const deposits = faker.number.int({ min: 1, max: 3 });
    for (let d = 0; d < deposits; d += 1) {
      recordDeposit(state, member, toSatang(faker.helpers.arrayElement([300, 500, 1000, 2000, 5000, 20_000])), 'bank', {
        at: now - faker.number.int({ min: 1, max: 60 }) * DAY_MS - faker.number.int({ min: 0, max: 86_000_000 }),
      });
    }
    if (i < 6) seedRounds(state, faker, member, 3);
    seeded.push(member);
  }
  // The public ticker shows withdrawals beside the deposits: some members have taken money out.
  // A faker of its own, so the members and rounds above stay what they were for this seed.
  const payouts = createFaker(options.seed + 1);
  for (const member of seeded.filter((_, i) => i % 2 === 1)) {
    const amount = Math.min(state.balance(member.uuid), toSatang(payouts.helpers.arrayElement([300, 500, 1000, 2000, 3000])));
    if (amount < toSatang(100)) continue;
    seedApprovedWithdrawal(
      state,
      member,
      amount,
      now - payouts.number.int({ min: 1, max: 25 }) * DAY_MS - payouts.number.int({ min: 0, max: 86_000_000 }),
    );
  }
  seedDemoRounds(state, demo);
  // seeded history is not part of today's activity: demo starts the day fresh
  state.sortHistory();
  return state;
}
