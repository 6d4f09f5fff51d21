import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type Session } from '@site/contract';
import { queryClient } from '@/lib/query-client';
import { endSession, startSession } from '@/lib/session';
import { useMockFetch, type MockFetch } from '@/test/mock-fetch';
import { RankingView } from './ranking-view';

let mock: MockFetch;

beforeAll(async () => {
  mock = await useMockFetch();
});

afterEach(() => {
  cleanup();
  endSession();
  queryClient.clear();
});

afterAll(async () => {
  await mock.close();
});

describe('RankingView against the mock', () => {
  it('names how each tier is reached under its name: joining, a deposit in baht, or staff only', async () => {
    const response = await mock.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo1234' } });
    const session = response.json<Session>();
    startSession(session.token, session.data);
    render(
      <QueryClientProvider client={queryClient}>
        <RankingView uuid={session.data.uuid} />
      </QueryClientProvider>,
    );
    await screen.findByTestId('tier-6-criterion');
    const criterion = (id: number) => screen.getByTestId(`tier-${id}-criterion`).textContent;
    expect(criterion(1)).toBe('เมื่อสมัครสมาชิก');
    expect(criterion(2)).toBe('ยอดฝากสะสม 50,000.00 บาท');
    expect(criterion(3)).toBe('ยอดฝากสะสม 300,000.00 บาท');
    expect(criterion(4)).toBe('ยอดฝากต่อเดือน 1,000,000.00 บาท');
    expect(criterion(5)).toBe('ทีมงานมอบให้เท่านั้น');
    expect(criterion(6)).toBe('ทีมงานมอบให้เท่านั้น');
  });
});
