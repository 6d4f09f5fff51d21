import { z } from 'zod';
import { Address, contract, dataEnvelope, Session, toSatang, UserProfile, WithdrawStatus, type Transaction } from '@site/contract';
import type { LevelId } from '@site/contract/rules';
import { MAX_RECORDED_GAMES, RECORDED_MEMBER_PASSWORD, type RecordedExchange } from '@site/contract/mock-control';
import { gameImage } from '../../content/games';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import type { NamespaceRegistry } from '../../plugins/namespaces';
import { clockInRange, type NamespaceState } from '../../state/namespace-state';
import { accountNumberFor, createFaker, newMember } from '../../state/seed';
import { RecordedGame, type MemberRecord, type NamespaceData } from '../../state/types';

/** A recorded profile: its address's phone is masked (`***4567`), which the contract's address refuses; it is made whole when the member is added. */
const RecordedProfile = UserProfile.extend({ user_address: Address.extend({ phone: z.string() }).nullable().optional() });
type RecordedProfile = z.infer<typeof RecordedProfile>;

/** What a recording shows of one member: the latest profile, every transaction, and credit as last seen. */
type Seen = {
  profile: { at: number; data: RecordedProfile } | null;
  transactions: Map<string, Transaction>;
  credit: { at: number; baht: number } | null;
};

const profileAnswer = dataEnvelope(RecordedProfile);
const loginAnswer = Session.extend({ data: RecordedProfile });
const creditAnswer = contract.games.credit.responses[200];
const transactionsAnswer = contract.user.transactions.responses[200];
const gameListAnswer = contract.games.gameList.responses[200];
const tilesAnswer = contract.games.categoryTiles.responses[200];
const launchAnswer = contract.games.openGame.responses[200];

/**
 * What a recording shows of staging's lobby, whoever's session read it: each game by id as a
 * list answered it last, the games only a tile showed (a hot game, a one-game provider), and the
 * ids launched. The picture is the mock's own art of the game: staging's URL would leave the laptop.
 */
type SeenLobby = { listed: Map<string, RecordedGame>; tiled: Map<string, RecordedGame>; launched: string[] };

function recordedGame(game: RecordedGame): RecordedGame {
  return { ...RecordedGame.parse(game), image: gameImage(game.id) };
}

/** Reads a lobby answer or a launch into what is seen of the lobby; false when it was not one or did not fit the contract. */
function readLobby(exchange: RecordedExchange, lobby: SeenLobby): boolean {
  const body = exchange.responseBody;
  if (exchange.route === 'games.gameList') {
    const parsed = gameListAnswer.safeParse(body);
    for (const game of parsed.data?.data ?? []) lobby.listed.set(game.id, recordedGame(game));
    return parsed.success;
  }
  if (exchange.route === 'games.categoryTiles') {
    const parsed = tilesAnswer.safeParse(body);
    for (const tile of parsed.data?.data ?? []) {
      if (!tile.direct) continue; // a provider's tile, not a game
      const marks = tile.category === 'hot' ? { marks: ['hot' as const] } : {};
      lobby.tiled.set(tile.id, recordedGame({ ...tile, enabled: true, ...marks }));
    }
    return parsed.success;
  }
  if (exchange.route === 'games.openGame') {
    const parsed = launchAnswer.safeParse(body);
    if (parsed.success) lobby.launched.push(parsed.data.data.gameId);
  }
  return false;
}

function laterCredit(seen: Seen, at: number, baht: number): void {
  if (seen.credit === null || at >= seen.credit.at) seen.credit = { at, baht };
}

/**
 * Reads one exchange into what is seen of its member, each answer parsed with the contract's
 * schema for its route (an answer that does not fit is left aside). False when it told nothing.
 */
