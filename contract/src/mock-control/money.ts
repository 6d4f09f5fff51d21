import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { looseObject } from '../common/envelope';
import { IsoDateTime } from '../common/dates';
import { Money, PositiveAmount, SignedAmount } from '../common/money';
import { Transaction } from '../domains/user';
import { Withdrawal } from '../domains/withdraw';
import { Deposit } from '../domains/deposit';
import { SlipRequest } from '../domains/slip';
import { controlValidationMessages } from '../common/messages';
import { controlErrors as errors, controlRouterOptions } from './common';
import { QaMember } from './members';

const c = initContract();

/**
 * Ledger lines one namespace holds (docs/design/mock.md#bounds): once full, requests that may move money are
 * refused with 409 before they run, until the namespace is reset.
 */
export const MAX_LEDGER_ENTRIES = 20_000;

/**
 * A member's money as the console's ledger page shows it: the append-only ledger (newest first,
 * each line with the balance after it, the member's own statement), the balance the member API
 * reports, and the withdrawals, deposits and slips with their states (newest first).
 */
export const MemberMoney = looseObject({
  member: QaMember,
  ledger: z.array(Transaction),
  /** The credit the member API reports (the mock's cached balance), to check the ledger against. */
  balance: Money,
  withdrawals: z.array(Withdrawal),
  deposits: z.array(Deposit),
  slips: z.array(SlipRequest),
});
export type MemberMoney = z.infer<typeof MemberMoney>;

/**
 * What QA does with a withdrawal, as the bank or staff would: `approve` (pending: transferred),
 * `fail` (pending: the bank did not answer, the member may retry), `reject` (pending or failed:
 * refused, the amount goes back to credit with a ledger line).
 */
export const WithdrawalAction = z.enum(['approve', 'fail', 'reject']);
/**
 * Transfers the mock's bank simulator keeps per namespace (docs/design/mock.md#slips): minting one more is a
 * 409; a slip is accepted only for a transfer the bank made, so this also bounds slip deposits.
 */
export const MAX_BANK_TRANSFERS = 200;

/** The key of the PNG text chunk that carries a minted slip's QR payload (the mock's "scanner" reads it). */
export const SLIP_IMAGE_TEXT_KEY = 'slip-qr';

/**
 * A transfer the mock's bank simulator made from a member's registered account to the site
 * (docs/design/mock.md#slips): the only slips the mock accepts. The slip is its QR payload (paste it on the
 * slip screen) or its picture (a PNG data URL carrying the same payload: upload it).
 */
export const BankTransfer = looseObject({
  transRef: z.string(),
  amount: Money,
  transferredAt: IsoDateTime,
  sender: z.object({ bankName: z.string(), bankId: z.string() }),
  qrPayload: z.string(),
  image: z.string(),
});
export type BankTransfer = z.infer<typeof BankTransfer>;

/** What QA does with a slip not yet settled (verified or confirmed): `approve` credits the deposit, `reject` refuses it. */
export const SlipAction = z.enum(['approve', 'reject']);

/** A member's money: the ledger, and what the bank and staff do with transfers, withdrawals and slips. */
export const moneyControl = c.router(
  {
    ledger: {
      method: 'POST',
      path: '/__mock/members/:username/ledger',
      summary: 'Credit (deposit, as a matched bank statement) or debit (adjustment) a member',
      pathParams: z.object({ username: z.string() }),
      body: z
        .object({
          amount: SignedAmount,
          kind: z.enum(['deposit', 'adjustment']).default('deposit'),
          note: z.string().max(200).optional(),
        })
        // an adjustment goes either way; a deposit only in
        .refine((line) => line.kind !== 'deposit' || line.amount > 0, {
          message: controlValidationMessages.depositNotPositive,
          path: ['amount'],
        }),
      responses: { 200: QaMember, ...errors },
    },
    money: {
      method: 'GET',
      path: '/__mock/members/:username/money',
      summary: "A member's ledger with running balance, the reported balance, withdrawals, deposits and slips",
      pathParams: z.object({ username: z.string() }),
      responses: { 200: MemberMoney, ...errors },
    },
    mintSlip: {
      method: 'POST',
      path: '/__mock/members/:username/slips',
      summary: `The mock's bank transfers money from the member's registered account: the slip (QR payload and picture) the member may deposit once (at most ${MAX_BANK_TRANSFERS} per namespace: 409)`,
      pathParams: z.object({ username: z.string() }),
      body: z.object({
        amount: PositiveAmount,
        /** When the transfer was made (default: now on the mock clock); slips older than a day are refused. */
        transferredAt: IsoDateTime.optional(),
      }),
      responses: { 200: BankTransfer, ...errors },
    },
    moveWithdrawal: {
      method: 'POST',
      path: '/__mock/withdrawals/:id',
      summary: 'Approve, fail or reject a withdrawal (409 when its state does not allow it)',
      pathParams: z.object({ id: z.string() }),
      body: z.object({ action: WithdrawalAction, note: z.string().max(200).optional() }),
      responses: { 200: Withdrawal, ...errors },
    },
    settleSlip: {
      method: 'POST',
      path: '/__mock/slips/:id',
      summary: 'Approve (credit the deposit) or reject a slip that is verified or confirmed (409 otherwise)',
      pathParams: z.object({ id: z.string() }),
      body: z.object({ action: SlipAction, message: z.string().max(200).optional() }),
      responses: { 200: SlipRequest, ...errors },
    },
  },
  controlRouterOptions,
);
