import { useId, useState, type ReactNode } from 'react';

export interface LimitCardProps {
  title: string;
  children: ReactNode;
  testId: string;
  defaultOpen?: boolean;
}

/**
 * A collapsible card (cabinet §2 "Trade limits page"): the heading is a button that shows or hides
 * the content, with aria-expanded so screen readers know the state.
 */
export function LimitCard({ title, children, testId, defaultOpen = true }: LimitCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className="ui-card documents-limit" data-testid={testId}>
      <h2 className="documents-limit__title">
        <button
          type="button"
          className="documents-limit__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{title}</span>
          <span aria-hidden="true" className="documents-limit__chevron">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="documents-limit__body">
        {children}
      </div>
    </section>
  );
}
