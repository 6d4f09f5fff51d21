import { randomUUID } from 'node:crypto';
import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';
import { expectCredit, refused } from '../lib/scenario/helpers';

const CREDIT = 1_000;
const AMOUNT = 100;
const RETRIES = 10;

export default defineScenario({
  name: 'withdraw-idempotent-retry',
  tags: ['withdraw'],
  kind: 'api',
  description:
    'A withdrawal retried with the same Idempotency-Key returns the first answer and moves money once, even when the retries race',
  async run(s) {
    const member = await s.loginAs(await s.createMember({ credit: CREDIT }));
    const withdraw = (key: string, amount = AMOUNT) =>
      member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount }, extraHeaders: { 'idempotency-key': key } });

    const key = randomUUID();
    const first = await s.step('withdraw with an Idempotency-Key', () => withdraw(key), {
      status: 200,
      body: { data: { credit: CREDIT - AMOUNT } },
    });
    const id = first.body.data.withdrawal.id;
    await s.step('the same request again returns the first answer', () => withdraw(key), {
      status: 200,
      body: { data: { withdrawal: { id }, credit: CREDIT - AMOUNT } },
    });
    await expectCredit(s, member, CREDIT - AMOUNT, 'the money moved once');
    await s.step('the key reused for a different amount is refused', () => withdraw(key, AMOUNT * 2), refused(409, 422));

    const racingKey = randomUUID();
    await s.verify(
      `${RETRIES} racing retries with one key make one withdrawal`,
      async () => {
        const responses = await Promise.all(Array.from({ length: RETRIES }, () => withdraw(racingKey)));
        const ids = new Set(responses.map((r) => (r.status === 200 ? r.body.data.withdrawal.id : `status ${r.status}`)));
        return { distinctAnswers: ids.size, allAccepted: responses.every((r) => r.status === 200) };
      },
      { distinctAnswers: 1, allAccepted: true },
    );
    await expectCredit(s, member, CREDIT - 2 * AMOUNT, 'the racing retries moved money once');
    // every retry reached the mock (none was lost on the way): the single movement is the mock's doing
    await s.expectCalls('POST /api/auth/withdraw/*', 3 + RETRIES);
    await s.step('the history holds two withdrawals', () => member.api.withdraw.history({ params: { uuid: member.uuid } }), {
      status: 200,
      body: { data: is.arrayOfLength(2) },
    });
    await s.step('a new key makes a new withdrawal', () => withdraw(randomUUID()), {
      status: 200,
      body: { data: { withdrawal: { id: is.not(id) }, credit: CREDIT - 3 * AMOUNT } },
    });
  },
});
