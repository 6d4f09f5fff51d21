import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_CLOCK_RANGE } from '@site/contract/mock-control';
import { bodyOf, controlClient, openMock, type Target } from '../../test-support/target';

type Snapshot = Record<string, unknown> & {
  clock: { frozenAt: number | null; offsetMs: number };
  withdrawals: Array<Record<string, unknown>>;
  postings: Array<Record<string, unknown>>;
};

describe('restore parses the snapshot with the namespace schema', () => {
  let target: Target;
  let snapshot: Snapshot;
  const control = () => controlClient(target);
  const currentSnapshot = async () => bodyOf(await control().snapshot(), 200) as Snapshot;

  beforeAll(async () => {
    target = await openMock({ seed: 5 });
    snapshot = await currentSnapshot();
  });
  afterAll(() => target.close());

  async function restoreAndCompare(payload: Snapshot) {
    const response = await control().restore({ body: payload });
    const after = await currentSnapshot();
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
    expect(bodyOf(response, 400)).toMatchObject({
      code: 'CLOCK_OUT_OF_RANGE',
      message: expect.stringMatching(/[\u0E00-\u0E7F]/) as unknown,
    });
  });

  it('refuses a status the contract does not know and money that is not integer satang', async () => {
    const withdrawal = snapshot.withdrawals[0];
    const posting = snapshot.postings[0];
    expect(withdrawal && posting).toBeTruthy();
    const badStatus = await restoreAndCompare({ ...snapshot, withdrawals: [{ ...withdrawal, status: 'paid-twice' }] });
    expect(bodyOf(badStatus, 400)).toMatchObject({ code: 'BAD_SNAPSHOT' });
    const floatMoney = await restoreAndCompare({ ...snapshot, postings: [{ ...posting, amount: 10.5 }] });
    expect(floatMoney.body).toMatchObject({ code: 'BAD_SNAPSHOT' });
  });

  it('restores what snapshot gave, within the range', async () => {
    bodyOf(await control().restore({ body: snapshot }), 200);
  });
});
