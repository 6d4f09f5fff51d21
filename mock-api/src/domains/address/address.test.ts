import { describe, expect, it } from 'vitest';
import { bodyOf, contractClient, memberTarget } from '../../test-support/target';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('address contract', () => {
  const member = memberTarget();
  const api = () => contractClient(member.target, member.session);

  it('serves the saved address (or null)', async () => {
    bodyOf(await api().address.mine(), 200);
  });

  it("rejects a malformed postcode with the contract's Thai message", async () => {
    const refused = bodyOf(await api().address.update({ body: { postcode: '1234' } }), 400);
    expect(refused.message).toBe('รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก');
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
    bodyOf(await api().address.update({ body: address }), 200);
    expect(bodyOf(await api().address.mine(), 200).data?.houseNo).toBe('99/1');
  });
});
