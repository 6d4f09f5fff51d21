import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_BODY_BYTES } from '@site/contract/rules';
import { rewriteToCanonicalTarget } from '@site/service-kit/request-target';
import { resolveConfig, type MockOptions } from './config';
import { errorsPlugin, handleClientError, handleFrameworkError } from './plugins/errors';
import { bodyLimitsPlugin } from './plugins/body-limits';
import { clockHeaderPlugin } from './plugins/clock-header';
import { ledgerRoomPlugin } from './plugins/ledger-room';
import { securityHeadersPlugin } from './plugins/security-headers';
import { namespacesPlugin } from './plugins/namespaces';
import { authPlugin } from './plugins/auth';
import { faultsPlugin } from './plugins/faults';
import { stubsPlugin } from './plugins/stubs';
import { cdnRoutes } from './cdn/router';
import { controlRoutes } from './control/router';
import { consoleRoutes } from './control/console';
import { crossSiteGuardPlugin } from './control/cross-site';
import { authRoutes } from './domains/auth/router';
import { settingsRoutes } from './domains/settings/router';
import { userRoutes } from './domains/user/router';
import { gamesRoutes } from './domains/games/router';
import { depositRoutes } from './domains/deposit/router';
import { withdrawRoutes } from './domains/withdraw/router';
import { slipRoutes } from './domains/slip/router';
import { affiliateRoutes } from './domains/affiliate/router';
import { rewardsRoutes } from './domains/rewards/router';
import { wheelRoutes } from './domains/wheel/router';
import { flipCardRoutes } from './domains/flip-card/router';
import { checkInRoutes } from './domains/check-in/router';
import { announcementsRoutes } from './domains/announcements/router';
import { addressRoutes } from './domains/address/router';
import { registrationRoutes } from './domains/registration/router';
import { bankRoutes } from './domains/bank/router';

export type { MockOptions } from './config';
export { isLoopback, sharedMockNotice } from './config';
export { controlRequestRefusal } from './control/cross-site';
export { maskedUrl, maskSecrets, personalDataMasker } from './control/journal/mask';
export { DEMO_MEMBERS } from './demo-members';

/**
 * The mock API as one Fastify instance: the contract's routes under /api, the control API
 * under /__mock (unless control is off), and fake third-party content under /mock-cdn.
 * It does not listen; server.ts does.
 */
export async function buildApp(options: MockOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const app = Fastify({
    logger: config.logger,
    bodyLimit: MAX_BODY_BYTES,
    // ids in routes are matched case-sensitively, but a trailing slash is forgiven
    routerOptions: { ignoreTrailingSlash: true },
    // Every hook, guard and limit reads the path the router routes (docs/architecture.md, "One spelling of a URL").
    rewriteUrl: rewriteToCanonicalTarget,
    // Malformed requests and URLs get the house format: Thai `{ message }`, security headers (docs/design/contract.md#house-error-format).
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    // on close, keep-alive connections with no request in flight end at once (server.ts)
    forceCloseConnections: 'idle',
  });
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  // before any route: each one's body limit is set as it is added
  await app.register(bodyLimitsPlugin);
  await app.register(namespacesPlugin, { config });
  await app.register(clockHeaderPlugin);
  // before faults and the control token: a foreign page learns nothing, not even whether a token is set
  if (config.control) await app.register(crossSiteGuardPlugin);
  if (config.control) await app.register(faultsPlugin);
  await app.register(authPlugin, { secret: config.jwtSecret });
  // after the session is read: a stub may be for one member
  if (config.control) await app.register(stubsPlugin);
  await app.register(ledgerRoomPlugin);
  // POSTs without a body validate like an empty object, as a real API would treat them
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && (request.method === 'POST' || request.method === 'PATCH')) request.body = {};
  });
  await app.register(authRoutes);
  await app.register(settingsRoutes);
  await app.register(userRoutes);
  await app.register(gamesRoutes);
  await app.register(depositRoutes);
  await app.register(withdrawRoutes);
  await app.register(slipRoutes);
  await app.register(affiliateRoutes);
  await app.register(rewardsRoutes);
  await app.register(wheelRoutes);
  await app.register(flipCardRoutes);
  await app.register(checkInRoutes);
  await app.register(announcementsRoutes);
  await app.register(addressRoutes);
  await app.register(registrationRoutes);
  await app.register(bankRoutes);
  await app.register(cdnRoutes);
  if (config.control) {
    await app.register(controlRoutes);
    await app.register(consoleRoutes);
  }
  return app;
}
