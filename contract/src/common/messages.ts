/**
 * Thai validation messages carried by the contract's schemas. The mock returns them in 400
 * bodies and the web forms show them under fields, so both speak with one voice.
 */
export const validationMessages = {
  required: 'กรุณากรอกข้อมูลให้ครบถ้วน',
  invalid: 'ข้อมูลไม่ถูกต้อง',
  usernameOrPhone: 'กรุณากรอกชื่อผู้ใช้หรือเบอร์โทรศัพท์',
  usernameFormat: 'ชื่อผู้ใช้ต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 4-16 ตัว',
  phoneFormat: 'เบอร์โทรศัพท์มือถือต้องขึ้นต้นด้วย 06, 08 หรือ 09 และมี 10 หลัก',
  passwordLength: 'รหัสผ่านต้องมี 6-32 ตัวอักษร',
  passwordRequired: 'กรุณากรอกรหัสผ่าน',
  passwordMismatch: 'รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน',
  passwordSameAsOld: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
  nameRequired: 'กรุณากรอกชื่อ-นามสกุล',
  bankRequired: 'กรุณาเลือกธนาคาร',
  bankIdFormat: 'เลขบัญชีธนาคารต้องเป็นตัวเลข 10-12 หลัก',
  amountPositive: 'จำนวนเงินต้องมากกว่า 0 บาท',
  amountDecimals: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
  amountTooLarge: 'จำนวนเงินเกินกว่าที่ระบบรองรับ',
  amountTooSmall: 'จำนวนเงินต้องไม่น้อยกว่า 0.01 บาท',
  dateFormat: 'รูปแบบวันที่ต้องเป็น ปปปป-ดด-วว',
  dateRange: 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด',
  uuidFormat: 'รหัสอ้างอิงสมาชิกไม่ถูกต้อง',
  postcodeFormat: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
  afCodeFormat: 'รหัสแนะนำเพื่อนต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 4-20 ตัว',
  slipImage: 'กรุณาแนบรูปสลิปเป็นไฟล์ JPG หรือ PNG ขนาดไม่เกิน 2 MB',
  slipInput: 'กรุณาแนบรูปสลิปหรือข้อมูล QR จากสลิป',
  cardIndex: 'กรุณาเลือกไพ่ 1 ใบ',
} as const;

/** The mock control API's refusals of a request its schemas refuse as a whole (the QA console shows them). */
export const controlValidationMessages = {
  clockEmpty: 'ระบุ at, advanceDays หรือ advanceMs อย่างน้อยหนึ่งค่า',
  faultEmpty: 'ระบุ status, latencyMs หรือ drop อย่างน้อยหนึ่งค่า',
  latencyOrder: 'ค่าต่ำสุดของเวลาหน่วงต้องไม่มากกว่าค่าสูงสุด (หรือค่ามัธยฐานไม่มากกว่า p95)',
  depositNotPositive: 'ยอดฝากต้องมากกว่า 0 บาท',
} as const;
