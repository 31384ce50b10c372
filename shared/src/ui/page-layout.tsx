import { useEffect, type ReactNode } from 'react';

/** A page with its title as the one <h1>; also sets document.title so tabs and history read well. */
export function PageLayout({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="ui-page" data-testid={testId}>
      <h1 className="ui-page__title">{title}</h1>
      {children}
    </section>
  );
}
