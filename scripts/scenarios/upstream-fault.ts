import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';

export default defineScenario({
  name: 'upstream-fault',
  tags: ['platform'],
  kind: 'api',
  description:
    'An upstream failure reaches the member as 503 with a message (the service-unavailable path), and the next request works again',
  async run(s) {
    const member = await s.loginAs(await s.existingMember(1));
    await s.step('the profile loads', () => member.api.user.detail({ params: { uuid: member.uuid } }), { status: 200 });
    await s.injectFault({ route: 'GET /api/auth/user/detail/*', status: 503, count: 1 });
    await s.step(
      'the profile request meets the fault: 503 with a message',
      () => member.api.user.detail({ params: { uuid: member.uuid } }),
      {
        status: 503,
        body: { message: is.nonEmptyString(), data: is.absent() },
      },
    );
    await s.step(
      'the fault was for one request: the profile loads again',
      () => member.api.user.detail({ params: { uuid: member.uuid } }),
      { status: 200, body: { data: { uuid: member.uuid } } },
    );
    if (s.target.gateway) {
      await s.injectFault({ route: 'POST /api/auth/user/getCredit/*', drop: true, count: 1 });
      await s.step(
        'a dropped upstream connection becomes a gateway error with a message',
        () => member.api.games.credit({ params: { username: member.username }, body: { balanceType: 'M' } }),
        {
          status: [502, 503, 504],
          body: { message: is.nonEmptyString() },
        },
      );
      await s.step(
        'the credit loads again',
        () => member.api.games.credit({ params: { username: member.username }, body: { balanceType: 'M' } }),
        { status: 200 },
      );
    } else {
      s.skipStep(
        'a dropped upstream connection becomes a gateway error',
        `${s.baseUrl} is not the gateway: nothing stands between the client and the dropped connection`,
      );
    }
    await s.injectFault({ route: 'GET /api/setting/operational/website', status: 503 });
    await s.step('a standing fault answers 503 every time', () => s.api.settings.websiteStatus(), { status: 503 });
    await s.clearFaults();
    await s.step('cleared: the website status answers', () => s.api.settings.websiteStatus(), { status: 200 });
  },
});
