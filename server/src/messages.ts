/** What the gateway itself tells members (Thai), when it answers instead of the upstream. */
export const gatewayMessages = {
  upstreamUnavailable: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้งในภายหลัง',
  upstreamBadGateway: 'ไม่สามารถเชื่อมต่อกับระบบได้ กรุณาลองใหม่อีกครั้ง',
  upstreamTimeout: 'ระบบใช้เวลาตอบกลับนานเกินไป กรุณาลองใหม่อีกครั้ง',
  overloaded: 'ขณะนี้มีผู้ใช้งานจำนวนมาก กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  rateLimited: (seconds: number) => `คุณทำรายการบ่อยเกินไป กรุณารอ ${seconds} วินาทีแล้วลองใหม่อีกครั้ง`,
  bodyTooLarge: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป',
  bodyTooDeep: 'ข้อมูลที่ส่งซ้อนกันลึกเกินกว่าที่ระบบรองรับ',
  badRequest: 'คำขอไม่ถูกต้อง',
  uriTooLong: 'ที่อยู่ของคำขอยาวเกินไป',
  headersTooLarge: 'ข้อมูลส่วนหัวของคำขอมีขนาดใหญ่เกินไป',
  requestTimeout: 'ส่งคำขอช้าเกินไป กรุณาลองใหม่อีกครั้ง',
  notFound: 'ไม่พบสิ่งที่ต้องการ',
  operationsOnly: 'หน้านี้สำหรับผู้ดูแลระบบเท่านั้น',
  webNotBuilt: 'ยังไม่ได้สร้างหน้าเว็บ กรุณารัน npm run build',
  internal: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง',
  /** The installed app's name when the brand's settings name none. */
  defaultSiteName: 'เว็บไซต์สมาชิก',
} as const;
