import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract, Session, type Transaction, type UserProfile } from '@site/contract';
import {
  CONTROL_REQUEST_HEADERS,
  mockControlClient,
  NAMESPACE_HEADER,
  RECORDED_MEMBER_PASSWORD,
  RecordedExchange,
} from '@site/contract/mock-control';
import { buildApp } from '@site/mock-api';
import { startGateway, type RunningGateway } from './start';
import { createTestDist, type TestDist } from './test-support/web-dist';

/** A staging session recorded through the gateway, then loaded into a laptop mock's namespace (docs/design/gateway.md#recordings). */
describe('recording a staging session and replaying it in a namespace', () => {
  const alice = { username: 'qaalice', password: 'alice-secret-9', bankId: '5550017391' };
  const bob = { username: 'qabob', password: 'bob-secret-77' };
  let staging: FastifyInstance;
  let stagingUrl: string;
  let gateway: RunningGateway;
  let dist: TestDist;
  let dir: string;
  let file: string;
  let aliceOnStaging: { uuid: string; phone: string };
  let seenOnStaging: Transaction[];
  let profileOnStaging: UserProfile;
  let gameNamesOnStaging: string[];
  const address = {
    fullName: 'สมหญิง ทดสอบดี',
    phone: '0891234567',
    houseNo: '99/12',
    moo: '4',
    road: 'ถนนพหลโยธิน',
    subDistrict: 'ลาดยาว',
    district: 'จตุจักร',
    province: 'กรุงเทพมหานคร',
    postcode: '10900',
  };
  let token = '';

  beforeAll(async () => {
    // the stand-alone mock plays staging: the gateway in front of it takes it for a real API
    staging = await buildApp({ seed: 7 });
    stagingUrl = (await staging.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
    const stagingControl = mockControlClient(stagingUrl, { env: {} });
    const made = await stagingControl.createMember({
      body: { ...alice, bank: { bankName: 'KBANK', bankId: alice.bankId }, level: 2, credit: 1_000 },
    });
    expect(made.status).toBe(200);
    if (made.status !== 200) return;
    aliceOnStaging = made.body;
    expect((await stagingControl.createMember({ body: { ...bob, credit: 300 } })).status).toBe(200);
    dist = createTestDist();
    dir = mkdtempSync(join(tmpdir(), 'recording-'));
    file = join(dir, 'staging-session.jsonl');
    gateway = await startGateway({
      webDist: dist.root,
      upstreamUrl: stagingUrl,
      upstreamIsMock: false,
      logLevel: 'silent',
      recording: { file, member: alice.username, from: null, until: null },
    });
    // two servers and a web build to start: on two busy cores that can take longer than the default 10 s
  }, 30_000);

  afterAll(async () => {
    await gateway.close();
    await staging.close();
    dist.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  async function send(base: string, method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token === '' ? {} : { authorization: `Bearer ${token}` }), ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { data?: unknown; token?: string } };
  }

  it('records one member through the gateway, every secret masked before it is written', async () => {
    // another member's traffic on the same gateway is not recorded
    const bobLogin = await send(gateway.url, 'POST', contract.auth.login.path, bob);
    expect(bobLogin.status).toBe(200);

    const login = await send(gateway.url, 'POST', contract.auth.login.path, { username: aliceOnStaging.phone, password: alice.password });
    expect(login.status).toBe(200);
    token = Session.parse(login.body).token;
    expect((await send(gateway.url, 'POST', `/api/auth/withdraw/${aliceOnStaging.uuid}`, { amount: 150 })).status).toBe(200);
    expect((await send(gateway.url, 'PATCH', contract.address.update.path, address)).status).toBe(200);
    const detail = await send(gateway.url, 'GET', `/api/auth/user/detail/${aliceOnStaging.uuid}`);
    expect(detail.status).toBe(200);
    profileOnStaging = detail.body.data as UserProfile;
    expect((await send(gateway.url, 'POST', `/api/auth/user/getCredit/${alice.username}`, {})).status).toBe(200);
    const history = await send(gateway.url, 'GET', `/api/auth/user/transactions/${aliceOnStaging.uuid}`);
    expect(history.status).toBe(200);
    const games = await send(gateway.url, 'POST', contract.games.gameList.path, { gameType: 'all', gameCate: 'all' });
    gameNamesOnStaging = (games.body.data as { name: string }[]).map((game) => game.name);
    expect(gameNamesOnStaging.length).toBeGreaterThan(0);
    seenOnStaging = history.body.data as Transaction[];
    expect(seenOnStaging.map((line) => line.amount)).toEqual([-150, 1_000]);
    await gateway.close();

    const text = readFileSync(file, 'utf8');
    const lines = text
      .trim()
      .split('\n')
      .map((line) => RecordedExchange.parse(JSON.parse(line)));
    expect(lines.map((line) => [line.route, line.status, line.member])).toEqual([
      ['auth.login', 200, alice.username],
      ['withdraw.create', 200, alice.username],
      ['address.update', 200, alice.username],
      ['user.detail', 200, alice.username],
      ['games.credit', 200, alice.username],
      ['user.transactions', 200, alice.username],
      ['games.gameList', 200, alice.username],
    ]);
    for (const secret of [
      alice.password,
      token,
      token.split('.')[2] ?? token,
      alice.bankId,
      aliceOnStaging.phone,
      bob.username,
      bob.password,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]?.requestBody).toEqual({ username: `***${aliceOnStaging.phone.slice(-4)}`, password: '***' });
  });

  it('writes no name or address in clear: each name word and address line is a placeholder, the same one wherever it appears', () => {
    const text = readFileSync(file, 'utf8');
    const [firstName = '', lastName = ''] = profileOnStaging.name.split(' ');
    const personal = [
      firstName,
      lastName,
      ...['fullName', 'houseNo', 'road', 'subDistrict', 'district'].map((key) => address[key as keyof typeof address]),
    ];
    for (const word of personal.flatMap((value) => value.split(' '))) expect(text).not.toContain(word);
    const lines = text
      .trim()
      .split('\n')
      .map((line) => RecordedExchange.parse(JSON.parse(line)));
    const profileOf = (route: string) => (lines.find((line) => line.route === route)?.responseBody as { data: UserProfile }).data;
    const detail = profileOf('user.detail');
    const placeholder = /^ชื่อ-[0-9a-f]{6} ชื่อ-[0-9a-f]{6}$/;
    expect(detail.name).toMatch(placeholder);
    // the same name, the same placeholder: the login's answer, the bank account's holder (the registered name)
    expect(profileOf('auth.login').name).toBe(detail.name);
    expect(detail.user_bank.accountName ?? detail.name).toBe(detail.name);
    const saved = lines.find((line) => line.route === 'address.update')?.requestBody as typeof address;
    expect(saved.fullName).toMatch(placeholder);
    expect(saved.houseNo).toMatch(/^ที่อยู่-[0-9a-f]{6}$/);
    expect(detail.user_address).toMatchObject({
      fullName: saved.fullName,
      houseNo: saved.houseNo,
      phone: '***4567',
      // a region, not a home: moo, province and postcode stay
      moo: '4',
      province: address.province,
      postcode: address.postcode,
    });
    // a game's or a level's name is no one's: it stays
    const games = (lines.find((line) => line.route === 'games.gameList')?.responseBody as { data: { name: string }[] }).data;
    expect(games.map((game) => game.name)).toEqual(gameNamesOnStaging);
  });

  it('loads the recording into a laptop mock namespace: the member logs in there with that credit and those transactions', async () => {
    const laptop = await buildApp({ seed: 42 });
    try {
      const laptopUrl = (await laptop.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
      const exchanges = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown);
      const namespace = { [NAMESPACE_HEADER]: 'staging-bug-1234' };
      token = '';
      const loaded = await send(laptopUrl, 'POST', '/__mock/recording', { exchanges }, { ...namespace, ...CONTROL_REQUEST_HEADERS });
      expect(loaded.status).toBe(200);
      expect(loaded.body).toMatchObject({
        state: { namespace: 'staging-bug-1234' },
        members: [{ username: alice.username, uuid: aliceOnStaging.uuid, credit: 850, level: 2, password: RECORDED_MEMBER_PASSWORD }],
        games: gameNamesOnStaging.length,
      });

      const login = await send(
        laptopUrl,
        'POST',
        contract.auth.login.path,
        { username: alice.username, password: RECORDED_MEMBER_PASSWORD },
        namespace,
      );
      expect(login.status).toBe(200);
      const session = Session.parse(login.body);
      token = session.token;
      // the member as recorded: the placeholder name, the masked address (a phone ending as the recorded one)
      const recorded = exchanges.map((line) => RecordedExchange.parse(line)).find((line) => line.route === 'user.detail');
      const recordedProfile = (recorded?.responseBody as { data: UserProfile }).data;
      expect(session.data.name).toBe(recordedProfile.name);
      expect(session.data.user_address).toMatchObject({
        fullName: recordedProfile.user_address?.fullName,
        houseNo: recordedProfile.user_address?.houseNo,
        province: address.province,
      });
      expect(session.data.user_address?.phone).toMatch(/^0\d{5}4567$/);
      const credit = await send(laptopUrl, 'POST', `/api/auth/user/getCredit/${alice.username}`, {}, namespace);
      expect(credit.body.data).toMatchObject({ credit: 850 });
      const history = await send(laptopUrl, 'GET', `/api/auth/user/transactions/${aliceOnStaging.uuid}`, undefined, namespace);
      const comparable = (lines: Transaction[]) =>
        lines.map(({ kind, amount, balanceAfter, status, description, createdAt }) => ({
          kind,
          amount,
          balanceAfter,
          status,
          description,
          createdAt,
        }));
      expect(comparable(history.body.data as Transaction[])).toEqual(comparable(seenOnStaging));
      // staging's lobby as recorded: its games' names (this laptop's seed names the same ids otherwise), opened on the mock's game page
      const games = await send(laptopUrl, 'POST', contract.games.gameList.path, { gameType: 'all', gameCate: 'all' }, namespace);
      const listed = games.body.data as { id: string; name: string; enabled: boolean }[];
      expect(listed.map((game) => game.name)).toEqual(gameNamesOnStaging);
      const playable = listed.find((game) => game.enabled);
      const opened = await send(laptopUrl, 'POST', contract.games.openGame.path, { gameId: playable?.id }, namespace);
      expect(opened.body.data).toMatchObject({ gameId: playable?.id });
      // the namespace then evolves as the mock does: another withdrawal is taken from that credit
      expect((await send(laptopUrl, 'POST', `/api/auth/withdraw/${aliceOnStaging.uuid}`, { amount: 50 }, namespace)).status).toBe(200);
      const after = await send(laptopUrl, 'POST', `/api/auth/user/getCredit/${alice.username}`, {}, namespace);
      expect(after.body.data).toMatchObject({ credit: 800 });
    } finally {
      await laptop.close();
    }
  });
});
