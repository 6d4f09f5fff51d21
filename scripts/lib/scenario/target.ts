import { controlHeaders, MockState } from '@site/contract/mock-control';
import { describeError } from './clients';
import type { TargetInfo } from './types';
import type { RunningGateway } from '@site/server/start';
import type { GatewayConfig } from '@site/server/config';

/** Where `npm start` serves the gateway. */
export const DEFAULT_BASE_URL = 'http://localhost:8080';

export interface Target {
  info: TargetInfo;
  /** Stops the gateway the runner started, if it started one. */
  close(): Promise<void>;
}

async function answers(baseUrl: string): Promise<boolean> {
  try {
    await fetch(new URL('/api/setting/operational/website', baseUrl), { signal: AbortSignal.timeout(3_000) });
    return true;
  } catch {
    return false;
  }
}

/** Whether the target serves the mock's control API, and if not, why (shown on skipped steps). */
export async function probeControl(baseUrl: string): Promise<{ control: boolean; reason: string | null }> {
  try {
    const response = await fetch(new URL('/__mock/state', baseUrl), {
      headers: controlHeaders(process.env),
      signal: AbortSignal.timeout(5_000),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && MockState.safeParse(body).success) return { control: true, reason: null };
    return { control: false, reason: `${baseUrl} has no mock control API (GET /__mock/state answered ${response.status})` };
  } catch (error) {
    return { control: false, reason: `${baseUrl} has no mock control API (GET /__mock/state failed: ${describeError(error)})` };
  }
}

/**
 * The runner's own gateway lifts the per-IP rate limits and turns load shedding off
 * (docs/design/qa.md#targets): a whole library logs in dozens of members within seconds from one address, and the
 * runner, the gateway and the mock share one event loop, whose lag (rebuilding a namespace
 * under CPU contention) says nothing about the gateway's load. 0 is "off". Production keeps
 * both; the gateway's own tests cover them.
 */
const SCENARIO_GATEWAY_OVERRIDES: Partial<GatewayConfig> = {
  rateLimit: { max: 1_000_000, sensitiveMax: 1_000_000, windowMs: 60_000 },
  maxEventLoopDelayMs: 0,
  // Injected dropped connections are expected here; their warnings would interleave with the report.
  logLevel: 'error',
};

/** Whether the base URL is the gateway: it answers its own liveness probe. */
export async function probeGateway(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/healthz', baseUrl), { signal: AbortSignal.timeout(3_000) });
    const body: unknown = await response.json().catch(() => null);
    return response.ok && (body as { status?: unknown } | null)?.status === 'ok';
  } catch {
    return false;
  }
}

/** Probes what the base URL is: the gateway or not, with or without the mock control API. */
export async function describeTarget(baseUrl: string, startedGateway: boolean): Promise<TargetInfo> {
  const [{ control, reason }, gateway] = await Promise.all([probeControl(baseUrl), probeGateway(baseUrl)]);
  return { baseUrl, control, controlReason: reason, gateway, startedGateway };
}

/** Starts the gateway with the mock in process, on a free port (the runner's own, stopped afterwards). */
export async function startScenarioGateway(): Promise<RunningGateway> {
  // Loaded on demand: a run against a live URL never pulls in the gateway and the mock.
  const { startGateway } = await import('@site/server/start');
  return startGateway({ port: 0, host: '127.0.0.1', ...SCENARIO_GATEWAY_OVERRIDES });
}

/**
 * Resolves the base URL: an explicit one is used as it is; the default one (the gateway of
 * `npm start`) is replaced by a gateway the runner starts itself when nothing answers there, or
 * always with `ownGateway` (a run of its own, away from the rate limits of `npm start`).
 */
export async function resolveTarget(
  explicitBaseUrl: string | undefined,
  log: (line: string) => void = () => undefined,
  ownGateway = false,
): Promise<Target> {
  let baseUrl = (explicitBaseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  let gateway: RunningGateway | null = null;
  if (ownGateway) {
    gateway = await startScenarioGateway();
    baseUrl = gateway.url.replace(/\/+$/, '');
  } else if (!(await answers(baseUrl))) {
    if (explicitBaseUrl !== undefined) throw new Error(`nothing answers at ${baseUrl}`);
    log(`nothing answers at ${baseUrl}: starting a gateway with the mock…`);
    gateway = await startScenarioGateway();
    baseUrl = gateway.url.replace(/\/+$/, '');
  }
  return {
    info: await describeTarget(baseUrl, gateway !== null),
    close: async () => {
      await gateway?.close();
    },
  };
}
