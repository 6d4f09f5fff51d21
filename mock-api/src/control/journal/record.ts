import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Fault } from '@site/contract/mock-control';
import type { SessionClaims } from '../../plugins/auth';
import type { JournalRecord } from '../../state/types';
import { journalBody, journalHeaders, journalUrl } from './mask';

declare module 'fastify' {
  interface FastifyRequest {
    /** The journal's entry of a request a fault is holding: completed when it ends. */
    journalEntry: JournalRecord | null;
    /** The fault that took the request, for its journal entry. */
    journalFault: Fault | null;
    /** The stub that answered it. */
    journalStub: JournalRecord['stub'];
    /** The answer's body as sent (kept by onSend for the journal). */
    journalResponseBody: unknown;
  }
}

/**
 * Whose call it was, for the journal: the member of the session the request was served under
 * (or the login it made), else the member its bearer token names in this namespace, expired or
 * not: an injected fault answers before the session is read, and a tester still wants to see
 * whose withdrawal it refused.
 */
function journalMember(request: FastifyRequest): string | null {
  if (request.memberUuid !== null) return request.namespaceState.findMember(request.memberUuid)?.username ?? null;
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^Bearer\s+\S+$/i.test(header)) return null;
  try {
    const claims = request.server.jwt.verify<SessionClaims>(header.replace(/^Bearer\s+/i, ''), { ignoreExpiration: true });
    return claims.ns === request.namespaceState.data.namespace ? (request.namespaceState.findMember(claims.sub)?.username ?? null) : null;
  } catch {
    return null;
  }
}

/** The entry's fields as the request stands now: masked, cut, with its answer once one went out. */
function describe(request: FastifyRequest, reply: FastifyReply, outcome: JournalRecord['outcome']): Omit<JournalRecord, 'seq'> {
  const answered = outcome === 'answered';
  const url = journalUrl(request.url);
  const requestBody = journalBody(request.body);
  const responseBody = answered ? journalBody(request.journalResponseBody) : { text: null, cut: false };
  return {
    at: request.namespaceState.now(),
    method: request.method,
    url: url.text,
    truncated: url.cut,
    status: answered ? reply.statusCode : null,
    durationMs: Math.round(reply.elapsedTime * 100) / 100,
    member: journalMember(request),
    outcome,
    fault: request.journalFault,
    stub: request.journalStub,
    requestHeaders: journalHeaders(request.headers),
    requestBody: requestBody.text,
    responseHeaders: answered ? journalHeaders(reply.getHeaders()) : {},
    responseBody: responseBody.text,
    bodyTruncated: requestBody.cut || responseBody.cut,
  };
}

/**
 * Journals a request as it stands: a new entry, or the one it got when a fault began to hold it
 * (completed in place, so the list shows a held request at once and its end later).
 */
export function journalRequest(request: FastifyRequest, reply: FastifyReply, outcome: JournalRecord['outcome']): void {
  const fields = describe(request, reply, outcome);
  if (request.journalEntry) Object.assign(request.journalEntry, fields);
  else request.journalEntry = request.namespaceState.journalRequest(fields);
}
