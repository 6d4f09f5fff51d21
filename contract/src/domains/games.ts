import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { memberErrors, ErrorBody } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { Money } from '../common/money';
import { PathUsername } from '../common/ids';
import { ALL_GAMES, GAME_CATEGORIES, GAME_MARKS, SLOT_PROVIDERS } from '../rules/limits';
import { policy } from '../common/policy';

const c = initContract();

export const GameCategory = z.enum(GAME_CATEGORIES);
export const SlotProvider = z.enum(SLOT_PROVIDERS);

export const Credit = looseObject({
  username: z.string(),
  balanceType: z.string(),
  credit: Money,
  /** Reward points (spec 3: user_credit.point). */
  point: z.number(),
  /** Credit still inside open game sessions, settled on cash-out. */
  inGame: Money,
});
export type Credit = z.infer<typeof Credit>;

export const Game = looseObject({
  id: z.string(),
  name: z.string(),
  /** The kind of game: slot, or one of the categories. */
  gameType: z.string(),
  /** Provider or category code (slot providers JK, AC, SG, XE). */
  gameCate: z.string(),
  image: z.string(),
  /** False while the game or its provider is under maintenance: listed, not playable. */
  enabled: z.boolean(),
  /** What a lobby marks on the tile: new, hot, a jackpot; absent: none. */
  marks: z.array(z.enum(GAME_MARKS)).optional(),
});
export type Game = z.infer<typeof Game>;

/** A tile on the category screen: a provider or lobby that opens a game list or a game. */
export const GameTile = looseObject({
  id: z.string(),
  name: z.string(),
  category: GameCategory,
  gameType: z.string(),
  gameCate: z.string(),
  image: z.string(),
  /** Opens a game directly (true) or lists the provider's games (false). */
  direct: z.boolean(),
});
export type GameTile = z.infer<typeof GameTile>;

/** The site's mini-games (wheel, flip cards, check-in) and whether each is open. */
export const MiniGame = looseObject({
  code: z.enum(['wheel', 'flip-card', 'flip-card-reward', 'check-in']),
  name: z.string(),
  enabled: z.boolean(),
  image: z.string(),
});

export const OpenGameBody = z.object({
  gameId: z.string().min(1).max(100),
  /** Member's device, so the provider serves the right client. */
  platform: z.enum(['AND', 'IOS', 'DSK']).default('DSK'),
});

export const gamesContract = c.router({
  credit: {
    method: 'POST',
    path: '/api/auth/user/getCredit/:username',
    metadata: policy.ownedBy('username'),
    summary: 'Member credit and points (balanceType M: main wallet)',
    pathParams: PathUsername,
    body: z.object({ balanceType: z.enum(['M']).default('M') }),
    responses: { 200: dataEnvelope(Credit), ...memberErrors },
  },
  cashOut: {
    method: 'POST',
    path: '/api/auth/user/game/cashOut',
    metadata: policy.member,
    summary: 'Close open game sessions and settle their credit back into the main wallet',
    body: z.object({ gameId: z.string().min(1).max(100).optional() }),
    responses: { 200: dataEnvelope(looseObject({ settled: Money, credit: Money, sessions: z.number().int() })), ...memberErrors },
  },
  openGame: {
    method: 'POST',
    path: '/api/auth/user/opengame',
    metadata: policy.member,
    summary: 'Open a game: returns the provider URL of a new game session',
    body: OpenGameBody,
    responses: {
      200: dataEnvelope(looseObject({ url: z.string(), sessionId: z.string(), gameId: z.string() })),
      404: ErrorBody,
      422: ErrorBody,
      ...memberErrors,
    },
  },
  gameList: {
    method: 'POST',
    path: '/api/auth/user/game/list',
    metadata: policy.member,
    summary: `Games of one type and provider (e.g. slot + JK); gameType and gameCate "${ALL_GAMES}": the whole catalogue, for a lobby's search`,
    body: z.object({ gameType: z.string().min(1).max(30), gameCate: z.string().min(1).max(30) }),
    responses: { 200: dataEnvelope(z.array(Game)), ...memberErrors },
  },
  categoryTiles: {
    method: 'GET',
    path: '/api/auth/user/games/:gameCate',
    metadata: policy.member,
    summary: 'Game tiles of a category: casino, sport, fishing, card, lotto or hot',
    pathParams: z.object({ gameCate: GameCategory }),
    responses: { 200: dataEnvelope(z.array(GameTile)), ...memberErrors },
  },
  miniGames: {
    method: 'GET',
    path: '/api/auth/game',
    metadata: policy.member,
    summary: "The site's mini-games and whether each is open",
    responses: { 200: dataEnvelope(z.array(MiniGame)), ...memberErrors },
  },
});
