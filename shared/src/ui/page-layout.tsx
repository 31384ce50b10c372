import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';

/** A page with its title as the one <h1>; also the tab's title (with the application's name) for tabs and history. */
export function PageLayout({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  useDocumentTitle(title);
  return (
    <section className="ui-page" data-testid={testId}>
      <h1 className="ui-page__title">{title}</h1>
      {children}
    </section>
  );
}
