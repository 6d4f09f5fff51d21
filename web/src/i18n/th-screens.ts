/**
 * Thai strings of the public screens' contents (home, register, promotion, contact, the score
 * frames, maintenance). Kept apart from th.ts so that only those screens load them; the first
 * screens (/ and /login) stay inside their bundle budget (docs/design/first-paint.md#budget).
 */
export const thScreens = {
  home: {
    welcome: 'ยินดีต้อนรับ',
    tagline: 'ฝาก-ถอนอัตโนมัติ ตลอด 24 ชั่วโมง',
    promotionsTeaser: 'โปรโมชั่นล่าสุด',
    seeAllPromotions: 'ดูโปรโมชั่นทั้งหมด',
    lobby: {
      bannersHeading: 'โปรโมชั่นแนะนำ',
      banner: (n: number, of: number) => `โปรโมชั่น ${n} จาก ${of} ดูรายละเอียดโปรโมชั่น`,
      hotGamesHeading: 'เกมฮิต',
      play: 'เล่นเลย',
      demo: 'ทดลองเล่น',
      loginToPlay: (game: string) => `เข้าสู่ระบบเพื่อเล่น ${game}`,
    },
    ticker: {
      heading: 'รายการฝาก-ถอนล่าสุด',
      deposits: 'ฝากล่าสุด',
      withdrawals: 'ถอนล่าสุด',
      empty: 'ยังไม่มีรายการ',
      amount: (baht: string) => `${baht} บาท`,
    },
  },
  register: {
    step1Title: 'ขั้นตอนที่ 1: ข้อมูลเข้าสู่ระบบ',
    step2Title: 'ขั้นตอนที่ 2: บัญชีธนาคาร',
    stepOf: (step: number, total: number) => `ขั้นตอน ${step} จาก ${total}`,
    phone: 'เบอร์โทรศัพท์มือถือ',
    username: 'ชื่อผู้ใช้',
    password: 'รหัสผ่าน',
    confirmPassword: 'ยืนยันรหัสผ่าน',
    /** What each field takes, under it until a live check or an error has something to say. */
    phoneHelp: 'ขึ้นต้นด้วย 06, 08 หรือ 09 ครบ 10 หลัก',
    usernameHelp: 'ภาษาอังกฤษหรือตัวเลข 4-16 ตัว',
    passwordHelp: '6-32 ตัวอักษร',
    bank: 'ธนาคาร',
    chooseBank: 'เลือกธนาคาร',
    bankId: 'เลขบัญชีธนาคาร',
    accountName: 'ชื่อบัญชี (ตามที่ธนาคารแจ้ง)',
    accountNameLooking: 'กำลังตรวจสอบชื่อบัญชี…',
    accountNameRetry: 'ตรวจสอบอีกครั้ง',
    afCode: 'รหัสแนะนำเพื่อน (ถ้ามี)',
    inviter: (name: string) => `ผู้แนะนำ: ${name}`,
    inviterLooking: 'กำลังค้นหาผู้แนะนำ…',
    checking: 'กำลังตรวจสอบ…',
    next: 'ถัดไป',
    back: 'ย้อนกลับ',
    submit: 'สมัครสมาชิก',
    submitting: 'กำลังสมัครสมาชิก…',
    success: 'สมัครสมาชิกสำเร็จ',
    haveAccount: 'มีบัญชีอยู่แล้ว?',
    marketingSource: (team: string, marketing: string) => `ทีม ${team} · ผู้แนะนำ ${marketing}`,
  },
  promotion: {
    heading: 'โปรโมชั่น',
    none: 'ไม่มีโปรโมชั่นในขณะนี้',
    period: (n: number) => `ช่วงโบนัสที่ ${n}`,
    rate: 'โบนัส',
    time: 'เวลา',
    endNumber: 'ฝากยอดที่ลงท้ายด้วย',
    /** Under an end number, so that it is not read as the amount to deposit. */
    endNumberExample: (first: string, second: string) => `เช่น ${first} หรือ ${second}`,
    maxBonus: 'โบนัสสูงสุด',
    percent: (rate: number) => `${rate}%`,
    /** A period's state by the site's clock: the one open now, and when the next one opens. */
    openNow: 'เปิดอยู่',
    opensNext: (time: string) => `เปิดถัดไป ${time}`,
    banner: (n: number, of: number) => `ภาพโปรโมชั่น ${n} จาก ${of}`,
    joinText: 'สมัครสมาชิกหรือเข้าสู่ระบบ แล้วฝากในช่วงเวลาโบนัสเพื่อรับโปรโมชั่น',
    register: 'สมัครสมาชิกรับโบนัส',
  },
  contact: {
    heading: 'ติดต่อเรา',
    intro: 'กดที่ไอดีเพื่อแชทกับเจ้าหน้าที่ทางไลน์ได้ตลอด 24 ชั่วโมง หรือสแกน QR Code จากอีกเครื่อง',
    main: 'ไลน์หลัก',
    backup: 'ไลน์สำรอง',
    qrAlt: (id: string) => `QR Code สำหรับเพิ่มเพื่อนไลน์ ${id}`,
    openChat: (id: string) => `เปิดแชทไลน์ ${id}`,
  },
  frames: {
    liveScoreTitle: 'ผลบอลสดจากผู้ให้บริการภายนอก',
    standingsTitle: 'ตารางคะแนนจากผู้ให้บริการภายนอก',
  },
  maintenance: {
    heading: 'ปิดปรับปรุงระบบชั่วคราว',
    body: 'ขออภัยในความไม่สะดวก เว็บไซต์จะกลับมาให้บริการโดยเร็วที่สุด',
  },
} as const;
