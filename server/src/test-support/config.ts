import { loadConfig, type GatewayConfig } from '../config';

/** Defaults as production would have them, quiet logs, a free loopback port. */
export function testConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return { ...loadConfig({}), logLevel: 'silent', port: 0, host: '127.0.0.1', ...overrides };
}
