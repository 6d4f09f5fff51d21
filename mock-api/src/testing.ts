/**
 * What other workspaces' tests, QA scenarios and benchmarks use of the mock
 * (`@site/mock-api/testing`): the demo members, slips the mock accepts, the mock as a process
 * of its own, a brand file no code knows, a recorded staging profile. Import it through the package, never `../../mock-api/src/...` (a lint rule).
 */
export { DEMO_MEMBERS, type DemoMemberSeed } from './demo-members';
export { DEV_JWT_SECRET } from './config';
export { signJwt } from './test-support/jwt';
export { buildSlipQr } from './domains/slip/qr';
export { nodeArguments, serviceEntry, spawnMock, type MockProcess } from './test-support/mock-process';
export { NEW_BRAND, writeBrandFolder } from './test-support/brand-files';
export { RECORDED_PROFILE_READ } from './test-support/recorded-session';
export { houseFormatProblems, MALFORMED_REQUESTS, sendRaw, type RawSocketAnswer } from './test-support/raw-socket';
