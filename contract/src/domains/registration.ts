import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrors, ErrorBody } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { AffiliateCode, BankAccountNumber, Password, ThaiMobile, Username } from '../common/ids';
import { validationMessages as m } from '../common/messages';
import { BANK_CODES } from '../rules/banks';
import { Session } from './auth';
import { policy } from '../common/policy';

const c = initContract();

/** Step 1: who the member is and how they log in. */
export const RegisterStep1 = z
  .object({
    phone: ThaiMobile,
    username: Username,
    password: Password,
    confirmPassword: Password,
  })
  .refine((s) => s.password === s.confirmPassword, { message: m.passwordMismatch, path: ['confirmPassword'] });
export type RegisterStep1 = z.infer<typeof RegisterStep1>;

export const BankCode = z.enum(BANK_CODES, { errorMap: () => ({ message: m.bankRequired }) });

/** Step 2: the bank account deposits come from and withdrawals go to; its holder is the member's name. */
export const RegisterStep2 = z.object({
  bankName: BankCode,
  bankId: BankAccountNumber,
  /** Account holder as the bank reports it (looked up with /api/bank/name). */
  name: z.string().trim().min(2, m.nameRequired).max(100, m.nameRequired),
});
export type RegisterStep2 = z.infer<typeof RegisterStep2>;

export const RegisterBody = z.object({
  step1: RegisterStep1,
  step2: RegisterStep2,
  afCode: AffiliateCode.optional(),
  /** Marketing source from /regis/{team}/{marketing}. */
  team: z.string().trim().min(1).max(50).optional(),
  marketing: z.string().trim().min(1).max(50).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const Availability = looseObject({ available: z.boolean(), message: z.string() });
export type Availability = z.infer<typeof Availability>;

export const registrationContract = c.router({
  register: {
    method: 'POST',
    path: '/api/user/register',
    metadata: policy.sensitive,
    summary: 'Register (step1 + step2, optional affiliate code and marketing source); logs the member in',
    body: RegisterBody,
    responses: { 200: Session, 409: ErrorBody, 422: ErrorBody, ...commonErrors },
  },
  checkPhone: {
    method: 'GET',
    path: '/api/user/checkPhone/:value',
    metadata: policy.sensitive,
    summary: 'Whether a mobile number can still register',
    pathParams: z.object({ value: ThaiMobile }),
    responses: { 200: dataEnvelope(Availability), ...commonErrors },
  },
  checkBankId: {
    method: 'POST',
    path: '/api/user/checkBankId/:bankId',
    metadata: policy.sensitive,
    summary: 'Whether a bank account can still register',
    pathParams: z.object({ bankId: BankAccountNumber }),
    body: z.object({ bankName: BankCode }),
    responses: { 200: dataEnvelope(Availability), ...commonErrors },
  },
  inviter: {
    method: 'GET',
    path: '/api/user/inviter/:afCode',
    metadata: policy.sensitive,
    summary: 'The inviter behind an affiliate code (display name, masked username)',
    pathParams: z.object({ afCode: AffiliateCode }),
    responses: {
      200: dataEnvelope(looseObject({ afCode: z.string(), name: z.string(), username: z.string() })),
      404: ErrorBody,
      ...commonErrors,
    },
  },
  checkUsername: {
    method: 'GET',
    path: '/api/user/checkUsername/:value',
    metadata: policy.sensitive,
    summary: 'Whether a username is free',
    pathParams: z.object({ value: Username }),
    responses: { 200: dataEnvelope(Availability), ...commonErrors },
  },
});
