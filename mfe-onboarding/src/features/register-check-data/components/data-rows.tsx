import type { ReactNode } from 'react';

/** A titled block of label/value rows; an empty value reads "-" (cabinet §4 uses the same convention). */
export function DataRows({ title, rows, testId }: { title: string; rows: Array<[string, ReactNode]>; testId: string }) {
  return (
    <section className="check-block" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="check-block__title">
        {title}
      </h2>
      <dl className="check-rows">
        {rows.map(([label, value], i) => (
          <div key={i} className="check-row">
            <dt>{label}</dt>
            <dd>{value === null || value === undefined || value === '' ? '-' : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
