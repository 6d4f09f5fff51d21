import { describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, memberTarget } from '../../test-support/target';

describe('address contract', () => {
  const member = memberTarget();

  it('serves the saved address (or null)', async () => {
    expectContract(
      contract.address.mine,
      await member.target.request('GET', contract.address.mine.path, { token: member.session.token }),
      200,
    );
  });

  it("rejects a malformed postcode with the contract's Thai message", async () => {
    const response = await member.target.request('PATCH', contract.address.update.path, {
      token: member.session.token,
      body: { postcode: '1234' },
    });
    expectContract(contract.address.update, response, 400);
    expect((response.body as { message: string }).message).toBe('รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก');
  });

  it('saves a complete address and reads it back', async () => {
    const address = {
      fullName: 'ทดสอบ ที่อยู่',
      phone: '0812345678',
      houseNo: '99/1',
      road: 'ถนนสุขุมวิท',
      subDistrict: 'คลองเตย',
      district: 'คลองเตย',
      province: 'กรุงเทพมหานคร',
      postcode: '10110',
    };
    const saved = await member.target.request('PATCH', contract.address.update.path, { token: member.session.token, body: address });
    expectContract(contract.address.update, saved, 200);
    const mine = await member.target.request('GET', contract.address.mine.path, { token: member.session.token });
    expect((mine.body as { data: { houseNo: string } }).data.houseNo).toBe('99/1');
  });
});
