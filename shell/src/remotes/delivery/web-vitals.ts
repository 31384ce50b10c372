import type { Metric } from 'web-vitals';
import { sendDelivery } from './delivery-reports';
import { shownVersionsNow } from '../loading/remote-loader';

/**
 * LCP, INP and CLS of this page visit (Google's web-vitals), each sent with the remote versions on
 * screen, so the controller can show p75 per version beside the failure rates (display only). Loaded
 * after the first render in its own chunk: the login page does not wait for it, and the library's
 * buffered observers still see what happened before it arrived.
 */
export function measureWebVitals(): void {
  void import('web-vitals').then(({ onLCP, onINP, onCLS }) => {
    const send = (m: Metric) => {
      const versions = shownVersionsNow();
      if (Object.keys(versions).length)
        sendDelivery({ kind: 'vital', name: m.name as 'LCP' | 'INP' | 'CLS', value: m.value, versions });
    };
    onLCP(send);
    onINP(send);
    onCLS(send);
  });
}
