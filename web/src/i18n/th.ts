/**
 * Thai strings of the shell (layouts, banners, error catalogue, page titles of the public
 * routes) and of the login form: what the first screens need. The contents of the other public
 * screens are in th-screens.ts, the member area's in th-member-area.ts, each loaded with its
 * screens only. Screens never write UI text inline, so a copy review reads this folder.
 * Validation messages come from the contract's schemas instead.
 */
export const th = {
  app: {
    defaultSiteName: 'เว็บไซต์สมาชิก',
    titleSeparator: ' | ',
    loading: 'กำลังโหลด…',
    retry: 'ลองอีกครั้ง',
    empty: 'ยังไม่มีข้อมูล',
    loadFailed: 'โหลดข้อมูลไม่สำเร็จ',
    skipToContent: 'ข้ามไปยังเนื้อหา',
    chunkFailed: 'โหลดหน้านี้ไม่สำเร็จ กรุณาโหลดหน้าเว็บใหม่',
    reload: 'โหลดหน้าเว็บใหม่',
    backHome: 'กลับหน้าหลัก',
    close: 'ปิด',
    copy: 'คัดลอก',
    copied: 'คัดลอกแล้ว',
    baht: 'บาท',
  },
  nav: {
    mainMenu: 'เมนูหลัก',
    openMenu: 'เปิดเมนู',
    closeMenu: 'ปิดเมนู',
    casino: 'คาสิโน',
    slot: 'สล็อต',
    sport: 'กีฬา',
    closedForNow: 'ปิดชั่วคราว',
    contact: 'ติดต่อเรา',
    promotion: 'โปรโมชั่น',
    liveScore: 'ผลบอลสด',
    score: 'ตารางคะแนน',
    login: 'เข้าสู่ระบบ',
    register: 'สมัครสมาชิก',
    floatingChat: 'แชทกับเจ้าหน้าที่',
  },
  footer: {
    banks: 'รองรับทุกธนาคาร ฝาก-ถอนอัตโนมัติ',
    line: (id: string) => `ติดต่อเราทาง LINE ${id}`,
    note: (siteName: string) => `${siteName} สงวนลิขสิทธิ์ · บริการตลอด 24 ชั่วโมง · สำหรับผู้มีอายุ 18 ปีขึ้นไป`,
  },
  titles: {
    home: 'หน้าแรก',
    login: 'เข้าสู่ระบบ',
    register: 'สมัครสมาชิก',
    contact: 'ติดต่อเรา',
    liveScore: 'ผลบอลสด',
    score: 'ตารางคะแนน',
    promotion: 'โปรโมชั่น',
    maintenance: 'ปิดปรับปรุงระบบ',
    notFound: 'ไม่พบหน้าที่ต้องการ',
    brandNotSetUp: 'เว็บไซต์ยังไม่พร้อมให้บริการ',
  },
  /** Settings arrived without the brand's colours and menu (docs/design/brands.md#brand-look). */
  brandNotSetUp: {
    heading: 'เว็บไซต์ยังไม่พร้อมให้บริการ',
    body: 'ระบบยังตั้งค่าแบรนด์ของเว็บไซต์ไม่ครบ กรุณาลองใหม่ภายหลังหรือติดต่อเจ้าหน้าที่',
  },
  auth: {
    username: 'ชื่อผู้ใช้หรือเบอร์โทรศัพท์',
    password: 'รหัสผ่าน',
    showPassword: 'แสดงรหัสผ่าน',
    hidePassword: 'ซ่อนรหัสผ่าน',
    submit: 'เข้าสู่ระบบ',
    submitting: 'กำลังเข้าสู่ระบบ…',
    noAccount: 'ยังไม่มีบัญชี?',
    forgotPassword: 'ลืมรหัสผ่าน?',
    askStaff: 'ติดต่อเจ้าหน้าที่',
    loginSuccess: 'เข้าสู่ระบบสำเร็จ',
  },
  notFound: {
    heading: 'ไม่พบหน้าที่คุณต้องการ',
    body: 'หน้านี้อาจถูกย้ายหรือไม่มีอยู่แล้ว',
  },
  /** Install help (spec 8): Android's prompt behind a button, iOS's steps in a sheet. */
  install: {
    app: 'ติดตั้งแอปบนมือถือ',
    iosOpen: 'วิธีเพิ่มลงหน้าจอโฮม',
    iosTitle: 'เพิ่มเว็บไซต์ลงหน้าจอโฮม',
    iosSteps: [
      'แตะปุ่มแชร์ (สี่เหลี่ยมมีลูกศรชี้ขึ้น) ที่แถบของ Safari',
      'เลื่อนลงแล้วแตะ "เพิ่มไปยังหน้าจอโฮม"',
      'แตะ "เพิ่ม" ที่มุมขวาบน ไอคอนของเว็บไซต์จะอยู่บนหน้าจอโฮม',
    ],
    close: 'ปิด',
  },
  banners: {
    offline: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต',
    unsupported: (browser: string, version: string) => `เบราว์เซอร์ ${browser} เวอร์ชัน ${version} ไม่รองรับ กรุณาอัปเดตหรือเปลี่ยนเบราว์เซอร์`,
    serviceUnavailable: 'ระบบไม่สามารถให้บริการได้ชั่วคราว กรุณาลองใหม่อีกครั้ง',
    dismiss: 'ปิดข้อความ',
  },
  frames: {
    /** The bar over a provider's page framed in the site: whose page it is, and the same page in a tab of its own. */
    source: 'ข้อมูลจากผู้ให้บริการภายนอก',
    openAlone: 'เปิดในแท็บใหม่',
  },
  errors: {
    generic: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
    sessionExpired: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่',
    timeout: 'การเชื่อมต่อใช้เวลานานเกินไป กรุณาลองใหม่อีกครั้ง',
    network: 'ไม่สามารถเชื่อมต่อกับระบบได้',
    unavailable: 'ระบบไม่สามารถให้บริการได้ชั่วคราว',
    unexpected: 'เกิดข้อผิดพลาดที่ไม่คาดคิด กรุณาเข้าสู่ระบบใหม่',
    /** A URL from the API failed the format check of spec 5 and was not opened (docs/design/web-app.md#url-check). */
    invalidUrl: 'ลิงก์ที่ได้รับจากระบบไม่ถูกต้อง จึงไม่ได้เปิดเพื่อความปลอดภัย กรุณาติดต่อเจ้าหน้าที่',
  },
  /** Announcements: on the home page (public) and the dashboard (members). */
  announcements: {
    heading: 'ประกาศ',
    pinned: 'ปักหมุด',
    empty: 'ยังไม่มีประกาศ',
  },
  images: {
    logo: (siteName: string) => `โลโก้ ${siteName}`,
    notFound: 'ไม่พบรูปภาพ',
  },
} as const;
