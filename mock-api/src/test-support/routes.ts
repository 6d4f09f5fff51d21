import { isZodType, type AppRoute } from '@ts-rest/core';
import { flattenContract, type FlatRoute } from '@site/contract';
import { mockControlContract } from '@site/contract/mock-control';
import { DEMO_MEMBERS } from '../demo-members';
import { buildSlipQr } from '../domains/slip/qr';
import { RECORDED_PROFILE_READ } from './recorded-session';

export const API_ROUTES = flattenContract();
export const CONTROL_ROUTES = flattenContract(mockControlContract);

export interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

const [demo] = DEMO_MEMBERS;

/** What a path parameter of this name holds in a sample: the demo member's. */
const DEMO_PARAMS: Record<string, string> = { uuid: demo.uuid, username: demo.username };

/**
 * The sample the contract gives a route on its own: the demo member in its path, an empty body
 * where its body schema takes one, no query where its query schema needs none; undefined where
 * the route needs more (a sample is then written below).
 */
function contractSample(route: AppRoute): Sample | undefined {
  const names = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');
  if (names.some((name) => DEMO_PARAMS[name] === undefined)) return undefined;
  const accepts = (schema: unknown) => !isZodType(schema) || schema.safeParse({}).success;
  if (!accepts(route.query) || ('body' in route && !accepts(route.body))) return undefined;
  const sample: Sample = {};
  if (names.length > 0) sample.params = Object.fromEntries(names.map((name) => [name, DEMO_PARAMS[name] ?? '']));
  if ('body' in route && isZodType(route.body)) sample.body = {};
  return sample;
}

/** A valid request for every route of `routes`: written, or else the contract's own. */
function samplesOf(routes: FlatRoute[], written: Record<string, Sample>): Record<string, Sample> {
  const samples: Record<string, Sample> = {};
  for (const { name, route } of routes) {
    const sample = written[name] ?? contractSample(route);
    if (sample !== undefined) samples[name] = sample;
  }
  return samples;
}

/** A valid request for every API route, as the demo member: those the contract cannot give. */
export const API_SAMPLES = samplesOf(API_ROUTES, {
  'auth.login': { body: { username: demo.username, password: demo.password } },
  'settings.configurationByKey': { query: { key: 'home.normal.logo' } },
  'settings.userSetting': { body: { uuid: demo.uuid } },
  'user.changePassword': {
    params: { uuid: demo.uuid },
    body: { oldPassword: 'wrong-old', newPassword: 'newpass12', confirmPassword: 'newpass12' },
  },
  'user.winLoss': { params: { uuid: demo.uuid }, query: { start: '2020-01-01', end: '2030-12-31' } },
  'games.credit': { params: { username: demo.username }, body: { balanceType: 'M' } },
  'games.openGame': { body: { gameId: 'JK-001', platform: 'DSK' } },
  'games.gameList': { body: { gameType: 'slot', gameCate: 'JK' } },
  'games.categoryTiles': { params: { gameCate: 'casino' } },
  'withdraw.retry': { body: { id: 'WD999999' } },
  'withdraw.create': { params: { uuid: demo.uuid }, body: { amount: 10 } },
  'withdraw.transferToBank': { body: { uuid: demo.uuid, bankId: '1234567890', bankName: 'KBANK' } },
  'slip.verify': { body: { qrPayload: buildSlipQr('KBANK', 'SAMPLE000001') } },
  'slip.confirm': { body: { transRef: 'SAMPLE000001' } },
  'slip.requestDeposit': { body: { transRef: 'SAMPLE000001' } },
  'affiliate.withdraw': { params: { username: demo.username }, body: { amount: 1, type: 'af' } },
  'affiliate.downlineBonus': { params: { username: demo.username }, body: { start: '2020-01-01', end: '2030-12-31' } },
  'affiliate.logs': { params: { username: demo.username }, body: { type: 'af', start: '2020-01-01', end: '2030-12-31' } },
  'rewards.request': { body: { rewardId: 'RW-TOPUP50', quantity: 1, userUuid: demo.uuid } },
  'rewards.history': { body: { userUuid: demo.uuid } },
  'wheel.log': { body: { limit: 10 } },
  'flipCard.randomReward': { body: { cardIndex: 0 } },
  'flipCard.rewardRandom': { body: { cardIndex: 8 } },
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
});

/** A valid request for every control route: those the contract cannot give. */
export const CONTROL_SAMPLES = samplesOf(CONTROL_ROUTES, {
  seed: { body: { seed: 42 } },
  clock: { body: { advanceMs: 1000 } },
  maintenance: { body: { on: false } },
  brand: { body: { brand: 'default' } },
  createMember: { body: { level: 2, credit: 100 } },
  setLevel: { params: { username: demo.username }, body: { level: 1 } },
  ledger: { params: { username: demo.username }, body: { amount: 10, kind: 'deposit' } },
  mintSlip: { params: { username: demo.username }, body: { amount: 100 } },
  moveWithdrawal: { params: { id: 'WD-none' }, body: { action: 'approve' } },
  settleSlip: { params: { id: 'SL-none' }, body: { action: 'reject' } },
  addFault: { body: { route: 'GET /api/nothing-matches', status: 500, count: 1 } },
  addStub: { body: { route: 'GET /api/setting', status: 503, body: { message: 'ปิดชั่วคราว' }, member: 'nobody', count: 1 } },
  deleteStub: { params: { id: 'never-added' } },
  journal: { query: { limit: '5' } },
  restore: { body: { not: 'a snapshot' } },
  applyScenario: { params: { name: 'new-member' }, body: {} },
  games: { query: { q: 'jade' } },
  setSite: { body: { specialHosts: 'brand' } },
  addAnnouncement: { body: { title: 'ประกาศทดสอบ', body: 'ข้อความ' } },
  removeAnnouncement: { params: { id: 'AN-none' } },
  saveSnapshot: { params: { name: 'sample' }, body: {} },
  restoreSnapshot: { params: { name: 'never-saved' }, body: {} },
  loadRecording: { body: { exchanges: [RECORDED_PROFILE_READ] } },
  deleteSnapshot: { params: { name: 'never-saved' } },
  // an unknown scenario: a sample (and the property test's mutations of it) must not start real runs
  startRun: { body: { scenario: 'no-such-scenario' } },
  run: { params: { id: 'run-unknown' } },
  createNamespace: { body: { namespace: 'created-sample' } },
  deleteNamespace: { params: { namespace: 'never-used-sample' } },
});

export function urlOf(route: AppRoute, sample: Sample): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(sample.params?.[name] ?? ''));
  const query = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
  return path + query;
}
