import { fromSatang, toSatang } from '@site/contract';
import type { Withdrawal } from '@site/contract';
import type { BankTransfer, MemberMoney, SlipAction, WithdrawalAction } from '@site/contract/mock-control';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import type { NamespaceState } from '../../state/namespace-state';
import type { MemberRecord, SlipRecord } from '../../state/types';
import { memberTransactions } from '../../domains/user/history';
import { settleWithdrawals, toWireWithdrawal, withdrawalHistory } from '../../domains/withdraw/service';
import { depositHistory } from '../../domains/deposit/service';
import { creditSlip, mintTransfer, toSlipRequest, usedByAnyone } from '../../domains/slip/service';
import { buildSlipQr, slipPicture } from '../../domains/slip/qr';
import { iso } from '../../lib/iso-instant';
import { recordDeposit } from '../../state/wallet';

/** A member's money for the console: everything the member's own pages read, from the same functions. */
export function memberMoney(state: NamespaceState, member: MemberRecord, qaMember: MemberMoney['member']): MemberMoney {
  // withdrawalHistory settles due transfers first, so the ledger's statuses below are current
  const withdrawals = withdrawalHistory(state, member);
  return {
    member: qaMember,
    ledger: memberTransactions(state, member, {}),
    balance: fromSatang(state.balance(member.uuid)),
    withdrawals,
    deposits: depositHistory(state, member),
    slips: state.data.slips
      .filter((s) => s.memberUuid === member.uuid)
      .map(toSlipRequest)
      .reverse(),
  };
}

/** Which states each action moves a withdrawal from. */
const WITHDRAWAL_FROM: Record<z.infer<typeof WithdrawalAction>, readonly Withdrawal['status'][]> = {
  approve: ['pending'],
  fail: ['pending'],
  reject: ['pending', 'failed'],
};

/**
 * Moves a withdrawal as the bank or staff would. Rejecting gives the held amount back with a
 * ledger line, so the balance stays the sum of the ledger.
 */
export function moveWithdrawal(
  state: NamespaceState,
  id: string,
  action: z.infer<typeof WithdrawalAction>,
  note: string | undefined,
): Withdrawal {
  settleWithdrawals(state);
  const record = state.data.withdrawals.find((w) => w.id === id);
  if (!record) throw new ApiError(404, messages.control.withdrawalNotFound(id), 'WITHDRAWAL_NOT_FOUND');
  if (!WITHDRAWAL_FROM[action].includes(record.status)) {
    throw new ApiError(
      409,
      messages.control.withdrawalNotMovable(
        id,
        messages.control.withdrawalStatus[record.status],
        messages.control.withdrawalActions[action],
      ),
      'WITHDRAWAL_NOT_MOVABLE',
    );
  }
  const updatedAt = state.now();
  if (action === 'approve') {
    state.update('withdrawals', record, { status: 'approved', note: note ?? null, updatedAt });
  } else if (action === 'fail') {
    state.update('withdrawals', record, { status: 'failed', note: note ?? messages.control.withdrawalFailedByQa, updatedAt });
  } else {
    state.update('withdrawals', record, { status: 'rejected', note: note ?? messages.control.withdrawalRejectedByQa, updatedAt });
    state.post({
      memberUuid: record.memberUuid,
      kind: 'withdraw',
      amount: record.amount,
      description: messages.ledger.withdrawalRefund(id),
      ref: id,
    });
  }
  return toWireWithdrawal(record);
}

/** Settles a slip the member verified or confirmed: approve credits its deposit, reject refuses it. */
export function settleSlip(state: NamespaceState, id: string, action: z.infer<typeof SlipAction>, message: string | undefined) {
  const slip: Readonly<SlipRecord> | undefined = state.data.slips.find((s) => s.id === id);
  if (!slip) throw new ApiError(404, messages.control.slipNotFound(id), 'SLIP_NOT_FOUND');
  if (slip.status !== 'verified' && slip.status !== 'confirmed') {
    throw new ApiError(409, messages.control.slipNotSettleable(id, messages.control.slipStatus[slip.status]), 'SLIP_SETTLED');
  }
  if (action === 'approve') {
    // another member's slip of the same transfer may have been confirmed meanwhile: one transfer, one deposit
    if (usedByAnyone(state, slip.transRef, slip)) throw new ApiError(409, messages.slip.used, 'SLIP_USED');
    creditSlip(state, state.member(slip.memberUuid), slip);
    if (message !== undefined) state.update('slips', slip, { message });
  } else {
    state.update('slips', slip, { status: 'rejected', message: message ?? messages.control.slipRejectedByQa, updatedAt: state.now() });
  }
  return toSlipRequest(slip);
}

/**
 * The mock's bank transfers `amount` baht from the member's registered account (docs/design/mock.md#slips) and
 * hands QA the slip: its QR payload and a picture carrying it.
 */
export function mintSlip(state: NamespaceState, member: MemberRecord, amount: number, transferredAt: string | undefined): BankTransfer {
  const transfer = mintTransfer(state, member, toSatang(amount), transferredAt === undefined ? state.now() : Date.parse(transferredAt));
  const qrPayload = buildSlipQr(transfer.sender.bankName, transfer.transRef);
  return {
    transRef: transfer.transRef,
    amount: fromSatang(transfer.amount),
    transferredAt: iso(transfer.transferredAt),
    sender: transfer.sender,
    qrPayload,
    image: `data:image/png;base64,${slipPicture(qrPayload).toString('base64')}`,
  };
}

/**
 * A line QA posts on a member's ledger: a deposit (as a matched bank statement, positive) or a
 * staff adjustment (either sign, never below a zero balance). `amount` is in satang, its sign
 * and size checked by the contract.
 */
export function postLedgerLine(
  state: NamespaceState,
  member: MemberRecord,
  amount: number,
  kind: 'deposit' | 'adjustment',
  note: string | undefined,
): void {
  if (kind === 'deposit') {
    recordDeposit(state, member, amount, 'bank', {
      note: note ?? messages.control.bankStatementNote,
      description: messages.ledger.depositFromStatement,
    });
    return;
  }
  if (state.balance(member.uuid) + amount < 0) throw new ApiError(409, messages.control.adjustmentOverdraw, 'ADJUSTMENT_OVERDRAW');
  state.post({ memberUuid: member.uuid, kind: 'adjustment', amount, description: note ?? messages.ledger.adjustmentByStaff, ref: null });
}
