/**
 * A business rejection: the root error handler turns it into `{ message, code }` with this
 * status. Services throw it so they stay free of ts-rest's per-route status typing.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const messages = {
  unauthenticated: 'กรุณาเข้าสู่ระบบก่อนใช้งาน',
  sessionExpired: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
  forbidden: 'คุณไม่มีสิทธิ์เข้าถึงข้อมูลของสมาชิกท่านอื่น',
  notFound: 'ไม่พบข้อมูลที่ต้องการ',
  routeNotFound: 'ไม่พบบริการที่เรียกใช้',
  tooLarge: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินกว่าที่ระบบรองรับ',
  badJson: 'รูปแบบข้อมูลที่ส่งมาไม่ถูกต้อง',
  internal: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
  badNamespace: 'ชื่อ namespace ต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข - หรือ _ ไม่เกิน 64 ตัว',
  loginFailed: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  suspended: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อเจ้าหน้าที่',
  memberGone: 'ไม่พบบัญชีสมาชิก กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
  idempotencyMismatch: 'Idempotency-Key นี้ถูกใช้กับคำขออื่นแล้ว',
} as const;
