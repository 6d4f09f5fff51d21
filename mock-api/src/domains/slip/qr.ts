import { createHash } from 'node:crypto';
import { crc32 as zlibCrc32, deflateSync } from 'node:zlib';
import { SLIP_IMAGE_TEXT_KEY } from '@site/contract/mock-control';

/**
 * The mini-QR printed on Thai transfer slips (docs/design/mock.md#slips): EMVCo-style tag-length-value,
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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlibCrc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A picture of a slip minted by the mock's bank (docs/design/mock.md#slips): a grey PNG with a QR-like
 * pattern drawn from the payload, and the payload itself in a `tEXt` chunk under
 * SLIP_IMAGE_TEXT_KEY, which the mock reads as a slip reader reads the QR.
 */
export function slipPicture(payload: string): Buffer {
  const modules = 25;
  const scale = 6;
  const margin = 12;
  const width = modules * scale + 2 * margin;
  const height = width + 40;
  const bits = createHash('sha256').update(payload).digest();
  const dark = (x: number, y: number): boolean => {
    const finder = (fx: number, fy: number) => {
      const dx = x - fx;
      const dy = y - fy;
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return null;
      return dx === 0 || dy === 0 || dx === 6 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4);
    };
    const inFinder = finder(0, 0) ?? finder(modules - 7, 0) ?? finder(0, modules - 7);
    if (inFinder !== null) return inFinder;
    const index = y * modules + x;
    return ((bits[index % bits.length] ?? 0) >> (index % 8)) % 2 === 1;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1, 0xff); // filter byte 0, then white pixels
    row[0] = 0;
    for (let x = 0; x < width; x += 1) {
      if (y < 28) row[x + 1] = 0x3a; // the bank's header band
      const mx = Math.floor((x - margin) / scale);
      const my = Math.floor((y - 40 - margin) / scale);
      if (x >= margin && y >= 40 + margin && mx < modules && my < modules && dark(mx, my)) row[x + 1] = 0;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('tEXt', Buffer.from(`${SLIP_IMAGE_TEXT_KEY}\0${payload}`, 'latin1')),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The QR payload a slip picture carries (see slipPicture), or null for any other image. */
export function readSlipPicture(bytes: Buffer): string | null {
  if (bytes.length < PNG_SIGNATURE.length || !bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return null;
  let offset = PNG_SIGNATURE.length;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (type === 'tEXt') {
      const text = bytes.toString('latin1', offset + 8, offset + 8 + length);
      const separator = text.indexOf('\0');
      if (separator > 0 && text.slice(0, separator) === SLIP_IMAGE_TEXT_KEY) return text.slice(separator + 1);
    }
    if (type === 'IEND') return null;
    offset = end;
  }
  return null;
}
