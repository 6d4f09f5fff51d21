import { CONTROL_TOKEN_HEADER } from '@site/contract/mock-control';

/** The control token headers for the runner's clients, from MOCK_CONTROL_TOKEN when it is set (decision 093). */
export function controlTokenHeaders(env: Record<string, string | undefined> = process.env): Record<string, string> {
  const token = env.MOCK_CONTROL_TOKEN;
  return token ? { [CONTROL_TOKEN_HEADER]: token } : {};
}
