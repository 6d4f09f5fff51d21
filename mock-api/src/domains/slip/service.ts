import { fromSatang } from '@site/contract';
import { bangkokDay } from '@site/contract/bangkok-time';
import { MAX_BANK_TRANSFERS, MOCK_CLOCK_RANGE } from '@site/contract/mock-control';
import type { SlipData, SlipRequest } from '@site/contract';
import { ApiError, type Reject } from '../../lib/api-error';
import { iso } from '../../lib/iso-instant';
import { recordDeposit } from '../../state/wallet';
import type { NamespaceState } from '../../state/namespace-state';
import type { BankTransferRecord, MemberRecord, SlipRecord } from '../../state/types';

import { parseSlipQr, readSlipPicture } from './qr';
import { messages } from '../../lib/messages';

/** Slips older than this are refused, as real verification services do. */
const MAX_SLIP_AGE_MS = 24 * 60 * 60 * 1000;

function readSlip(input: { image?: string; qrPayload?: string }, reject: Reject<422>): { bankCode: string; transRef: string } {
  // a photo is read as a slip reader reads its QR: the mock's slip pictures carry the payload (docs/design/mock.md#slips)
  const payload = input.qrPayload ?? readSlipPicture(Buffer.from((input.image ?? '').split(',')[1] ?? '', 'base64'));
  const parsed = payload === null ? null : parseSlipQr(payload);
  if (!parsed) reject(422, messages.slip.unreadable, 'SLIP_UNREADABLE');
  return parsed;
}

/** The sender account of a slip as the slip prints it: the last four digits. */
function maskedAccount(bankId: string): string {
  return `xxx-x-x${bankId.slice(-4)}-x`;
}

/**
 * The mock's bank makes a transfer from the member's registered account to the site
 * (docs/design/mock.md#slips): the only slips the mock accepts are slips of these. References come from the namespace's
 * sequence and the sender's bank, so a seed replays the same ones.
 */
export function mintTransfer(state: NamespaceState, member: MemberRecord, amount: number, transferredAt: number): BankTransferRecord {
  if (state.data.bankTransfers.length >= MAX_BANK_TRANSFERS) {
    throw new ApiError(409, messages.control.bankTransfersFull(MAX_BANK_TRANSFERS), 'BANK_TRANSFERS_FULL');
  }
  // the clock's range bounds it too: a Bangkok day is formatted from it
  if (transferredAt > state.now() || transferredAt < MOCK_CLOCK_RANGE.min) {
    throw new ApiError(400, messages.control.transferOutOfRange, 'TRANSFER_OUT_OF_RANGE');
  }
  const sequence = state.nextId('').padStart(8, '0');
  return state.append('bankTransfers', {
    transRef: `${member.bank.bankName}${bangkokDay(transferredAt).replaceAll('-', '')}${sequence}`,
    memberUuid: member.uuid,
    amount,
    transferredAt,
    sender: { bankName: member.bank.bankName, bankId: member.bank.bankId },
    at: state.now(),
  });
}

export function toSlipData(slip: SlipRecord): SlipData {
  return {
    transRef: slip.transRef,
    amount: fromSatang(slip.amount),
    transferredAt: iso(slip.transferredAt),
    sender: slip.sender,
    receiver: slip.receiver,
  };
}

export function toSlipRequest(slip: SlipRecord): SlipRequest {
  return {
    id: slip.id,
    transRef: slip.transRef,
    amount: fromSatang(slip.amount),
    status: slip.status,
    message: slip.message,
    createdAt: iso(slip.at),
    updatedAt: iso(slip.updatedAt),
  };
}

/** Whether a slip of this reference (other than `except`) has been confirmed or used for a deposit. */
export function usedByAnyone(state: NamespaceState, transRef: string, except?: SlipRecord): boolean {
  return state.data.slips.some((s) => s !== except && s.transRef === transRef && (s.status === 'approved' || s.status === 'confirmed'));
}

