import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrors, ErrorBody } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { BankAccountNumber } from '../common/ids';
import { BankCode } from './registration';
import { policy } from '../common/policy';

const c = initContract();

export const bankContract = c.router({
  accountName: {
    method: 'POST',
    path: '/api/bank/name',
    metadata: policy.sensitive,
    summary: "Look up the holder's name of a Thai bank account (for registration)",
    body: z.object({ bankName: BankCode, bankId: BankAccountNumber }),
    responses: {
      200: dataEnvelope(looseObject({ bankName: z.string(), bankId: z.string(), accountName: z.string() })),
      404: ErrorBody,
      ...commonErrors,
    },
  },
});
