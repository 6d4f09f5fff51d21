import type { RecordedExchange } from '@site/contract/mock-control';

/** A staging member's profile read as the gateway records it (names as placeholders, phone and bank id masked): 500 baht of credit. */
export const RECORDED_PROFILE_READ: RecordedExchange = {
  at: '2026-03-10T05:00:00.000Z',
  method: 'GET',
  url: '/api/auth/user/detail/2f0d6c1e-8a4b-4c3d-9e5f-6a7b8c9d0e1f',
  route: 'user.detail',
  status: 200,
  member: 'recorded01',
  durationMs: 5,
  requestBody: null,
  responseBody: {
    data: {
      uuid: '2f0d6c1e-8a4b-4c3d-9e5f-6a7b8c9d0e1f',
      name: 'สมหญิง ทดสอบ',
      phone: '***4321',
      level: 2,
      status: 'active',
      user_pass: { username: 'recorded01' },
      user_bank: { uuid: 'b-1', bankName: 'KBANK', bankId: '***' },
      user_credit: { credit: 500, point: 0, level: 2 },
    },
  },
};
