import { ThemeProvider } from '@aws-amplify/ui-react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toast';
import { clubTheme } from '../config/theme';
import { handleUnauthorized } from '../features/auth';
import { createQueryClient } from '../lib/query-client';

/** Theme, server state and toasts for the whole app. Tests may pass their own QueryClient. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  // Every failed query or mutation passes through the unauthorized handler (spec 1 §8).
  const [client] = useState(() => queryClient ?? createQueryClient({ onError: handleUnauthorized }));
  return (
    <ThemeProvider theme={clubTheme}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
