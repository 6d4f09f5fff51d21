import { MockState } from '@site/contract/mock-control';
import { describeError } from './clients';
import type { TargetInfo } from './types';
import type { RunningGateway } from '../../../server/src/start';

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
    const response = await fetch(new URL('/__mock/state', baseUrl), { signal: AbortSignal.timeout(5_000) });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && MockState.safeParse(body).success) return { control: true, reason: null };
    return { control: false, reason: `${baseUrl} has no mock control API (GET /__mock/state answered ${response.status})` };
  } catch (error) {
    return { control: false, reason: `${baseUrl} has no mock control API (GET /__mock/state failed: ${describeError(error)})` };
  }
}

/** Starts the gateway with the mock in process, on a free port (the runner's own, stopped afterwards). */
export async function startOwnGateway(): Promise<RunningGateway> {
  // Loaded on demand: a run against a live URL never pulls in the gateway and the mock.
  const { startGateway } = await import('../../../server/src/start');
  return startGateway({ port: 0, host: '127.0.0.1' });
}

/**
 * Resolves the base URL: an explicit one is used as it is; the default one (the gateway of
 * `npm start`) is replaced by a gateway the runner starts itself when nothing answers there.
 */
export async function resolveTarget(explicitBaseUrl: string | undefined, log: (line: string) => void = () => undefined): Promise<Target> {
  let baseUrl = (explicitBaseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  let gateway: RunningGateway | null = null;
  if (!(await answers(baseUrl))) {
    if (explicitBaseUrl !== undefined) throw new Error(`nothing answers at ${baseUrl}`);
    log(`nothing answers at ${baseUrl}: starting a gateway with the mock…`);
    gateway = await startOwnGateway();
    baseUrl = gateway.url.replace(/\/+$/, '');
  }
  const { control, reason } = await probeControl(baseUrl);
  return {
    info: { baseUrl, control, controlReason: reason, startedGateway: gateway !== null },
    close: async () => {
      await gateway?.close();
    },
  };
}
