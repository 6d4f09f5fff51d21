/**
 * What other workspaces' tests, QA scenarios and benchmarks use of the gateway's test support
 * (`@site/server/testing`): fake upstreams, a built-web-app stand-in, the gateway as its own
 * process, nginx in front. Import it through the package, never `../../server/src/...` (a lint rule).
 */
export { closedPort, startFakeUpstream, type FakeUpstream, type RecordedRequest } from './test-support/fake-upstream';
export { createTestDist, type TestDist } from './test-support/web-dist';
export { spawnGateway, type GatewayProcess } from './test-support/gateway-process';
export { startNginx, loadBalancerBlocks, type RunningNginx } from './test-support/nginx';
