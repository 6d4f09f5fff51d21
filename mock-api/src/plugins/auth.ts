import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import type { AppRoute } from '@ts-rest/core';
import { routePolicy, type SessionToken } from '@site/contract';
import { ApiError } from '../lib/api-error';
import { messages } from '../lib/messages';
import type { MemberRecord } from '../state/types';
import { settleCashback } from '../state/wallet';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    memberUuid: string | null;
  }
}

/**
 * What the session token carries: the member, the namespace it was issued in, and the member's
 * session version when it was signed (`sv`, docs/design/mock.md#sessions): a password change moves the version
 * on, so every token signed before it stops working.
 */
export interface SessionClaims {
  sub: string;
  username: string;
  ns: string;
  sv: number;
}

/**
 * Sessions last 30 days of the namespace clock: scenarios move the clock days ahead (to the
 * next Bangkok day or month) and stay logged in, yet passing `exp` still ends the session.
 */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Whether the matched route needs a session: its contract policy says so. Routes outside the
 * member contract (control API, fake CDN, not found) have none and are not member routes.
 */
export function isMemberRoute(request: FastifyRequest): boolean {
  const route = (request.routeOptions.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
  return route?.metadata !== undefined && routePolicy(route).access === 'member';
}

/** Real HS256 JWTs with `exp`; other algorithms and tokens without `exp` are refused, so a forged `alg: none` fails. */
export const authPlugin = fp<{ secret: string }>(
  async (app, { secret }) => {
    await app.register(jwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: SESSION_TTL_SECONDS },
      // a token without `exp` would never end: refused, whoever signed it
      verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
    });
    app.decorateRequest('memberUuid', null);
    app.addHook('onRequest', async (request) => {
      if (!isMemberRoute(request)) return;
      const header = request.headers.authorization;
      if (!header || !/^Bearer\s+\S+/i.test(header)) throw new ApiError(401, messages.unauthenticated, 'NO_TOKEN');
      let claims: SessionClaims;
      try {
        // expiry is judged by the namespace clock, so moving it past `exp` ends the session
        claims = await request.jwtVerify<SessionClaims>({ clockTimestamp: request.namespaceState.now() });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') throw new ApiError(401, messages.sessionExpired, 'TOKEN_EXPIRED');
        throw new ApiError(401, messages.unauthenticated, 'TOKEN_INVALID');
      }
      if (claims.ns !== request.namespaceState.data.namespace) throw new ApiError(401, messages.unauthenticated, 'TOKEN_OTHER_NAMESPACE');
      const member = request.namespaceState.findMember(claims.sub);
      if (!member) throw new ApiError(401, messages.memberGone, 'MEMBER_GONE');
      // A token without `sv` predates revocable sessions: void like any other earlier one.
      if (claims.sv !== member.sessionVersion) throw new ApiError(401, messages.sessionRevoked, 'TOKEN_REVOKED');
      if (member.status !== 'active') throw new ApiError(403, messages.suspended, 'SUSPENDED');
      request.memberUuid = member.uuid;
      // cashback falls due by the week (docs/design/brands.md#cashback-percents): every member route answers after it is paid
      settleCashback(request.namespaceState, member);
    });
  },
  { name: 'mock-auth', dependencies: ['mock-namespaces'] },
);

/** The logged-in member of a member route (a read: the auth hook has settled their cashback). */
export function currentMember(request: FastifyRequest): MemberRecord {
  const uuid = request.memberUuid;
  const member = uuid ? request.namespaceState.findMember(uuid) : undefined;
  if (!member) throw new ApiError(401, messages.unauthenticated, 'NO_SESSION');
  return member;
}

/** Object-level authorisation: a member may act only on their own uuid. */
export function ownByUuid(request: FastifyRequest, uuid: string): MemberRecord {
  const member = currentMember(request);
  if (member.uuid !== uuid.toLowerCase()) throw new ApiError(403, messages.forbidden, 'NOT_OWNER');
  return member;
}

/** Object-level authorisation by username (case-insensitive, like login). */
export function ownByUsername(request: FastifyRequest, username: string): MemberRecord {
  const member = currentMember(request);
  if (member.username.toLowerCase() !== username.toLowerCase()) throw new ApiError(403, messages.forbidden, 'NOT_OWNER');
  return member;
}

export function signSession(request: FastifyRequest, member: MemberRecord): SessionToken {
  // from here on the request acts as this member: the journal names who logged in
  request.memberUuid = member.uuid;
  const now = request.namespaceState.now();
  const claims: SessionClaims = {
    sub: member.uuid,
    username: member.username,
    ns: request.namespaceState.data.namespace,
    sv: member.sessionVersion,
  };
  const token = request.server.jwt.sign(claims, { clockTimestamp: now });
  return { token, expiresAt: new Date(now + SESSION_TTL_SECONDS * 1000).toISOString() };
}

/**
 * Ends every session the member holds and signs a new one for the request that asked, so only
 * that device stays logged in (password change). A "log out everywhere" endpoint would bump
 * `sessionVersion` the same way and sign nothing.
 */
export function renewSession(request: FastifyRequest, member: Readonly<MemberRecord>): SessionToken {
  request.namespaceState.updateMember(member, { sessionVersion: member.sessionVersion + 1 });
  return signSession(request, member);
}