function read(exchange: RecordedExchange, seen: Seen, lobby: SeenLobby): boolean {
  if (exchange.status !== 200) return false;
  if (exchange.route.startsWith('games.') && exchange.route !== 'games.credit') return readLobby(exchange, lobby);
  const at = Date.parse(exchange.at);
  const body = exchange.responseBody;
  if (exchange.route === 'user.detail' || exchange.route === 'auth.login') {
    const parsed = (exchange.route === 'user.detail' ? profileAnswer : loginAnswer).safeParse(body);
    if (!parsed.success) return false;
    const data = parsed.data.data;
    if (seen.profile === null || at >= seen.profile.at) seen.profile = { at, data };
    laterCredit(seen, at, data.user_credit.credit);
    return true;
  }
  if (exchange.route === 'games.credit') {
    const parsed = creditAnswer.safeParse(body);
    if (!parsed.success) return false;
    laterCredit(seen, at, parsed.data.data.credit);
    return true;
  }
  if (exchange.route === 'user.transactions') {
    const parsed = transactionsAnswer.safeParse(body);
    if (!parsed.success) return false;
    for (const line of parsed.data.data) seen.transactions.set(line.id, line);
    return true;
  }
  return false;
}

/** A phone number that ends as the recorded (masked) one did: the member is still told apart by it. */
function phoneEndingAs(masked: string, draw: () => string): string {
  return `08${draw()}${masked.replace(/\D/g, '').slice(-4).padStart(4, '0')}`;
}

/** A member's phone number ending as the recorded one, that no other member of the namespace has. */
function memberPhoneEndingAs(state: NamespaceState, masked: string, draw: () => string): string {
  let phone = phoneEndingAs(masked, draw);
  while (state.findByPhone(phone)) phone = phoneEndingAs(masked, draw);
  return phone;
}

