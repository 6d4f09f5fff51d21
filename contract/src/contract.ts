import { initContract } from '@ts-rest/core';
import { addressContract } from './domains/address';
import { affiliateContract } from './domains/affiliate';
import { announcementsContract } from './domains/announcements';
import { authContract } from './domains/auth';
import { bankContract } from './domains/bank';
import { checkInContract } from './domains/check-in';
import { depositContract } from './domains/deposit';
import { flipCardContract } from './domains/flip-card';
import { gamesContract } from './domains/games';
import { registrationContract } from './domains/registration';
import { rewardsContract } from './domains/rewards';
import { settingsContract } from './domains/settings';
import { slipContract } from './domains/slip';
import { userContract } from './domains/user';
import { wheelContract } from './domains/wheel';
import { withdrawContract } from './domains/withdraw';
import { contractRouterOptions } from './common/router-options';
import type { RoutePolicy } from './common/policy';

const c = initContract();

/**
 * The member site's API: one router per domain, merged. The only place API shapes are written.
 * Each domain is also its own entry (`@site/contract/domains/<domain>`), so a client can load
 * one domain without the rest.
 */
const domains = {
  auth: authContract,
  settings: settingsContract,
  user: userContract,
  games: gamesContract,
  deposit: depositContract,
  withdraw: withdrawContract,
  slip: slipContract,
  affiliate: affiliateContract,
  rewards: rewardsContract,
  wheel: wheelContract,
  flipCard: flipCardContract,
  checkIn: checkInContract,
  announcements: announcementsContract,
  address: addressContract,
  registration: registrationContract,
  bank: bankContract,
} satisfies PolicedRouter;

/** A router whose every route carries its policy as `metadata`: a route without one does not compile. */
type PolicedRouter = { [key: string]: { metadata: RoutePolicy; method: string; path: string } | PolicedRouter };

export const contract = c.router(domains, contractRouterOptions);
export type Contract = typeof contract;
