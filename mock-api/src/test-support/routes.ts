import type { AppRoute } from '@ts-rest/core';
import { flattenContract } from '@site/contract';
import { mockControlContract } from '@site/contract/mock-control';
import { DEMO_MEMBERS } from '../demo-members';
import { buildSlipQr } from '../domains/slip/qr';

export const API_ROUTES = flattenContract();
export const CONTROL_ROUTES = flattenContract(mockControlContract);

export interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

const [demo] = DEMO_MEMBERS;

/** A valid request for every API route, as the demo member. */
export const API_SAMPLES: Record<string, Sample> = {
  'auth.login': { body: { username: demo.username, password: demo.password } },
  'settings.global': {},
  'settings.websiteStatus': {},
  'settings.configuration': {},
  'settings.memberConfiguration': {},
  'settings.configurationByKey': { query: { key: 'home.normal.logo' } },
  'settings.userSetting': { body: { uuid: demo.uuid } },
  'user.detail': { params: { uuid: demo.uuid } },
  'user.account': { params: { uuid: demo.uuid } },
  'user.level': { params: { uuid: demo.uuid } },
  'user.changePassword': {
    params: { uuid: demo.uuid },
    body: { oldPassword: 'wrong-old', newPassword: 'newpass12', confirmPassword: 'newpass12' },
  },
  'user.winLoss': { params: { uuid: demo.uuid }, query: { start: '2020-01-01', end: '2030-12-31' } },
  'user.transactions': { params: { uuid: demo.uuid } },
  'games.credit': { params: { username: demo.username }, body: { balanceType: 'M' } },
  'games.cashOut': { body: {} },
  'games.openGame': { body: { gameId: 'JK-001', platform: 'DSK' } },
  'games.gameList': { body: { gameType: 'slot', gameCate: 'JK' } },
  'games.categoryTiles': { params: { gameCate: 'casino' } },
  'games.miniGames': {},
  'deposit.member': { params: { uuid: demo.uuid } },
  'deposit.recent': {},
  'withdraw.history': { params: { uuid: demo.uuid } },
  'withdraw.recent': {},
  'withdraw.retry': { body: { id: 'WD999999' } },
  'withdraw.create': { params: { uuid: demo.uuid }, body: { amount: 10 } },
  'withdraw.requests': { params: { uuid: demo.uuid } },
  'withdraw.transferToBank': { body: { uuid: demo.uuid, bankId: '1234567890', bankName: 'KBANK' } },
  'slip.verify': { body: { qrPayload: buildSlipQr('KBANK', 'SAMPLE000001') } },
  'slip.confirm': { body: { transRef: 'SAMPLE000001' } },
  'slip.requestDeposit': { body: { transRef: 'SAMPLE000001' } },
  'slip.myRequests': {},
  'affiliate.bonus': { params: { username: demo.username } },
  'affiliate.downline': { params: { username: demo.username } },
  'affiliate.code': { params: { uuid: demo.uuid } },
  'affiliate.withdraw': { params: { username: demo.username }, body: { amount: 1, type: 'af' } },
  'affiliate.downlineBonus': { params: { username: demo.username }, body: { start: '2020-01-01', end: '2030-12-31' } },
  'affiliate.logs': { params: { username: demo.username }, body: { type: 'af', start: '2020-01-01', end: '2030-12-31' } },
  'rewards.list': { body: {} },
  'rewards.request': { body: { rewardId: 'RW-TOPUP50', quantity: 1, userUuid: demo.uuid } },
  'rewards.history': { body: { userUuid: demo.uuid } },
  'wheel.wheel': {},
  'wheel.spin': { body: {} },
  'wheel.log': { body: { limit: 10 } },
  'flipCard.randomReward': { body: { cardIndex: 0 } },
  'flipCard.logs': {},
  'flipCard.rewardRandom': { body: { cardIndex: 8 } },
  'flipCard.myRewardRequests': {},
  'checkIn.state': {},
  'checkIn.checkIn': { body: {} },
  'announcements.member': {},
  'announcements.public': {},
  'address.mine': {},
  'address.update': { body: { postcode: '10110' } },
  'registration.register': {
    body: {
      step1: { phone: '0655555555', username: 'sample01', password: 'secret12', confirmPassword: 'secret12' },
      step2: { bankName: 'SCB', bankId: '5550001111', name: 'ทดสอบ ตัวอย่าง' },
    },
  },
  'registration.checkPhone': { params: { value: '0655555555' } },
  'registration.checkBankId': { params: { bankId: '5550001111' }, body: { bankName: 'SCB' } },
  'registration.inviter': { params: { afCode: 'DEMO2024' } },
  'registration.checkUsername': { params: { value: 'sample01' } },
  'bank.accountName': { body: { bankName: 'SCB', bankId: '5550001111' } },
};

/** A valid request for every control route. */
export const CONTROL_SAMPLES: Record<string, Sample> = {
  state: {},
  reset: { body: {} },
  seed: { body: { seed: 42 } },
  clock: { body: { advanceMs: 1000 } },
  maintenance: { body: { on: false } },
  brand: { body: { brand: 'default' } },
  members: {},
  createMember: { body: { level: 2, credit: 100 } },
  setLevel: { params: { username: demo.username }, body: { level: 1 } },
  ledger: { params: { username: demo.username }, body: { amount: 10, kind: 'deposit' } },
  money: { params: { username: demo.username } },
  memberDay: { params: { username: demo.username } },
  mintSlip: { params: { username: demo.username }, body: { amount: 100 } },
  moveWithdrawal: { params: { id: 'WD-none' }, body: { action: 'approve' } },
  settleSlip: { params: { id: 'SL-none' }, body: { action: 'reject' } },
  addFault: { body: { route: 'GET /api/nothing-matches', status: 500, count: 1 } },
  faults: {},
  clearFaults: {},
  addStub: { body: { route: 'GET /api/setting', status: 503, body: { message: 'ปิดชั่วคราว' }, member: 'nobody', count: 1 } },
  stubs: {},
  deleteStub: { params: { id: 'never-added' } },
  clearStubs: {},
  journal: { query: { limit: '5' } },
  snapshot: {},
  restore: { body: { not: 'a snapshot' } },
  scenarios: {},
  applyScenario: { params: { name: 'new-member' }, body: {} },
  memberSession: { params: { username: demo.username }, body: {} },
  site: {},
  games: { query: { q: 'jade' } },
  setSite: { body: { specialHosts: 'brand' } },
  addAnnouncement: { body: { title: 'ประกาศทดสอบ', body: 'ข้อความ' } },
  removeAnnouncement: { params: { id: 'AN-none' } },
  savedSnapshots: {},
  saveSnapshot: { params: { name: 'sample' }, body: {} },
  restoreSnapshot: { params: { name: 'never-saved' }, body: {} },
  loadRecording: {
    body: {
      exchanges: [
        {
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
        },
      ],
    },
  },
  deleteSnapshot: { params: { name: 'never-saved' } },
  namespaces: {},
  scenarioLibrary: {},
  // an unknown scenario: a sample (and the property test's mutations of it) must not start real runs
  startRun: { body: { scenario: 'no-such-scenario' } },
  runs: {},
  run: { params: { id: 'run-unknown' } },
  createNamespace: { body: { namespace: 'created-sample' } },
  deleteNamespace: { params: { namespace: 'never-used-sample' } },
  routes: {},
};

export function urlOf(route: AppRoute, sample: Sample): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(sample.params?.[name] ?? ''));
  const query = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
  return path + query;
}
