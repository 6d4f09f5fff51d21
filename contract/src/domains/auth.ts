import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrors, ErrorBody } from '../common/errors';
import { looseObject } from '../common/envelope';
import { Password, UsernameOrPhone } from '../common/ids';
import { SessionToken, UserProfile } from './user';
import { policy } from '../common/policy';

const c = initContract();

/** Login: one field takes a username or a Thai mobile number (docs/design/contract.md#payloads). */
export const LoginBody = z.object({ username: UsernameOrPhone, password: Password });
export type LoginBody = z.infer<typeof LoginBody>;

/** A signed session: bearer token (JWT, HS256) with its expiry, and the current user. */
export const Session = looseObject({
  message: z.string().optional(),
  ...SessionToken.shape,
  data: UserProfile,
});
export type Session = z.infer<typeof Session>;

export const authContract = c.router({
  login: {
    method: 'POST',
    path: '/api/auth/login',
    metadata: policy.sensitive,
    summary: 'Log in with username or phone and password; returns a bearer token and the current user',
    body: LoginBody,
    responses: { 200: Session, 401: ErrorBody, 403: ErrorBody, ...commonErrors },
  },
});
