import clubTheme from 'virtual:club-theme';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toast';
import { handleUnauthorized } from '../features/auth';
import { createQueryClient } from '../lib/query-client';

/**
 * Theme, server state and toasts for the whole app. Tests may pass their own QueryClient.
 * The theme is built with the app (amplify-theme-plugin.ts): its element is the
 * one Amplify's ThemeProvider renders, without building the theme in the browser.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  // Every failed query or mutation passes through the unauthorized handler.
  const [client] = useState(() => queryClient ?? createQueryClient({ onError: handleUnauthorized }));
  return (
    <div data-amplify-theme={clubTheme.name} dir="ltr">
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </div>
  );
}
