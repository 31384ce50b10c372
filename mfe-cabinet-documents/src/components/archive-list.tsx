import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteSentinel } from '@broker/shared/lists';
import { Spinner } from '@broker/shared/ui';

/** The parts of an infinite query an archive reads (react-query's `useInfiniteQuery` result). */
export interface ArchiveQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  data?: { pages: readonly unknown[] };
}

export interface ArchiveListProps<Row> {
  /** the heading's id (the section and the scroll box are labelled by it) and the part of `data-testid`s */
  id: string;
  title: string;
  /** the section's test id */
  testId: string;
  /** shown when the list loaded empty (a failed load shows nothing: cabinet §8) */
  empty: string;
  /** a console label for the failure, which is logged only (cabinet §8) */
  failure: string;
  query: ArchiveQuery;
  rows: readonly Row[];
  /** filter and sort controls above the table */
  toolbar?: ReactNode;
  /** the header row's cells */
  head: ReactNode;
  row: (row: Row) => ReactNode;
  /** the table scrolls in its own box (the next page loads near the box's bottom); else a hidden caption names it */
  scrollBox?: boolean;
}

/**
 * An archive of what the user sent (cabinet §2: the requests of documents-all, the confirmations of
 * trade-limits): a titled section, a spinner while the first page loads, "none yet" when empty, a table
 * of 20 a page with infinite scroll. List failures are logged only (cabinet §8).
 */
export function ArchiveList<Row>(props: ArchiveListProps<Row>) {
  const { id, title, testId, empty, failure, query, rows, toolbar, head, row, scrollBox = false } = props;
  const { t } = useTranslation('documents');
  useEffect(() => {
    if (query.error) console.warn(failure, query.error);
  }, [query.error, failure]);

  // remounted per page: a fresh observer, so a stale "in view" from before the page grew loads nothing
  const sentinel = (
    <InfiniteSentinel
      key={query.data?.pages.length ?? 0}
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      onVisible={() => void query.fetchNextPage()}
      rootMargin={scrollBox ? '0px' : undefined}
    />
  );
  const table = (
    <table className="documents-table" data-testid={`${id}-table`}>
      {!scrollBox && <caption className="ui-visually-hidden">{title}</caption>}
      <thead>
        <tr>{head}</tr>
      </thead>
      <tbody>{rows.map(row)}</tbody>
    </table>
  );
  return (
    <section className="documents-section" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 id={`${id}-title`} className="documents-heading">
        {title}
      </h2>
      {toolbar && <div className="documents-toolbar">{toolbar}</div>}
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : rows.length === 0 ? (
        // a failed load says nothing (logged above); "none yet" would not be true either
        !query.isError && (
          <p className="documents-empty" data-testid={`${id}-empty`}>
            {empty}
          </p>
        )
      ) : scrollBox ? (
        // a focusable region: keyboard users can scroll the box (axe scrollable-region-focusable)
        <div className="documents-scrollbox" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
          {table}
          {sentinel}
        </div>
      ) : (
        table
      )}
      {!scrollBox && sentinel}
    </section>
  );
}
