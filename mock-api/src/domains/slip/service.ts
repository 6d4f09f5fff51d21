import { fromSatang } from '@site/contract';
import { createHash } from 'node:crypto';
import type { SlipData, SlipRequest } from '@site/contract';
import type { Reject } from '../../lib/api-error';
import { iso } from '../../lib/iso-instant';
import { hashString } from '../../lib/rng';
import { recordDeposit } from '../../state/wallet';
import type { World } from '../../state/world';
import type { MemberRecord, SlipRecord } from '../../state/types';

import { parseSlipQr } from './qr';
import { messages } from '../../lib/messages';

/** Smallest decoded image the mock treats as a photo of a slip rather than noise. */
const MIN_IMAGE_BYTES = 64;
/** Slips older than this are refused, as real verification services do. */
const MAX_SLIP_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The mock's "bank": what a reference was for. Deterministic from the reference so the same
 * slip always reads the same: 100-5,000 baht, transferred within the last two hours.
 */
function bankLookup(world: World, transRef: string): { amount: number; transferredAt: number } {
  const hash = hashString(`${world.data.seed}:${transRef}`);
  const amount = (1 + (hash % 50)) * 100_00;
  const transferredAt = world.now() - ((hash >>> 8) % 120) * 60_000;
  // references that start with OLD are old slips, to exercise the expiry rejection
  return { amount, transferredAt: transRef.startsWith('OLD') ? transferredAt - 2 * MAX_SLIP_AGE_MS : transferredAt };
}

function readSlip(
  member: MemberRecord,
  input: { image?: string; qrPayload?: string },
  reject: Reject<422>,
): { bankCode: string; transRef: string } {
  if (input.qrPayload !== undefined) {
    const parsed = parseSlipQr(input.qrPayload);
    if (!parsed) reject(422, messages.slip.unreadable, 'SLIP_UNREADABLE');
    return parsed;
  }
  const base64 = (input.image ?? '').split(',')[1] ?? '';
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < MIN_IMAGE_BYTES) reject(422, messages.slip.unreadable, 'SLIP_UNREADABLE');
  // a photo has no QR the mock can decode: its digest stands for the reference, sent from the member's bank
  const transRef = `IMG${createHash('sha256').update(bytes).digest('hex').slice(0, 17).toUpperCase()}`;
  return { bankCode: member.bank.bankName, transRef };
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
export function usedByAnyone(world: World, transRef: string, except?: SlipRecord): boolean {
  return world.data.slips.some((s) => s !== except && s.transRef === transRef && (s.status === 'approved' || s.status === 'confirmed'));
}

export function verifySlip(
  world: World,
  member: MemberRecord,
  input: { image?: string; qrPayload?: string },
  reject: Reject<409 | 422>,
): SlipRecord {
  const { bankCode, transRef } = readSlip(member, input, reject);
  if (bankCode !== member.bank.bankName) reject(422, messages.slip.foreignSender, 'SLIP_FOREIGN_SENDER');
  if (usedByAnyone(world, transRef)) reject(409, messages.slip.used, 'SLIP_USED');
  // The QR names the sending bank, not the account: the member who first verified a reference
  // sent it from their registered account, and any other member's is a foreign sender.
  if (world.data.slips.some((s) => s.transRef === transRef && s.memberUuid !== member.uuid && s.status !== 'rejected')) {
    reject(422, messages.slip.foreignSender, 'SLIP_FOREIGN_SENDER');
  }
  const { amount, transferredAt } = bankLookup(world, transRef);
  if (world.now() - transferredAt > MAX_SLIP_AGE_MS) reject(422, messages.slip.expired, 'SLIP_EXPIRED');
  const existing = world.data.slips.find((s) => s.memberUuid === member.uuid && s.transRef === transRef && s.status === 'verified');
  if (existing) return existing;
  const [receiver] = world.brand.siteAccounts;
  const at = world.now();
  const slip: SlipRecord = {
    id: world.nextId('SL'),
    memberUuid: member.uuid,
    transRef,
    amount,
    status: 'verified',
    message: null,
    transferredAt,
    sender: { bankName: member.bank.bankName, account: `xxx-x-x${member.bank.bankId.slice(-4)}-x`, name: member.bank.accountName },
    receiver: { bankName: receiver.bankName, account: `xxx-x-x${receiver.bankId.slice(-4)}-x`, name: receiver.accountName },
    at,
    updatedAt: at,
  };
  world.append('slips', slip);
  return slip;
}

function memberSlip(world: World, member: MemberRecord, transRef: string, reject: Reject<404>): SlipRecord {
  const slips = world.data.slips.filter((s) => s.memberUuid === member.uuid && s.transRef === transRef);
  const slip = slips.find((s) => s.status !== 'rejected') ?? slips[0];
  if (!slip) reject(404, messages.slip.notVerified, 'SLIP_NOT_FOUND');
  return slip;
}

export function confirmSlip(world: World, member: MemberRecord, transRef: string, reject: Reject<404 | 409>): SlipRecord {
  const slip = memberSlip(world, member, transRef, reject);
  if (slip.status !== 'verified')
    reject(409, slip.status === 'approved' ? messages.slip.used : messages.slip.alreadyConfirmed, 'SLIP_ALREADY_CONFIRMED');
  if (usedByAnyone(world, transRef)) reject(409, messages.slip.used, 'SLIP_USED');
  slip.status = 'confirmed';
  slip.updatedAt = world.now();
  return slip;
}

/** Approves a confirmed slip at once: the deposit is credited and the level re-evaluated. */
export function requestSlipDeposit(world: World, member: MemberRecord, transRef: string, reject: Reject<404 | 409 | 422>): SlipRecord {
  const slip = memberSlip(world, member, transRef, reject);
  if (slip.status === 'verified') reject(422, messages.slip.notConfirmed, 'SLIP_NOT_CONFIRMED');
  if (slip.status !== 'confirmed') reject(409, messages.slip.used, 'SLIP_USED');
  return creditSlip(world, member, slip);
}

/** The slip's deposit: credited, the level re-evaluated, the slip approved (used). */
export function creditSlip(world: World, member: MemberRecord, slip: SlipRecord): SlipRecord {
  recordDeposit(world, member, slip.amount, 'slip', {
    note: messages.ledger.slipNote(slip.transRef),
    description: messages.ledger.depositBySlip,
  });
  slip.status = 'approved';
  slip.message = messages.slip.deposited;
  slip.updatedAt = world.now();
  return slip;
}
