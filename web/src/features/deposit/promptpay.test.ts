import { describe, expect, it } from 'vitest';
import { crc16ccitt, promptPayPayload } from './promptpay';

describe('PromptPay payload', () => {
  it('computes the CRC-16/CCITT-FALSE check value', () => {
    // the standard check value of CRC-16/CCITT-FALSE over "123456789"
    expect(crc16ccitt('123456789')).toBe('29B1');
  });

  it('encodes a mobile number as 0066 + number and an amount with 2 decimals', () => {
    const payload = promptPayPayload('0812345678', 100);
    expect(payload).toContain('0113' + '0066812345678');
    expect(payload).toContain('5406100.00');
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload.slice(-4)).toBe(crc16ccitt(payload.slice(0, -4)));
  });

  it('encodes a 13-digit id under tag 02 and has no amount field without an amount', () => {
    const payload = promptPayPayload('0105561234567');
    expect(payload).toContain('02130105561234567');
    expect(payload).toContain('53037645802TH');
    expect(payload.startsWith('000201010211')).toBe(true);
  });
});
