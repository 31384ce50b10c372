import { useEffect, useRef } from 'react';
import { useInView } from 'react-intersection-observer';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@broker/shared/ui';

export interface InfiniteSentinelProps {
  /** the server has more pages */
  hasMore: boolean;
  /** a page is loading now (no second request meanwhile) */
  loading: boolean;
  /** load the next page */
  onVisible: () => void;
  /** how far before the bottom the next page starts loading (cabinet §9 "near the bottom") */
  rootMargin?: string;
}

/**
 * Put it after the last row of a list: when it scrolls near the viewport the next page loads. While a
 * page loads it shows a spinner; with nothing more to load it renders nothing visible.
 */
export function InfiniteSentinel({
  hasMore,
  loading,
  onVisible,
  rootMargin = '0px 0px 300px 0px',
}: InfiniteSentinelProps) {
  const { t } = useTranslation('common');
  const { ref, inView } = useInView({ rootMargin });
  const node = useRef<HTMLDivElement | null>(null);
  const setRefs = (el: HTMLDivElement | null) => {
    node.current = el;
    ref(el);
  };
  useEffect(() => {
    if (!inView || !hasMore || loading) return undefined;
    // right after a page renders, `inView` may still be the observer's answer from before the new rows
    // pushed the sentinel down: measure again on the next frame so one scroll loads one page
    const frame = requestAnimationFrame(() => {
      const el = node.current;
      const bottomMargin = parseInt(rootMargin.split(' ')[2] ?? '0', 10) || 0; // 'top right bottom left'
      if (!el || el.getBoundingClientRect().top <= window.innerHeight + bottomMargin) onVisible();
    });
    return () => cancelAnimationFrame(frame);
  }, [inView, hasMore, loading, onVisible, rootMargin]);
  return (
    <div ref={setRefs} className="ui-infinite-sentinel" data-testid="infinite-sentinel">
      {loading && <Spinner label={t('app.loading')} />}
    </div>
  );
}
