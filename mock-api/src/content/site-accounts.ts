/** The brand's receiving accounts: members transfer here from their registered account. */
const SITE_ACCOUNTS: Record<string, Array<{ bankName: string; bankId: string; accountName: string }>> = {
  default: [
    { bankName: 'KBANK', bankId: '0431234567', accountName: 'บจก. สยามเกมส์ เอ็นเตอร์เทนเมนต์' },
    { bankName: 'SCB', bankId: '4079876543', accountName: 'บจก. สยามเกมส์ เอ็นเตอร์เทนเมนต์' },
  ],
  lanna: [{ bankName: 'BBL', bankId: '5120345678', accountName: 'บจก. ล้านนาคลับ' }],
  andaman: [
    { bankName: 'KTB', bankId: '6620123456', accountName: 'บจก. อันดามันเบท' },
    { bankName: 'TTB', bankId: '2231098765', accountName: 'บจก. อันดามันเบท' },
  ],
};

export function siteAccounts(brand: string) {
  return SITE_ACCOUNTS[brand] ?? SITE_ACCOUNTS.default ?? [];
}
