import type { ReactNode } from 'react';
import { INVESTMENTS_SITE_URL } from '../config/constants';

/** A link styled as a button to the investments site (a real link: it leaves the app). */
export function InvestmentsSiteButton({
  children,
  variant = 'primary',
}: {
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <a
      className={variant === 'primary' ? 'ui-btn' : 'ui-btn ui-btn--secondary'}
      href={INVESTMENTS_SITE_URL}
      data-testid="investments-site"
    >
      {children}
    </a>
  );
}
