import { rejectionIsABug, type Reject } from '../../lib/api-error';
import { bangkokDay } from '@site/contract/bangkok-time';
import { createHmac } from 'node:crypto';
import { drawWeighted } from '../../lib/rng';
import type { Game } from '@site/contract';
import { ROUND_OUTCOMES } from '../../content/games';
import { AFFILIATE_PERCENT, creditInviter } from '../../state/wallet';
import type { NamespaceState } from '../../state/namespace-state';
import type { GameRound, GameSession, MemberRecord } from '../../state/types';
import { messages } from '../../lib/messages';

/** A game as the namespace lists it: closed while QA holds it, or its provider, under maintenance. */
export function listedGame(state: NamespaceState, game: Game): Game {
  const closed = state.data.site.closedGames;
  return game.enabled && (closed.includes(game.id) || closed.includes(game.gameCate)) ? { ...game, enabled: false } : game;
}

/** The namespace's game by id, as it lists it; undefined when the catalogue has none. */
export function findGame(state: NamespaceState, id: string): Game | undefined {
  const game = state.catalogue.find(id);
  return game && listedGame(state, game);
}

/**
 * The demo provider: opening a game makes a session; the game page bets (debit now) and
 * settles (win credited) through the ledger; cash-out settles whatever is still open.
 */
/** How long a launch id works, on the namespace clock (docs/design/mock.md#games): a long evening of play. */
export const GAME_LAUNCH_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * Opens a game for the member. The id is the only credential the provider page carries, so it
 * is keyed with the mock's secret (docs/design/mock.md#games): unguessable when the secret is, the same for
 * the same seed, secret, namespace and member in development.
 */
export function openSession(
  state: NamespaceState,
  member: MemberRecord,
  gameId: string,
  launchKey: Buffer,
  reject: Reject<404 | 422>,
): GameSession {
  const game = findGame(state, gameId);
  if (!game) reject(404, messages.games.notFound, 'GAME_NOT_FOUND');
  if (!game.enabled) reject(422, messages.games.closed, 'GAME_CLOSED');
  const sequenceId = state.nextId('GS');
  const key = createHmac('sha256', launchKey).update(`${state.data.namespace}:${member.uuid}:${sequenceId}`).digest('hex').slice(0, 32);
  const at = state.now();
  const session: GameSession = {
    id: `${sequenceId}-${key}`,
    memberUuid: member.uuid,
    gameId,
    open: true,
    at,
    sessionVersion: member.sessionVersion,
    expiresAt: at + GAME_LAUNCH_TTL_MS,
  };
  state.append('sessions', session);
  return session;
}

export function openRounds(state: NamespaceState, memberUuid: string): GameRound[] {
  return state.data.rounds.filter((r) => r.memberUuid === memberUuid && r.win === null);
}

/** Credit still inside unsettled rounds. */
export function inGame(state: NamespaceState, memberUuid: string): number {
  return openRounds(state, memberUuid).reduce((sum, r) => sum + r.bet, 0);
}

export function findSession(state: NamespaceState, sessionId: string, reject: Reject<404 | 409>): GameSession {
  const session = state.data.sessions.find((s) => s.id === sessionId);
  if (!session) reject(404, messages.games.sessionNotFound, 'SESSION_NOT_FOUND');
  if (!session.open) reject(409, messages.games.sessionClosed, 'SESSION_CLOSED');
  if (state.now() >= session.expiresAt) reject(409, messages.games.sessionExpired, 'SESSION_EXPIRED');
  // bound to the member's session that opened it: a password change or a suspension ends it
  const member = state.findMember(session.memberUuid);
  if (member?.sessionVersion !== session.sessionVersion || member.status !== 'active') {
    reject(409, messages.games.sessionEnded, 'SESSION_ENDED');
  }
  return session;
}

export function placeBet(state: NamespaceState, session: GameSession, bet: number, reject: Reject<404 | 422>): GameRound {
  const game = findGame(state, session.gameId);
  if (!game) reject(404, messages.games.notFound, 'GAME_NOT_FOUND');
  const credit = state.balance(session.memberUuid);
  if (bet > credit) reject(422, messages.games.insufficientCredit, 'INSUFFICIENT_CREDIT');
  const at = state.now();
  const round: GameRound = {
    id: state.nextId('GR'),
    sessionId: session.id,
    memberUuid: session.memberUuid,
    gameId: game.id,
    gameType: game.gameType,
    bet,
    win: null,
    day: bangkokDay(at),
    at,
  };
  state.append('rounds', round);
  state.post({ memberUuid: session.memberUuid, kind: 'game', amount: -bet, description: messages.ledger.bet(game.name), ref: round.id });
  return round;
}

/** Draws the round's outcome from the namespace RNG and credits the win. */
export function settleRound(state: NamespaceState, round: GameRound, reject: Reject<409>): { multiplier: number; win: number } {
  if (round.win !== null) reject(409, messages.games.roundSettled, 'ROUND_SETTLED');
  const outcome = ROUND_OUTCOMES[
    drawWeighted(
      state.data.rng,
      ROUND_OUTCOMES.map((o) => o.weight),
    )
  ] ?? { multiplier: 0 };
  const win = Math.round(round.bet * outcome.multiplier);
  state.update('rounds', round, { win });
  const game = findGame(state, round.gameId);
  if (win > 0)
    state.post({
      memberUuid: round.memberUuid,
      kind: 'game',
      amount: win,
      description: messages.ledger.win(game?.name ?? round.gameId, outcome.multiplier),
      ref: round.id,
    });
  const loss = round.bet - win;
  const member = state.findMember(round.memberUuid);
  if (member && loss > 0) {
    creditInviter(
      state,
      member,
      'wl',
      Math.floor((loss * AFFILIATE_PERCENT.wl) / 100),
      state.now(),
      messages.ledger.affiliateFromLoss(member.username),
    );
  }
  return { multiplier: outcome.multiplier, win };
}

export function cashOut(state: NamespaceState, member: MemberRecord, gameId?: string): { settled: number; sessions: number } {
  const sessions = state.data.sessions.filter(
    (s) => s.memberUuid === member.uuid && s.open && (gameId === undefined || s.gameId === gameId),
  );
  let settled = 0;
  for (const session of sessions) {
    for (const round of state.data.rounds) {
      if (round.sessionId === session.id && round.win === null) settled += settleRound(state, round, rejectionIsABug).win; // only unsettled rounds
    }
    state.update('sessions', session, { open: false });
  }
  return { settled, sessions: sessions.length };
}
