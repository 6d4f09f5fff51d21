/** Thai banks members register with; code is what the API carries as bankName/bankCode. */
export interface ThaiBank {
  code: string;
  nameTh: string;
  /** Account number length(s) the bank issues. */
  accountLengths: readonly number[];
  color: string;
}

export const THAI_BANKS: readonly ThaiBank[] = [
  { code: 'KBANK', nameTh: 'ธนาคารกสิกรไทย', accountLengths: [10], color: '#138f2d' },
  { code: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', accountLengths: [10], color: '#4e2e7f' },
  { code: 'BBL', nameTh: 'ธนาคารกรุงเทพ', accountLengths: [10], color: '#1e4598' },
  { code: 'KTB', nameTh: 'ธนาคารกรุงไทย', accountLengths: [10], color: '#1ba5e1' },
  { code: 'BAY', nameTh: 'ธนาคารกรุงศรีอยุธยา', accountLengths: [10], color: '#fec43b' },
  { code: 'TTB', nameTh: 'ธนาคารทหารไทยธนชาต', accountLengths: [10], color: '#0050f0' },
  { code: 'GSB', nameTh: 'ธนาคารออมสิน', accountLengths: [12], color: '#eb198d' },
  { code: 'BAAC', nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', accountLengths: [12], color: '#4b9b34' },
  { code: 'GHB', nameTh: 'ธนาคารอาคารสงเคราะห์', accountLengths: [12], color: '#f57d23' },
  { code: 'KKP', nameTh: 'ธนาคารเกียรตินาคินภัทร', accountLengths: [10], color: '#594f74' },
  { code: 'CIMBT', nameTh: 'ธนาคารซีไอเอ็มบี ไทย', accountLengths: [10], color: '#7e2f36' },
  { code: 'UOBT', nameTh: 'ธนาคารยูโอบี', accountLengths: [10], color: '#0b3979' },
  { code: 'LHBANK', nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', accountLengths: [10], color: '#6d6e71' },
  { code: 'TISCO', nameTh: 'ธนาคารทิสโก้', accountLengths: [10], color: '#12549f' },
];

export const BANK_CODES = THAI_BANKS.map((b) => b.code) as [string, ...string[]];

export function thaiBank(code: string): ThaiBank | undefined {
  return THAI_BANKS.find((b) => b.code === code);
}
