/**
 * The mini-QR printed on Thai transfer slips (decision 013): EMVCo-style tag-length-value,
 * tag 00 holding the API id (00), the sending bank's 3-digit code (01) and the transaction
 * reference (02); tag 51 the country; tag 91 a CRC-16/CCITT of everything before its value.
 */
export const SLIP_BANK_NUMBERS: Record<string, string> = {
  BBL: '002',
  KBANK: '004',
  KTB: '006',
  TTB: '011',
  SCB: '014',
  CIMBT: '022',
  UOBT: '024',
  BAY: '025',
  GSB: '030',
  GHB: '033',
  BAAC: '034',
  TISCO: '067',
  KKP: '069',
  LHBANK: '073',
};

function tlv(tag: string, value: string): string {
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Builds the payload a slip for `transRef` sent from `bankCode` carries. */
export function buildSlipQr(bankCode: string, transRef: string): string {
  const bankNumber = SLIP_BANK_NUMBERS[bankCode];
  if (!bankNumber) throw new RangeError(`unknown bank ${bankCode}`);
  const body = tlv('00', tlv('00', '000001') + tlv('01', bankNumber) + tlv('02', transRef)) + tlv('51', 'TH') + '9104';
  return body + crc16(body);
}

function readTlv(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const tag = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    if (tag.length < 2 || !Number.isInteger(length) || i + 4 + length > text.length) return null;
    fields.set(tag, text.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** The sending bank code and reference of a slip payload, or null when it is not one. */
export function parseSlipQr(payload: string): { bankCode: string; transRef: string } | null {
  const trimmed = payload.trim();
  if (trimmed.length < 12 || crc16(trimmed.slice(0, -4)) !== trimmed.slice(-4).toUpperCase()) return null;
  const outer = readTlv(trimmed);
  const inner = outer?.get('00');
  if (!outer || outer.get('51') !== 'TH' || !inner) return null;
  const fields = readTlv(inner);
  const bankNumber = fields?.get('01');
  const transRef = fields?.get('02');
  if (!fields || fields.get('00') !== '000001' || !bankNumber || !transRef || !/^[A-Za-z0-9]{6,40}$/.test(transRef)) return null;
  const bankCode = Object.entries(SLIP_BANK_NUMBERS).find(([, number]) => number === bankNumber)?.[0];
  return bankCode ? { bankCode, transRef } : null;
}
