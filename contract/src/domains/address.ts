import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorBody, memberErrors } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { validationMessages as m } from '../common/messages';
import { policy } from '../common/policy';

const c = initContract();

const text = (max: number) => z.string().trim().max(max, m.invalid);

/** A Thai postal address: house number, optional moo/village/soi/road, sub-district, district, province. */
export const AddressInput = z.object({
  fullName: text(100).min(1, m.nameRequired),
  phone: z.string().regex(/^0\d{8,9}$/, m.phoneFormat),
  houseNo: text(30).min(1, m.required),
  moo: text(10).optional(),
  village: text(100).optional(),
  soi: text(100).optional(),
  road: text(100).optional(),
  subDistrict: text(100).min(1, m.required),
  district: text(100).min(1, m.required),
  province: text(100).min(1, m.required),
  postcode: z.string().regex(/^\d{5}$/, m.postcodeFormat),
});
export type AddressInput = z.infer<typeof AddressInput>;

export const Address = looseObject({
  ...AddressInput.shape,
  uuid: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof Address>;

export const addressContract = c.router({
  mine: {
    method: 'GET',
    path: '/api/auth/address/mine',
    metadata: policy.member,
    summary: "The member's delivery address (null when none is saved yet)",
    responses: { 200: dataEnvelope(Address.nullable()), ...memberErrors },
  },
  update: {
    method: 'PATCH',
    path: '/api/auth/address',
    metadata: policy.member,
    summary: "Create or update the member's delivery address (fields given replace the saved ones)",
    body: AddressInput.partial(),
    responses: { 200: dataEnvelope(Address), 422: ErrorBody, ...memberErrors },
  },
});
