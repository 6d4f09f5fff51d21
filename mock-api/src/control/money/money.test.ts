import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSatang } from '@site/contract';
import { openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf } from '../../test-support/target';

/** The console's ledger page: a member's money, and moving withdrawals and slips as the bank or staff would. */
describe('control API: member money, withdrawals and slips', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  const money = async (username: string) => bodyOf(await mock.controlApi.money({ params: { username } }), 200);

  it('answers the ledger newest first with the balance after each line, summing to the balance the member sees', async () => {
    const member = await mock.member({ credit: 1000, username: 'ledger01' });
    bodyOf(await mock.controlApi.ledger({ params: { username: 'ledger01' }, body: { amount: 200, kind: 'deposit' } }), 200);
    bodyOf(
      await mock.controlApi.ledger({ params: { username: 'ledger01' }, body: { amount: -250.25, kind: 'adjustment', note: 'QA ลดยอด' } }),
      200,
    );
    bodyOf(await mock.api(member).withdraw.create({ params: { uuid: member.uuid }, body: { amount: 100 } }), 200);
    const answer = await money('ledger01');
    expect(answer.member.username).toBe('ledger01');
    expect(answer.ledger.map((line) => [line.kind, line.amount, line.balanceAfter])).toEqual([
      ['withdraw', -100, 849.75],
      ['adjustment', -250.25, 949.75],
      ['deposit', 200, 1200],
      ['adjustment', 1000, 1000],
    ]);
    expect(answer.ledger[1]?.description).toBe('QA ลดยอด');
    expect(answer.balance).toBe(await mock.credit(member));
    expect(answer.ledger.reduce((sum, line) => sum + toSatang(line.amount), 0)).toBe(toSatang(answer.balance));
    expect(answer.withdrawals.map((w) => [w.amount, w.status])).toEqual([[100, 'pending']]);
    expect(answer.deposits.map((d) => [d.amount, d.channel, d.status])).toEqual([[200, 'bank', 'approved']]);
    expect(answer.slips).toEqual([]);
  });

  it('approves and fails pending withdrawals; the member sees the new states', async () => {
    const member = await mock.member({ credit: 5000, level: 4 });
    const api = mock.api(member);
    const first = bodyOf(await api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: 300 } }), 200).data.withdrawal;
    const second = bodyOf(await api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: 200 } }), 200).data.withdrawal;
    const approved = bodyOf(await mock.controlApi.moveWithdrawal({ params: { id: first.id }, body: { action: 'approve' } }), 200);
    expect(approved.status).toBe('approved');
    const failed = bodyOf(await mock.controlApi.moveWithdrawal({ params: { id: second.id }, body: { action: 'fail' } }), 200);
    expect(failed).toMatchObject({ status: 'failed', retryable: true });
    const history = bodyOf(await api.withdraw.history({ params: { uuid: member.uuid } }), 200).data;
    expect(history.map((w) => [w.id, w.status])).toEqual([
      [second.id, 'failed'],
      [first.id, 'approved'],
    ]);
    // the member can retry the failed one, as with a transfer the bank did not answer
    expect(bodyOf(await api.withdraw.retry({ body: { id: second.id } }), 200).data.status).toBe('pending');
    expect(await mock.credit(member)).toBe(4500);
  });

  it('rejects a withdrawal and gives the amount back with a ledger line; a second move is a Thai 409 that changes nothing', async () => {
    const member = await mock.member({ credit: 800, username: 'reject01' });
    const api = mock.api(member);
    const request = bodyOf(await api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: 500 } }), 200).data.withdrawal;
    expect(await mock.credit(member)).toBe(300);
    const rejected = bodyOf(await mock.controlApi.moveWithdrawal({ params: { id: request.id }, body: { action: 'reject' } }), 200);
    expect(rejected.status).toBe('rejected');
    expect(await mock.credit(member)).toBe(800);
    const answer = await money('reject01');
    expect(answer.ledger[0]).toMatchObject({ kind: 'withdraw', amount: 500, balanceAfter: 800 });
    expect(answer.ledger[0]?.description).toContain(request.id);

    const again = await mock.controlApi.moveWithdrawal({ params: { id: request.id }, body: { action: 'approve' } });
    expect(bodyOf(again, 409).message).toMatch(/ถูกปฏิเสธ/);
    expect(await mock.credit(member)).toBe(800);
    expect((await money('reject01')).withdrawals[0]?.status).toBe('rejected');
  });

  it('answers 404 for an unknown withdrawal or slip and 400 for an unknown action', async () => {
    bodyOf(await mock.controlApi.moveWithdrawal({ params: { id: 'WD999999' }, body: { action: 'approve' } }), 404);
    bodyOf(await mock.controlApi.settleSlip({ params: { id: 'SL999999' }, body: { action: 'approve' } }), 404);
    // an action the contract does not know, as a hand-written client might send it
    const unknownAction = { action: 'pay-twice' } as unknown as { action: 'approve' };
    bodyOf(await mock.controlApi.moveWithdrawal({ params: { id: 'WD999999' }, body: unknownAction }), 400);
    bodyOf(await mock.controlApi.money({ params: { username: 'nobody99' } }), 404);
  });

  it('approves a confirmed slip: the deposit is credited once, and a settled slip cannot be moved again', async () => {
    const member = await mock.member({ credit: 0, username: 'slipper01' });
    const api = mock.api(member);
    const { qrPayload, transRef } = await mock.mintSlip(member, 640);
    const verified = bodyOf(await api.slip.verify({ body: { qrPayload } }), 200).data;
    bodyOf(await api.slip.confirm({ body: { transRef } }), 200);
    const slip = (await money('slipper01')).slips[0];
    expect(slip).toMatchObject({ transRef, status: 'confirmed' });
    const approved = bodyOf(await mock.controlApi.settleSlip({ params: { id: slip?.id ?? '' }, body: { action: 'approve' } }), 200);
    expect(approved.status).toBe('approved');
    expect(await mock.credit(member)).toBe(verified.amount);
    const deposits = bodyOf(await api.deposit.member({ params: { uuid: member.uuid } }), 200).data.history;
    expect(deposits.map((d) => [d.amount, d.channel, d.status])).toEqual([[verified.amount, 'slip', 'approved']]);
    expect(bodyOf(await api.slip.myRequests(), 200).data[0]?.status).toBe('approved');

    const again = await mock.controlApi.settleSlip({ params: { id: slip?.id ?? '' }, body: { action: 'reject' } });
    expect(bodyOf(again, 409).message).toMatch(/ฝากสำเร็จ/);
    expect(await mock.credit(member)).toBe(verified.amount);
  });

  it('rejects a verified slip: no deposit, the member sees the refusal', async () => {
    const member = await mock.member({ credit: 0, username: 'slipper02' });
    const api = mock.api(member);
    const { qrPayload, transRef } = await mock.mintSlip(member, 90);
    bodyOf(await api.slip.verify({ body: { qrPayload } }), 200);
    const slip = (await money('slipper02')).slips[0];
    const rejected = bodyOf(await mock.controlApi.settleSlip({ params: { id: slip?.id ?? '' }, body: { action: 'reject' } }), 200);
    expect(rejected).toMatchObject({ status: 'rejected', message: expect.stringMatching(/[\u0E00-\u0E7F]/) as unknown });
    expect(bodyOf(await api.slip.myRequests(), 200).data[0]?.status).toBe('rejected');
    expect(await mock.credit(member)).toBe(0);
    bodyOf(await api.slip.confirm({ body: { transRef } }), 409);
  });

  it('answers what today holds for a member, and a move to the next Bangkok day starts check-in, withdrawals and wheel spins again', async () => {
    const member = await mock.member({ credit: 3000, level: 2, username: 'daily01' });
    const api = mock.api(member);
    bodyOf(await api.checkIn.checkIn({ body: {} }), 200);
    bodyOf(await api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: 100 } }), 200);
    bodyOf(await api.wheel.spin({ body: {} }), 200);
    const today = bodyOf(await mock.controlApi.memberDay({ params: { username: 'daily01' } }), 200);
    expect(today.checkIn).toMatchObject({ checkedInToday: true, streak: 1 });
    expect(today.withdraw).toMatchObject({ countToday: 1, usedToday: 100 });
    const spinsToday = today.wheelSpinsLeft;
    expect(today.level.level).toBe(2);

    bodyOf(await mock.controlApi.clock({ body: { advanceDays: 1 } }), 200);
    const tomorrow = bodyOf(await mock.controlApi.memberDay({ params: { username: 'daily01' } }), 200);

    expect(tomorrow.day > today.day).toBe(true);
    expect(tomorrow.checkIn).toMatchObject({ checkedInToday: false, streak: 2 });
    expect(tomorrow.withdraw).toMatchObject({ countToday: 0, usedToday: 0 });
    expect(tomorrow.wheelSpinsLeft).toBe(spinsToday + 1);
  });
});
