import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { ledgerSum, openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf } from '../../test-support/target';

// The game provider's pages and API, the providers' pages and the chat widget are third parties'
// fakes under /mock-cdn, not contract routes: untyped requests, beside the typed member client.
describe('demo game page', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it('serves the page under a strict CSP with no inline script, and its script', async () => {
    const page = await mock.target.request('GET', '/mock-cdn/games/play.html?session=x');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const html = String(page.body);
    expect(html).toMatch(/<script src="\/mock-cdn\/static\/play\.js"/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\son\w+=/);
    expect((await mock.target.request('GET', '/mock-cdn/static/play.js')).status).toBe(200);
  });

  it('a bet and its result move credit through the ledger; win/loss and cash-out see them', async () => {
    const member = await mock.member({ credit: 1000 });
    const call = mock.as(member);
    const opened = await call<{ data: { url: string; sessionId: string } }>('POST', '/api/auth/user/opengame', { gameId: 'JK-002' });
    expect(opened.body.data.url).toContain(`session=${opened.body.data.sessionId}`);
    const ns = { [NAMESPACE_HEADER]: mock.target.namespace };
    const provider = (path: string, body?: unknown) =>
      mock.target.request(body === undefined ? 'GET' : 'POST', `/mock-cdn/games/api/${path}`, { body, headers: ns });
    const info = await provider(`session/${opened.body.data.sessionId}`);
    expect((info.body as { credit: number }).credit).toBe(1000);
    const bet = (await provider('bet', { session: opened.body.data.sessionId, amount: 100 })).body as { roundId: string; credit: number };
    expect(bet.credit).toBe(900);
    const inGame = await call<{ data: { inGame: number } }>('POST', `/api/auth/user/getCredit/${member.username}`, {});
    expect(inGame.body.data.inGame).toBe(100);
    const settled = (await provider('settle', { session: opened.body.data.sessionId, roundId: bet.roundId })).body as {
      win: number;
      credit: number;
    };
    expect(settled.credit).toBe(900 + settled.win);
    expect((await provider('settle', { session: opened.body.data.sessionId, roundId: bet.roundId })).status).toBe(409);
    expect((await provider('bet', { session: opened.body.data.sessionId, amount: 5000 })).status).toBe(422);
    // an open round is settled by cash-out, and the session closes
    await provider('bet', { session: opened.body.data.sessionId, amount: 50 });
    const cashOut = await call<{ data: { sessions: number; credit: number } }>('POST', '/api/auth/user/game/cashOut', {});
    expect(cashOut.body.data.sessions).toBe(1);
    expect((await provider('bet', { session: opened.body.data.sessionId, amount: 1 })).status).toBe(409);
    expect(await ledgerSum(mock, member.uuid)).toBe(Math.round(cashOut.body.data.credit * 100));
    const state = bodyOf(await mock.controlApi.state(), 200);
    const day = state.now.slice(0, 10);
    const winLoss = await call<{ data: { totalTurnover: number } }>('GET', `/api/auth/user/winlost/${member.uuid}?start=${day}&end=${day}`);
    expect(winLoss.body.data.totalTurnover).toBe(150);
  });

  it('refuses a game under maintenance with 422', async () => {
    const member = await mock.member({ credit: 10 });
    bodyOf(await mock.api(member).games.openGame({ body: { gameId: 'JK-012' } }), 422);
  });

  it('serves provider pages and the chat widget script', async () => {
    for (const path of ['/mock-cdn/providers/live-score.html', '/mock-cdn/providers/standings.html']) {
      const page = await mock.target.request('GET', path);
      expect(page.status).toBe(200);
      expect(String(page.body)).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
    expect(
      ((await mock.target.request('GET', '/mock-cdn/providers/live-score.json')).body as { leagues: unknown[] }).leagues.length,
    ).toBeGreaterThan(0);
    const widget = await mock.target.request('GET', '/mock-cdn/chat/widget.js');
    expect(String(widget.headers['content-type'])).toContain('javascript');
    expect(String(widget.body)).toContain('MockChatWidget');
  });
});
