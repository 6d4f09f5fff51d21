import { Agent, request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTROL_REQUEST_HEADERS, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { spawnMock, type MockProcess } from './test-support/mock-process';

const started: MockProcess[] = [];
afterAll(async () => {
  for (const mock of started) if (mock.child.exitCode === null) mock.child.kill('SIGKILL');
});

/** A GET over `agent` (keep-alive, as the gateway's pool holds connections to the mock). */
function get(agent: Agent, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { [NAMESPACE_HEADER]: 'shutdown' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// A process stopping under held keep-alive connections: raw requests on purpose.
describe('stand-alone mock shutdown', () => {
  it('on SIGTERM finishes a 6.5 s request although an idle keep-alive connection is open, then exits 0', async () => {
    const mock = await spawnMock();
    started.push(mock);
    const created = await fetch(`${mock.url}/__mock/namespaces`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...CONTROL_REQUEST_HEADERS },
      body: JSON.stringify({ namespace: 'shutdown' }),
    });
    expect(created.status).toBe(200);
    const fault = await fetch(`${mock.url}/__mock/faults`, {
      method: 'POST',
      headers: { [NAMESPACE_HEADER]: 'shutdown', 'content-type': 'application/json', ...CONTROL_REQUEST_HEADERS },
      body: JSON.stringify({ route: 'GET /api/setting', latencyMs: 6_500, count: 1 }),
    });
    expect(fault.status).toBe(200);
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    const busy = new Agent({ keepAlive: true, maxSockets: 1 });
    // the idle connection: one quick request, then it stays open in the agent's pool
    expect((await get(idle, `${mock.url}/api/announcements`)).status).toBeLessThan(500);
    const slow = get(busy, `${mock.url}/api/setting`);
    // wait until the slow request is in flight (the journal has not seen it finish yet; poll the fault count)
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const faults = await fetch(`${mock.url}/__mock/faults`, { headers: { [NAMESPACE_HEADER]: 'shutdown' } });
      if (((await faults.json()) as unknown[]).length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    mock.child.kill('SIGTERM');
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await mock.exited).toBe(0);
    idle.destroy();
    busy.destroy();
  }, 60_000);
});
