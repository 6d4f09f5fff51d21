import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { memberErrors, ErrorBody } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { Money } from '../common/money';
import { IsoDateTime } from '../common/dates';
import { validationMessages as m } from '../common/messages';
import { MAX_SLIP_IMAGE_BYTES } from '../rules/limits';
import { policy } from '../common/policy';

const c = initContract();

/** base64 grows 4/3: the data URL of a 2 MB image. */
const MAX_DATA_URL_CHARS = Math.ceil((MAX_SLIP_IMAGE_BYTES * 4) / 3) + 64;

/**
 * A slip is sent as a photo (data URL, JPG/PNG) or as the mini-QR payload printed on Thai
 * transfer slips, which a phone camera can read without uploading the image (docs/design/contract.md#payloads).
 */
export const SlipVerifyBody = z
  .object({
    image: z
      .string()
      .max(MAX_DATA_URL_CHARS, m.slipImage)
      .regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/, m.slipImage)
      .optional(),
    qrPayload: z.string().min(10, m.slipInput).max(500, m.slipInput).optional(),
  })
  .refine((b) => b.image !== undefined || b.qrPayload !== undefined, { message: m.slipInput, path: ['image'] });

export const SlipParty = looseObject({ bankName: z.string(), account: z.string(), name: z.string() });

export const SlipData = looseObject({
  transRef: z.string(),
  amount: Money,
  transferredAt: IsoDateTime,
  sender: SlipParty,
  receiver: SlipParty,
});
export type SlipData = z.infer<typeof SlipData>;

export const SlipRequestStatus = z.enum(['verified', 'confirmed', 'approved', 'rejected']);

export const SlipRequest = looseObject({
  id: z.string(),
  transRef: z.string(),
  amount: Money,
  status: SlipRequestStatus,
  message: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type SlipRequest = z.infer<typeof SlipRequest>;

const TransRefBody = z.object({ transRef: z.string().min(1).max(64) });

export const slipContract = c.router({
  verify: {
    method: 'POST',
    path: '/api/auth/slip/verify',
    // the photo of the slip, as a data URL
    metadata: { ...policy.member, body: 'image' as const },
    summary: 'Read a transfer slip: amount, sender, receiver, reference; rejects unreadable, foreign or used slips',
    body: SlipVerifyBody,
    responses: { 200: dataEnvelope(SlipData), 422: ErrorBody, 409: ErrorBody, ...memberErrors },
  },
  confirm: {
    method: 'POST',
    path: '/api/auth/slip/confirm',
    metadata: policy.member,
    summary: 'The member confirms the verified slip is theirs and the amount is right',
    body: TransRefBody,
    responses: { 200: dataEnvelope(SlipRequest), 404: ErrorBody, 409: ErrorBody, ...memberErrors },
  },
  requestDeposit: {
    method: 'POST',
    path: '/api/auth/slip/request-deposit',
    metadata: policy.member,
    summary: 'Request the deposit of a confirmed slip; credit is added when approved',
    body: TransRefBody,
    responses: { 200: dataEnvelope(SlipRequest), 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, ...memberErrors },
  },
  myRequests: {
    method: 'GET',
    path: '/api/auth/slip/my/request',
    metadata: policy.member,
    summary: "The member's slip requests and their statuses, newest first",
    responses: { 200: dataEnvelope(z.array(SlipRequest)), ...memberErrors },
  },
});
