import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { configureFailureHandlers } from '@/lib/api-client';
import { paths } from '@/config/paths';
import '@/styles/global.css';

const router = createAppRouter();
configureFailureHandlers({
  goToLogin: () => {
    void router.navigate(paths.login, { replace: true });
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
