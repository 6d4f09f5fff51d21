import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONTROL_REQUEST_HEADERS, MOCK_CLOCK_RANGE, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { buildApp } from '../../app';

const headers = { [NAMESPACE_HEADER]: 'restore-rules', ...CONTROL_REQUEST_HEADERS };
type Snapshot = Record<string, unknown> & {
  clock: { frozenAt: number | null; offsetMs: number };
  withdrawals: Array<Record<string, unknown>>;
  postings: Array<Record<string, unknown>>;
};

describe('restore parses the snapshot with the namespace schema', () => {
  let app: FastifyInstance;
  let snapshot: Snapshot;

  beforeAll(async () => {
    app = await buildApp({ seed: 5 });
    await app.inject({
      method: 'POST',
      url: '/__mock/namespaces',
      headers: CONTROL_REQUEST_HEADERS,
      payload: { namespace: 'restore-rules' },
    });
    snapshot = (await app.inject({ method: 'GET', url: '/__mock/snapshot', headers })).json<Snapshot>();
  });
  afterAll(() => app.close());

  async function restoreAndCompare(payload: Snapshot) {
    const response = await app.inject({ method: 'POST', url: '/__mock/restore', headers, payload });
    const after = (await app.inject({ method: 'GET', url: '/__mock/snapshot', headers })).json<Snapshot>();
    const { journal: _a, ...afterState } = after;
    const { journal: _b, ...beforeState } = snapshot;
    expect(afterState, 'a refused restore changes nothing').toEqual(beforeState);
    return response;
  }

  it.each([
    ['frozen past 2100', { frozenAt: MOCK_CLOCK_RANGE.max, offsetMs: 0 }],
    ['frozen before 2000', { frozenAt: MOCK_CLOCK_RANGE.min - 1, offsetMs: 0 }],
    ['moved past JavaScript dates by an offset', { frozenAt: null, offsetMs: 8.64e15 }],
  ])('refuses a clock %s, as the clock route does', async (_name, clock) => {
    const response = await restoreAndCompare({ ...snapshot, clock });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CLOCK_OUT_OF_RANGE', message: expect.stringMatching(/[\u0E00-\u0E7F]/) as unknown });
  });

  it('refuses a status the contract does not know and money that is not integer satang', async () => {
    const withdrawal = snapshot.withdrawals[0];
    const posting = snapshot.postings[0];
    expect(withdrawal && posting).toBeTruthy();
    const badStatus = await restoreAndCompare({ ...snapshot, withdrawals: [{ ...withdrawal, status: 'paid-twice' }] });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toMatchObject({ code: 'BAD_SNAPSHOT' });
    const floatMoney = await restoreAndCompare({ ...snapshot, postings: [{ ...posting, amount: 10.5 }] });
    expect(floatMoney.json()).toMatchObject({ code: 'BAD_SNAPSHOT' });
  });

  it('restores what snapshot gave, within the range', async () => {
    const response = await app.inject({ method: 'POST', url: '/__mock/restore', headers, payload: snapshot });
    expect(response.statusCode).toBe(200);
  });
});