/** Adds one recorded member: the profile's facts, a known password, a fresh bank account number, the ledger as recorded. */
function addRecordedMember(state: NamespaceState, seen: Seen & { profile: NonNullable<Seen['profile']> }): MemberRecord {
  const profile = seen.profile.data;
  const username = profile.user_pass.username;
  if (state.findByUsername(username) ?? state.findMember(profile.uuid))
    throw new ApiError(409, messages.control.recordedMemberTaken(username), 'RECORDED_MEMBER_TAKEN');
  state.ensureRoomForMember();
  const faker = createFaker(state.data.seed + state.data.sequence + 1);
  const bankName = profile.user_bank.bankName;
  const address = profile.user_address ?? null;
  const draw = () => faker.string.numeric(4);
  const member = newMember(state, faker, {
    uuid: profile.uuid,
    username,
    password: RECORDED_MEMBER_PASSWORD,
    demoPassword: RECORDED_MEMBER_PASSWORD,
    phone: memberPhoneEndingAs(state, profile.phone, draw),
    name: profile.name,
    level: profile.level as LevelId,
    ...(profile.afCode === undefined ? {} : { afCode: profile.afCode }),
    address: address === null ? null : { ...address, phone: phoneEndingAs(address.phone, draw) },
    points: Math.round(profile.user_credit.point),
    bank: {
      uuid: profile.user_bank.uuid,
      bankName,
      bankId: accountNumberFor(bankName, faker),
      accountName: profile.user_bank.accountName ?? profile.name,
    },
    ...(profile.createdAt === undefined ? {} : { createdAt: Date.parse(profile.createdAt) }),
  });
  state.nextId('QA');
  const lines = [...seen.transactions.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const first = lines[0];
  const opening = first === undefined ? 0 : toSatang(first.balanceAfter) - toSatang(first.amount);
  const post = (kind: Transaction['kind'], satang: number, description: string, at: number, ref: string | null) => {
    state.ensureRoomInLedger();
    state.post({ memberUuid: member.uuid, kind, amount: satang, description, ref, at });
  };
  if (first !== undefined && opening !== 0)
    post('adjustment', opening, messages.ledger.recordedOpening, Date.parse(first.createdAt) - 1_000, null);
  for (const line of lines) {
    const at = Date.parse(line.createdAt);
    post(line.kind, toSatang(line.amount), line.description, at, recordBehind(state, member, line, at));
  }
  // credit as last seen, when the answers after the last history read moved it
  const last = lines.at(-1);
  if (seen.credit !== null && (last === undefined || seen.credit.at >= Date.parse(last.createdAt))) {
    const difference = toSatang(seen.credit.baht) - state.balance(member.uuid);
    if (difference !== 0) post('adjustment', difference, messages.ledger.recordedCredit, seen.credit.at, null);
  }
  return member;
}

/**
 * The deposit or withdrawal record a recorded ledger line stands for, so the level's deposit totals,
 * today's withdrawal limits and a withdrawal's status (pending, failed, ...) are the recorded ones;
 * the line refers to it. Any other line refers to the recorded id.
 */
function recordBehind(state: NamespaceState, member: MemberRecord, line: Transaction, at: number): string {
  const amount = Math.abs(toSatang(line.amount));
  const { bankName, bankId } = member.bank;
  if (line.kind === 'deposit' && line.amount > 0) {
    const id = state.nextId('DP');
    state.append('deposits', { id, memberUuid: member.uuid, amount, status: 'approved', channel: 'bank', bankName, note: null, at });
    return id;
  }
  if (line.kind === 'withdraw' && line.amount < 0) {
    const status = WithdrawStatus.safeParse(line.status);
    const id = state.nextId('WD');
    state.append('withdrawals', {
      id,
      memberUuid: member.uuid,
      amount,
      status: status.success ? status.data : 'approved',
      bankName,
      bankId,
      note: null,
      at,
      updatedAt: at,
    });
    return id;
  }
  return line.id;
}

/**
 * A recorded session as the namespace's state (docs/design/mock.md#recordings): the namespace is rebuilt from its
 * seed, then holds each member the recording shows with a profile (login or profile read), their
 * level, transactions and credit as recorded, staging's games its lobby answers showed, and its
 * clock runs from the last exchange's instant.
 */
export function loadRecording(
  registry: NamespaceRegistry,
  state: NamespaceState,
  exchanges: readonly RecordedExchange[],
  only?: string,
): { members: MemberRecord[]; used: number; ignored: number; games: number } {
  const byMember = new Map<string, Seen>();
  const lobby: SeenLobby = { listed: new Map(), tiled: new Map(), launched: [] };
  let used = 0;
  for (const exchange of exchanges) {
    const member = exchange.member?.toLowerCase() ?? null;
    if (member === null || (only !== undefined && member !== only.toLowerCase())) continue;
    const seen = byMember.get(member) ?? { profile: null, transactions: new Map(), credit: null };
    byMember.set(member, seen);
    if (read(exchange, seen, lobby)) used += 1;
  }
  const loadable = [...byMember.values()].filter((seen): seen is Seen & { profile: NonNullable<Seen['profile']> } => seen.profile !== null);
  if (loadable.length === 0) throw new ApiError(400, messages.control.recordingWithoutMembers, 'RECORDING_WITHOUT_MEMBERS');
  // a list's answer says more of a game than a tile (maintenance, marks)
  const games = new Map(lobby.listed);
  for (const [id, game] of lobby.tiled) if (!games.has(id)) games.set(id, game);
  if (games.size > MAX_RECORDED_GAMES)
    throw new ApiError(409, messages.control.recordedGamesFull(MAX_RECORDED_GAMES), 'RECORDED_GAMES_FULL');
  // a refused load (a member the seed holds, a full ledger) changes nothing
  // a deep copy is no longer the state's read-only view: it is the state to put back
  const before = structuredClone(state.data) as NamespaceData;
  try {
    registry.rebuild(state.data.namespace, state.data.seed, state.data.brand);
    const lastAt = Math.max(...exchanges.map((exchange) => Date.parse(exchange.at)));
    const clock = { frozenAt: null, offsetMs: lastAt - Date.now() };
    if (clockInRange(clock)) state.setClock(clock);
    const members = loadable.map((seen) => addRecordedMember(state, seen));
    state.setRecordedGames([...games.values()]);
    // a launch tells only an id: used when the namespace now lists that game (a staging id no list showed still answers 404)
    used += lobby.launched.filter((id) => state.catalogue.find(id) !== undefined).length;
    return { members, used, ignored: exchanges.length - used, games: games.size };
  } catch (error) {
    state.replace(before);
    throw error;
  }
}
