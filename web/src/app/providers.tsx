import { type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST } from '@site/contract/rules';
import { queryClient } from '@/lib/query-client';
import { tsr } from '@/lib/api-client';

/** Query cache, the contract's hooks, and the toasts of spec 9 (bottom-left, 2000 ms, no progress bar). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <tsr.ReactQueryProvider>
        {children}
        <ToastContainer position={TOAST.position} autoClose={TOAST.autoCloseMs} hideProgressBar={TOAST.hideProgressBar} newestOnTop closeOnClick />
      </tsr.ReactQueryProvider>
    </QueryClientProvider>
  );
}
