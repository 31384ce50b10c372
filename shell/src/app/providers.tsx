import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from '@broker/shared/ui';
import { whenDataIn } from '../cabinet/use-prefetch-areas';
import { pageRendered } from '../hydration/submit-guard';

/** The one QueryClient of the app: every remote's queries share its cache through the shared singleton. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

/** A page whose remote never renders (the shell's own pages) still gets its Toaster, this much later. */
const RENDER_WAIT_MS = 10_000;

/**
 * The toast library loads once the page's remote has rendered and its data is in: on a phone's one link
 * it would share the bandwidth with them (docs/performance.md).
 */
const settled = () =>
  Promise.race([pageRendered, new Promise((r) => setTimeout(r, RENDER_WAIT_MS))]).then(() => whenDataIn(queryClient));

export function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* spec: toasts bottom-centre, 5 s, at most 5 visible; loaded after the start-up (shared/ui/toast.tsx) */}
        <LazyToaster
          settled={settled}
          position="bottom-center"
          duration={5000}
          visibleToasts={5}
          closeButton
          richColors
        />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
