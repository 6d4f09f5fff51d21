import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrors, memberErrors } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { Money } from '../common/money';
import { IsoDateTime } from '../common/dates';
import { PathUuid } from '../common/ids';
import { policy } from '../common/policy';

const c = initContract();

export const DepositStatus = z.enum(['pending', 'approved', 'rejected']);
export const DepositChannel = z.enum(['bank', 'slip', 'promptpay', 'adjustment']);

export const Deposit = looseObject({
  id: z.string(),
  amount: Money,
  status: DepositStatus,
  channel: DepositChannel,
  bankName: z.string(),
  createdAt: IsoDateTime,
  note: z.string().nullable(),
});
export type Deposit = z.infer<typeof Deposit>;

/** A bank account of the site that members transfer to. */
export const SiteBankAccount = looseObject({
  bankName: z.string(),
  bankId: z.string(),
  accountName: z.string(),
});

export const MemberDeposits = looseObject({
  /** Where to transfer: only deposits from the member's registered account are matched. */
  accounts: z.array(SiteBankAccount),
  promptPayId: z.string().nullable(),
  fromAccount: looseObject({ bankName: z.string(), bankId: z.string(), accountName: z.string() }),
  history: z.array(Deposit),
});
export type MemberDeposits = z.infer<typeof MemberDeposits>;

/** A public ticker line: recent activity with the username masked. */
export const PublicMovement = looseObject({
  username: z.string(),
  amount: Money,
  bankName: z.string(),
  createdAt: IsoDateTime,
});
export type PublicMovement = z.infer<typeof PublicMovement>;

export const depositContract = c.router({
  member: {
    method: 'GET',
    path: '/api/auth/deposit/:uuid',
    metadata: policy.ownedBy('uuid'),
    summary: 'Where the member transfers to, from which account, and their deposit history',
    pathParams: PathUuid,
    responses: { 200: dataEnvelope(MemberDeposits), ...memberErrors },
  },
  recent: {
    method: 'GET',
    path: '/api/deposit',
    metadata: policy.publicShared,
    summary: 'Public ticker of recent deposits (usernames masked)',
    responses: { 200: dataEnvelope(z.array(PublicMovement)), ...commonErrors },
  },
});
