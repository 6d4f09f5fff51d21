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

const c = initContract();

/**
 * The member site's API: one router per domain, merged. The only place API shapes are written.
 * Each domain is also its own entry (`@site/contract/domains/<domain>`), so a client can load
 * one domain without the rest.
 */
export const contract = c.router(
  {
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
  },
  contractRouterOptions,
);
export type Contract = typeof contract;

export * from './common/router-options';
export * from './common/errors';
export * from './common/envelope';
export * from './common/money';
export * from './common/ids';
export * from './common/dates';
export * from './common/messages';
export * from './domains/address';
export * from './domains/affiliate';
export * from './domains/announcements';
export * from './domains/auth';
export * from './domains/bank';
export * from './domains/check-in';
export * from './domains/deposit';
export * from './domains/flip-card';
export * from './domains/games';
export * from './domains/registration';
export * from './domains/rewards';
export * from './domains/settings';
export * from './domains/slip';
export * from './domains/user';
export * from './domains/wheel';
export * from './domains/withdraw';
