import { loadConfig, type GatewayConfig } from '../config';

/**
 * Defaults as production would have them, quiet logs, a free loopback port. A loaded test
 * machine is not the overload load shedding is for, and a CPU-starved sampling window reads
 * as infinite lag: shedding is off here and its own test sets a threshold.
 */
export function testConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return { ...loadConfig({}), logLevel: 'silent', port: 0, host: '127.0.0.1', maxEventLoopDelayMs: 0, ...overrides };
}
