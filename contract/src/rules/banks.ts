/** Thai banks members register with; code is what the API carries as bankName/bankCode. */
export interface ThaiBank {
  code: string;
  nameTh: string;
  /** The name without "ธนาคาร", as a picker lists it beside the badge: a narrow column breaks long names mid-word. */
  shortTh: string;
  /** Account number length(s) the bank issues. */
  accountLengths: readonly number[];
  color: string;
  /** What the bank's badge shows: the short form members know it by (K, SCB, ธกส). */
  mark: string;
}

export const THAI_BANKS: readonly ThaiBank[] = [
  { code: 'KBANK', nameTh: 'ธนาคารกสิกรไทย', shortTh: 'กสิกรไทย', accountLengths: [10], color: '#138f2d', mark: 'K' },
  { code: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', shortTh: 'ไทยพาณิชย์', accountLengths: [10], color: '#4e2e7f', mark: 'SCB' },
  { code: 'BBL', nameTh: 'ธนาคารกรุงเทพ', shortTh: 'กรุงเทพ', accountLengths: [10], color: '#1e4598', mark: 'BBL' },
  { code: 'KTB', nameTh: 'ธนาคารกรุงไทย', shortTh: 'กรุงไทย', accountLengths: [10], color: '#1ba5e1', mark: 'KTB' },
  { code: 'BAY', nameTh: 'ธนาคารกรุงศรีอยุธยา', shortTh: 'กรุงศรี', accountLengths: [10], color: '#fec43b', mark: 'BAY' },
  { code: 'TTB', nameTh: 'ธนาคารทหารไทยธนชาต', shortTh: 'ทีทีบี', accountLengths: [10], color: '#0050f0', mark: 'ttb' },
  { code: 'GSB', nameTh: 'ธนาคารออมสิน', shortTh: 'ออมสิน', accountLengths: [12], color: '#eb198d', mark: 'GSB' },
  { code: 'BAAC', nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', shortTh: 'ธ.ก.ส.', accountLengths: [12], color: '#4b9b34', mark: 'ธกส' },
  { code: 'GHB', nameTh: 'ธนาคารอาคารสงเคราะห์', shortTh: 'ธอส.', accountLengths: [12], color: '#f57d23', mark: 'ธอส' },
  { code: 'KKP', nameTh: 'ธนาคารเกียรตินาคินภัทร', shortTh: 'เกียรตินาคิน', accountLengths: [10], color: '#594f74', mark: 'KKP' },
  { code: 'CIMBT', nameTh: 'ธนาคารซีไอเอ็มบี ไทย', shortTh: 'ซีไอเอ็มบี ไทย', accountLengths: [10], color: '#7e2f36', mark: 'CIMB' },
  { code: 'UOBT', nameTh: 'ธนาคารยูโอบี', shortTh: 'ยูโอบี', accountLengths: [10], color: '#0b3979', mark: 'UOB' },
  { code: 'LHBANK', nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', shortTh: 'แลนด์ แอนด์ เฮ้าส์', accountLengths: [10], color: '#6d6e71', mark: 'LH' },
  { code: 'TISCO', nameTh: 'ธนาคารทิสโก้', shortTh: 'ทิสโก้', accountLengths: [10], color: '#12549f', mark: 'TISCO' },
];

export const BANK_CODES = THAI_BANKS.map((b) => b.code) as [string, ...string[]];

export function thaiBank(code: string): ThaiBank | undefined {
  return THAI_BANKS.find((b) => b.code === code);
}
