/**
 * PromptPay QR payloads (Thai QR Payment, EMVCo merchant-presented mode): a 13-digit id is a
 * tax or national id (tag 02), a mobile number becomes 0066 + number (tag 01). With an amount
 * the code is single-use style (point of initiation 12), as banking apps expect for a deposit.
 */
function field(tag: string, value: string): string {
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE, uppercase hex, as the EMVCo specification requires for tag 63. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function promptPayPayload(promptPayId: string, amount?: number): string {
  const digits = promptPayId.replace(/\D/g, '');
  const account = digits.length >= 13 ? field('02', digits) : field('01', `0066${digits.replace(/^0/, '')}`.padStart(13, '0'));
  const merchant = field('29', field('00', 'A000000677010111') + account);
  const withAmount = amount !== undefined && amount > 0;
  const body =
    field('00', '01') +
    field('01', withAmount ? '12' : '11') +
    merchant +
    field('53', '764') +
    (withAmount ? field('54', amount.toFixed(2)) : '') +
    field('58', 'TH') +
    '6304';
  return body + crc16ccitt(body);
}
