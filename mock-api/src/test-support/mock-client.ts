import { expect } from 'vitest';
import type { BankTransfer, DemoMember } from '@site/contract/mock-control';
import { bodyOf, contractClient, controlClient, login, openMock, type Session, type Target } from './target';
import type { MockOptions } from '../app';

/**
 * A mock in process with its control API, for rule tests: make members with a level and
 * credit, move the clock, and call member routes as them.
 */
export interface MockClient {
  target: Target;
  member(input?: {
    level?: number;
    credit?: number;
    username?: string;
    afCode?: string;
    bank?: { bankName: string; bankId: string };
  }): Promise<DemoMember & Session>;
  as(
    session: Session,
  ): <T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: T }>;
  /** The contract's typed client, calling as the member; without a session, as a visitor. */
  api(session?: Session): ReturnType<typeof contractClient>;
  /** The control API's typed client. */
  controlApi: ReturnType<typeof controlClient>;
  credit(session: Session): Promise<number>;
  /** A slip the mock's bank minted: `amount` baht from the member's registered account (docs/design/mock.md#slips). */
  mintSlip(member: { username: string }, amount: number, transferredAt?: string): Promise<BankTransfer>;
  close(): Promise<void>;
}

export async function openMockClient(options: MockOptions = {}): Promise<MockClient> {
  const target = await openMock({ now: '2026-03-10T05:00:00.000Z', ...options });
  const controlApi = controlClient(target);
  const as =
    (session: Session) =>
    async <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
      const response = await target.request(method, path, { token: session.token, body, headers });
      return { status: response.status, body: response.body as T };
    };
  return {
    target,
    as,
    async member(input = {}) {
      const created = bodyOf(await controlApi.createMember({ body: input }), 200);
      const session = await login(target, { username: created.username, password: created.password });
      return { ...created, ...session };
    },
    api: (session) => contractClient(target, session),
    controlApi,
    async credit(session) {
      const response = await contractClient(target, session).games.credit({ params: { username: session.username }, body: {} });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.status === 200 ? response.body.data.credit : Number.NaN;
    },
    mintSlip: async (member, amount, transferredAt) =>
      bodyOf(await controlApi.mintSlip({ params: { username: member.username }, body: { amount, transferredAt } }), 200),
    close: () => target.close(),
  };
}

/** The member's ledger, summed from a snapshot, in satang. */
export async function ledgerSum(client: MockClient, memberUuid: string): Promise<number> {
  const snapshot = bodyOf(await client.controlApi.snapshot(), 200) as { postings: Array<{ memberUuid: string; amount: number }> };
  return snapshot.postings.filter((p) => p.memberUuid === memberUuid).reduce((sum, p) => sum + p.amount, 0);
}