export function verifySlip(
  state: NamespaceState,
  member: MemberRecord,
  input: { image?: string; qrPayload?: string },
  reject: Reject<409 | 422>,
): SlipRecord {
  const { bankCode, transRef } = readSlip(input, reject);
  if (bankCode !== member.bank.bankName) reject(422, messages.slip.foreignSender, 'SLIP_FOREIGN_SENDER');
  // only a transfer the mock's bank made is a slip (docs/design/mock.md#slips): a made-up reference mints nothing
  const transfer = state.data.bankTransfers.find((t) => t.transRef === transRef);
  if (!transfer || transfer.sender.bankName !== bankCode) reject(422, messages.slip.unknownTransfer, 'SLIP_UNKNOWN_TRANSFER');
  if (usedByAnyone(state, transRef)) reject(409, messages.slip.used, 'SLIP_USED');
  // the bank knows the sending account: a slip from any other account than the member's is foreign
  if (transfer.memberUuid !== member.uuid || transfer.sender.bankId !== member.bank.bankId) {
    reject(422, messages.slip.foreignSender, 'SLIP_FOREIGN_SENDER');
  }
  const { amount, transferredAt } = transfer;
  if (state.now() - transferredAt > MAX_SLIP_AGE_MS) reject(422, messages.slip.expired, 'SLIP_EXPIRED');
  const existing = state.data.slips.find((s) => s.memberUuid === member.uuid && s.transRef === transRef && s.status === 'verified');
  if (existing) return existing;
  const [receiver] = state.brand.siteAccounts;
  const at = state.now();
  const slip: SlipRecord = {
    id: state.nextId('SL'),
    memberUuid: member.uuid,
    transRef,
    amount,
    status: 'verified',
    message: null,
    transferredAt,
    sender: { bankName: member.bank.bankName, account: maskedAccount(member.bank.bankId), name: member.bank.accountName },
    receiver: { bankName: receiver.bankName, account: maskedAccount(receiver.bankId), name: receiver.accountName },
    at,
    updatedAt: at,
  };
  state.append('slips', slip);
  return slip;
}

function memberSlip(state: NamespaceState, member: MemberRecord, transRef: string, reject: Reject<404>): Readonly<SlipRecord> {
  const slips = state.data.slips.filter((s) => s.memberUuid === member.uuid && s.transRef === transRef);
  const slip = slips.find((s) => s.status !== 'rejected') ?? slips[0];
  if (!slip) reject(404, messages.slip.notVerified, 'SLIP_NOT_FOUND');
  return slip;
}

export function confirmSlip(
  state: NamespaceState,
  member: MemberRecord,
  transRef: string,
  reject: Reject<404 | 409>,
): Readonly<SlipRecord> {
  const slip = memberSlip(state, member, transRef, reject);
  if (slip.status !== 'verified')
    reject(409, slip.status === 'approved' ? messages.slip.used : messages.slip.alreadyConfirmed, 'SLIP_ALREADY_CONFIRMED');
  if (usedByAnyone(state, transRef)) reject(409, messages.slip.used, 'SLIP_USED');
  state.update('slips', slip, { status: 'confirmed', updatedAt: state.now() });
  return slip;
}

/** Approves a confirmed slip at once: the deposit is credited and the level re-evaluated. */
export function requestSlipDeposit(
  state: NamespaceState,
  member: MemberRecord,
  transRef: string,
  reject: Reject<404 | 409 | 422>,
): Readonly<SlipRecord> {
  const slip = memberSlip(state, member, transRef, reject);
  if (slip.status === 'verified') reject(422, messages.slip.notConfirmed, 'SLIP_NOT_CONFIRMED');
  if (slip.status !== 'confirmed') reject(409, messages.slip.used, 'SLIP_USED');
  return creditSlip(state, member, slip);
}

/** The slip's deposit: credited, the level re-evaluated, the slip approved (used). */
export function creditSlip(state: NamespaceState, member: Readonly<MemberRecord>, slip: Readonly<SlipRecord>): Readonly<SlipRecord> {
  recordDeposit(state, member, slip.amount, 'slip', {
    note: messages.ledger.slipNote(slip.transRef),
    description: messages.ledger.depositBySlip,
  });
  state.update('slips', slip, { status: 'approved', message: messages.slip.deposited, updatedAt: state.now() });
  return slip;
}
