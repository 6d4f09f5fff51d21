import { FLIP_CARD_COUNT, fromSatang } from '@site/contract';
import type { Reject } from '../../lib/api-error';
import { bangkokDay } from '@site/contract/bangkok-time';
import { iso } from '../../lib/iso-instant';
import { drawWeighted } from '../../lib/rng';
import { FLIP_CARD_FACES, FLIP_CARD_PLAYS_PER_DAY, FLIP_CARD_REWARD_PLAYS_PER_DAY, FLIP_REWARD_FACES } from '../../content/prizes';
import type { NamespaceState } from '../../state/namespace-state';
import type { DrawLog, MemberRecord } from '../../state/types';
import { okResponse } from '../shared';
import { claimReward, toWireRequest } from '../rewards/service';
import { messages } from '../../lib/messages';

type FlipGame = 'flip-card' | 'flip-card-reward';

/** Why a won prize could not be claimed; never an answer of the route (a stock-out is a miss, the rest bugs). */
class PrizeNotClaimed extends Error {
  constructor(readonly code: string) {
    super(`flip-card prize not claimed: ${code}`);
  }
}

const prizeNotClaimed: Reject<404 | 409 | 422> = (_status, _message, code) => {
  throw new PrizeNotClaimed(code);
};

function playsLeft(state: NamespaceState, member: MemberRecord, game: FlipGame): number {
  const today = bangkokDay(state.now());
  const used = state.data.draws.filter((d) => d.memberUuid === member.uuid && d.game === game && d.day === today).length;
  return Math.max(0, (game === 'flip-card' ? FLIP_CARD_PLAYS_PER_DAY : FLIP_CARD_REWARD_PLAYS_PER_DAY) - used);
}

/** Every card is drawn from the weights on the server; the member only chooses which to open. */
function deal<T extends { weight: number }>(state: NamespaceState, faces: readonly T[]): T[] {
  const weights = faces.map((f) => f.weight);
  return Array.from({ length: FLIP_CARD_COUNT }, () => {
    const face = faces[drawWeighted(state.data.rng, weights)];
    if (!face) throw new RangeError('no card faces');
    return face;
  });
}

function logOf(state: NamespaceState, member: MemberRecord, game: FlipGame, index: number, label: string, amount: number): DrawLog {
  const at = state.now();
  return state.append('draws', { id: state.nextId('FC'), memberUuid: member.uuid, game, index, label, amount, day: bangkokDay(at), at });
}

function toWireLog(draw: DrawLog) {
  return {
    id: draw.id,
    game: draw.game === 'wheel' ? 'flip-card' : draw.game,
    cardIndex: draw.index,
    label: draw.label,
    amount: fromSatang(draw.amount),
    createdAt: iso(draw.at),
  } as const;
}

/** One play of the credit game: deal, open the chosen card, credit its prize to the ledger. */
export function playFlipCard(state: NamespaceState, member: MemberRecord, cardIndex: number, reject: Reject<409>) {
  if (playsLeft(state, member, 'flip-card') === 0) reject(409, messages.flipCard.noPlaysLeft(FLIP_CARD_PLAYS_PER_DAY), 'FLIP_NO_PLAYS');
  const cards = deal(state, FLIP_CARD_FACES);
  const picked = cards[cardIndex];
  if (!picked) throw new RangeError('card index outside the deal');
  const draw = logOf(state, member, 'flip-card', cardIndex, picked.label, picked.amount);
  if (picked.amount > 0)
    state.post({
      memberUuid: member.uuid,
      kind: 'bonus',
      amount: picked.amount,
      description: messages.ledger.flipCardPrize(picked.label),
      ref: draw.id,
    });
  const face = (card: (typeof cards)[number], index: number) => ({ index, label: card.label, amount: fromSatang(card.amount) });
  return okResponse(
    {
      picked: face(picked, cardIndex),
      cards: cards.map(face),
      credit: fromSatang(state.balance(member.uuid)),
      playsLeft: playsLeft(state, member, 'flip-card'),
      log: toWireLog(draw),
    },
    picked.amount > 0 ? messages.prizeWon(picked.label) : messages.flipCard.emptyCard,
  );
}

/** One play of the reward game: a prize card becomes a reward request (an exhausted prize is a miss). */
export function playRewardCard(state: NamespaceState, member: MemberRecord, cardIndex: number, reject: Reject<409>) {
  if (playsLeft(state, member, 'flip-card-reward') === 0)
    reject(409, messages.flipCard.noPlaysLeft(FLIP_CARD_REWARD_PLAYS_PER_DAY), 'FLIP_NO_PLAYS');
  const cards = deal(state, FLIP_REWARD_FACES);
  const picked = cards[cardIndex];
  if (!picked) throw new RangeError('card index outside the deal');
  logOf(state, member, 'flip-card-reward', cardIndex, picked.label, 0);
  let requestRecord = null;
  if (picked.rewardId) {
    try {
      requestRecord = claimReward(state, member, picked.rewardId, 1, 'flip-card-reward', prizeNotClaimed);
    } catch (error) {
      // an exhausted prize is a miss, as on a real site; any other failure is a bug
      if (!(error instanceof PrizeNotClaimed && error.code === 'REWARD_OUT_OF_STOCK')) throw error;
    }
  }
  const face = (card: (typeof cards)[number], index: number) => ({ index, label: card.label, amount: 0 });
  return okResponse(
    {
      picked: face(picked, cardIndex),
      cards: cards.map(face),
      request: requestRecord ? toWireRequest(requestRecord) : null,
      playsLeft: playsLeft(state, member, 'flip-card-reward'),
    },
    requestRecord ? messages.prizeWon(picked.label) : messages.flipCard.noPrize,
  );
}

/** The member's plays of both games, newest first, and the plays left today. */
export function flipCardLogs(state: NamespaceState, member: MemberRecord) {
  const logs = state.data.draws
    .filter((d) => d.memberUuid === member.uuid && d.game !== 'wheel')
    .map(toWireLog)
    .reverse();
  return { logs, playsLeft: playsLeft(state, member, 'flip-card'), rewardPlaysLeft: playsLeft(state, member, 'flip-card-reward') };
}

/** Reward requests the reward game created for the member, newest first. */
export function flipCardRewardRequests(state: NamespaceState, member: MemberRecord) {
  return state.data.rewardRequests
    .filter((r) => r.memberUuid === member.uuid && r.source === 'flip-card-reward')
    .map(toWireRequest)
    .reverse();
}
