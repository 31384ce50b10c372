import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';

/** The one QueryClient of the app: every remote's queries share its cache through the shared singleton. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

export function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* spec: toasts bottom-centre, 5 s, at most 5 visible */}
        <Toaster position="bottom-center" duration={5000} visibleToasts={5} closeButton richColors />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
