import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the app. It lives in lib so that ending a session (lib/session) can
 * drop every cached member response without reaching into the app layer.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 5 * 60_000,
      // The error catalogue decides what a failure means; blind retries would repeat toasts.
      retry: false,
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false },
  },
});
