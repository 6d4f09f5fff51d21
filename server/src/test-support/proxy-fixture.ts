import { startGateway, type RunningGateway } from '../start';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream';
import { createTestDist, type TestDist } from './web-dist';

export type ProxyFixture = { dist: TestDist; upstream: FakeUpstream; gateway: RunningGateway; close(): Promise<void> };

/** A listening gateway in proxy mode: a small built web app and a fake upstream behind it. */
export async function startProxyFixture(): Promise<ProxyFixture> {
  const dist = createTestDist();
  const upstream = await startFakeUpstream();
  const gateway = await startGateway({ webDist: dist.root, upstreamUrl: upstream.url, logLevel: 'silent' });
  return {
    dist,
    upstream,
    gateway,
    async close() {
      await gateway.close();
      await upstream.close();
      dist.remove();
    },
  };
}
