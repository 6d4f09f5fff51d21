import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDED_MEMBER_PASSWORD, type RecordedExchange } from '@site/contract/mock-control';
import { CONTROL_SAMPLES } from '../../test-support/routes';
import { bodyOf, contractClient, controlClient, openMock, login, type Target } from '../../test-support/target';

const [profileRead] = (CONTROL_SAMPLES.loadRecording?.body as { exchanges: RecordedExchange[] }).exchanges;
const uuid = '2f0d6c1e-8a4b-4c3d-9e5f-6a7b8c9d0e1f';

/** Loading a recording (docs/design/mock.md#recordings) when it starts mid-history, ends after it, or shows no member. */
describe('a recording loaded into a namespace', () => {
  let mock: Target;
  beforeAll(async () => {
    mock = await openMock({ now: '2026-03-10T05:00:00.000Z' });
  });
  afterAll(() => mock.close());

  it('opens a history that started before the recording with a carried-over line, and ends at the credit last seen', async () => {
    if (profileRead === undefined) throw new Error('no sample');
    const history: RecordedExchange = {
      ...profileRead,
      at: '2026-03-10T04:00:00.000Z',
      url: `/api/auth/user/transactions/${uuid}`,
      route: 'user.transactions',
      responseBody: {
        data: [
          {
            id: 'W-2',
            kind: 'withdraw',
            amount: -100,
            balanceAfter: 700,
            status: 'pending',
            description: 'ถอนเงิน',
            createdAt: '2026-03-09T10:00:00.000Z',
          },
        ],
      },
    };
    const laterCredit: RecordedExchange = {
      ...profileRead,
      at: '2026-03-10T04:30:00.000Z',
      method: 'POST',
      url: '/api/auth/user/getCredit/recorded01',
      route: 'games.credit',
      responseBody: { data: { username: 'recorded01', balanceType: 'M', credit: 650.25, point: 3, inGame: 0 } },
    };
    const anonymous: RecordedExchange = { ...profileRead, member: null, route: 'settings.setting' };
    const loaded = await controlClient(mock).loadRecording({
      body: { exchanges: [{ ...profileRead, at: '2026-03-10T03:00:00.000Z' }, history, laterCredit, anonymous] },
    });
    expect(bodyOf(loaded, 200)).toMatchObject({
      used: 3,
      ignored: 1,
      members: [{ username: 'recorded01', credit: 650.25, phone: expect.stringMatching(/^08\d{4}4321$/) as unknown }],
    });
    const session = await login(mock, { username: 'recorded01', password: RECORDED_MEMBER_PASSWORD });
    const shown = bodyOf(await contractClient(mock, session).user.transactions({ params: { uuid } }), 200).data;
    expect(shown.map((line) => [line.kind, line.amount, line.balanceAfter, line.status])).toEqual([
      ['adjustment', -49.75, 650.25, 'completed'],
      ['withdraw', -100, 700, 'pending'],
      ['adjustment', 800, 800, 'completed'],
    ]);
  });

  it('refuses, in Thai, a recording that shows no member or one the seed holds, and changes nothing', async () => {
    if (profileRead === undefined) throw new Error('no sample');
    const control = controlClient(mock);
    const recorded = async () => bodyOf(await control.members({ query: { q: 'recorded01' } }), 200);
    const refused = await control.loadRecording({
      body: { exchanges: [{ ...profileRead, route: 'games.credit', responseBody: { data: { credit: 1 } } }] },
    });
    expect(bodyOf(refused, 400)).toMatchObject({
      code: 'RECORDING_WITHOUT_MEMBERS',
      message: expect.stringMatching(/[\u0E00-\u0E7F]/) as unknown,
    });
    expect(await recorded()).toEqual([expect.objectContaining({ username: 'recorded01' }) as unknown]);
    // a recorded member the seed already holds (demo) is a 409 that leaves the namespace as it was
    const demoRead = JSON.parse(JSON.stringify(profileRead).replaceAll('recorded01', 'demo')) as RecordedExchange;
    const clash = await control.loadRecording({ body: { exchanges: [demoRead] } });
    expect(clash.status).toBe(409);
    expect(await recorded()).toEqual([expect.objectContaining({ username: 'recorded01' }) as unknown]);
  });
});
