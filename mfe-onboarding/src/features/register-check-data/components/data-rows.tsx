import type { ReactNode } from 'react';

/** A titled block of label/value rows; an empty value reads "-" (cabinet §4 uses the same convention). */
export function DataRows({ title, rows, testId }: { title: string; rows: Array<[string, ReactNode]>; testId: string }) {
  return (
    <section className="onboarding-check-data-block" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="onboarding-check-data-block__title">
        {title}
      </h2>
      <dl className="onboarding-check-data-rows">
        {rows.map(([label, value], i) => (
          <div key={i} className="onboarding-check-data-row">
            <dt>{label}</dt>
            <dd>{value === null || value === undefined || value === '' ? '-' : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
