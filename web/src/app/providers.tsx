import { lazy, type ReactNode, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { useToastContainerWanted } from '@/lib/toast';

const ToastHost = lazy(() => import('./toast-host'));

function Toasts() {
  const wanted = useToastContainerWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

/** Query cache (the domains' API clients run on it) and the toasts of spec 9. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
