import { type ApiFetcher, tsRestFetchApi } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { mockControlContract, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { controlCallHeaders, markControlTokenRefused } from './control-token';
import { useNamespace } from './namespace';

/**
 * Every control call carries the token headers of the moment it is sent (docs/design/mock.md#shared-mock: the
 * tester may enter the token after the page loaded). Only the token check answers 401 on the
 * control API, so a 401 asks the tester for the token.
 */
const controlFetcher: ApiFetcher = async (args) => {
  const response = await tsRestFetchApi({ ...args, headers: { ...args.headers, ...controlCallHeaders() } });
  if (response.status === 401) markControlTokenRefused();
  return response;
};

function createControlApi(namespace: string) {
  // No provider: the hooks use the app's QueryClientProvider.
  const { ReactQueryProvider: _provider, ...api } = initTsrReactQuery(mockControlContract, {
    baseUrl: '',
    baseHeaders: { [NAMESPACE_HEADER]: namespace },
    api: controlFetcher,
  });
  return api;
}

export type ControlApi = ReturnType<typeof createControlApi>;

const apis = new Map<string, ControlApi>();

/**
 * The control API of one namespace, typed from the contract (same origin as the console): each
 * route as TanStack Query hooks (`useQuery`, `useMutation`) and as a plain call (`query`,
 * `mutate`) for actions that chain several calls. A failed hook throws the answer itself.
 */
export function controlApi(namespace: string): ControlApi {
  let api = apis.get(namespace);
  if (api === undefined) {
    api = createControlApi(namespace);
    apis.set(namespace, api);
  }
  return api;
}

/** The control API of the namespace the console works on. */
export function useControlApi(): { namespace: string; api: ControlApi } {
  const namespace = useNamespace();
  return { namespace, api: controlApi(namespace) };
}

type Answer = { status: number; body: unknown };

/** The body of a 200 answer, typed from the contract; any other answer is thrown, as the hooks throw it. */
export function okBody<R extends Answer>(response: R): Extract<R, { status: 200 }>['body'] {
  // Thrown as the answer itself, like ts-rest's hooks: failureMessage reads it.
  // oxlint-disable-next-line typescript/only-throw-error
  if (response.status !== 200) throw response;
  return response.body;
}

/** What a failed control call says: the mock's Thai `{ message }`, else its status, else the network error. */
export function failureMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const body = 'body' in error ? error.body : undefined;
    const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
    return typeof message === 'string' ? message : `HTTP ${String(error.status)}`;
  }
  return String(error);
}
