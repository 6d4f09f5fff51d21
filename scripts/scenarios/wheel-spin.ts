import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';
import { creditOf, expectCredit, refused } from '../lib/scenario/helpers';

/** A guard against a wheel configured with an unbounded quota: the scenario would never end. */
const MAX_SPINS_CHECKED = 50;

export default defineScenario({
  name: 'wheel-spin',
  tags: ['rewards'],
  kind: 'api',
  description: "Each spin credits the drawn segment's reward and is logged; spins stop at the daily quota and come back the next day",
  async run(s) {
    const member = await s.loginAs(await s.createMember());
    const wheel = await s.step('read the wheel', () => member.api.wheel.wheel(), {
      status: 200,
      body: {
        data: {
          segments: is.satisfying(
            'a non-empty list whose chances add up to 100%',
            (seen) =>
              Array.isArray(seen) &&
              seen.length > 0 &&
              Math.abs(seen.reduce((sum: number, seg: { chancePercent: number }) => sum + seg.chancePercent, 0) - 100) < 0.5,
          ),
          spinsLeft: is.between(1, MAX_SPINS_CHECKED),
        },
      },
    });
    const { segments, spinsLeft, spinsPerDay } = wheel.body.data;
    let credit = await creditOf(s, member);
    const logIds: string[] = [];
    for (let spin = 1; spin <= spinsLeft; spin += 1) {
      const result = await s.step(`spin ${spin} of ${spinsLeft}`, () => member.api.wheel.spin({ body: {} }), {
        status: 200,
        body: { data: { segmentIndex: is.between(0, segments.length - 1), spinsLeft: spinsLeft - spin } },
      });
      const { segmentIndex, reward, log } = result.body.data;
      const segment = segments.find((seg) => seg.index === segmentIndex);
      await s.verify(
        `spin ${spin} pays its segment's amount and logs it`,
        () => ({ reward, credit: result.body.data.credit, log: { segmentIndex: log.segmentIndex, amount: log.amount } }),
        {
          reward: segment?.amount ?? is.absent(),
          credit: credit + (segment?.amount ?? 0),
          log: { segmentIndex, amount: reward },
        },
      );
      credit = result.body.data.credit;
      logIds.push(log.id);
    }
    await s.step('one more spin is refused: quota exhausted', () => member.api.wheel.spin({ body: {} }), refused(409));
    await expectCredit(s, member, credit, 'the refused spin paid nothing');
    await s.step('the log holds every spin', () => member.api.wheel.log({ body: { limit: 100 } }), {
      status: 200,
      body: { data: is.arrayContaining(logIds.map((id) => ({ id }))) },
    });
    await s.advanceDays(1);
    await s.step('the next day the quota is back', () => member.api.wheel.wheel(), {
      status: 200,
      body: { data: { spinsLeft: spinsPerDay } },
    });
  },
});
