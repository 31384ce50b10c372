import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { DocumentsResponse } from '@broker/shared/contracts';
import { bus } from '@broker/shared/events';
import { flattenPages, InfiniteSentinel } from '@broker/shared/lists';
import { Button, Spinner, useSingleFlight } from '@broker/shared/ui';
import { useDocumentTypes } from '../api/get-document-types';
import { useDocuments, type DocumentsKind } from '../api/get-documents';
import { documentsKeys } from '../api/query-keys';
import { useMarkDocumentsRead } from '../api/mark-documents-read';
import { DocumentsTable } from './documents-table';
import { SignDialog } from './sign-dialog';
import { SignedModal } from './signed-modal';
import { TypeFilter } from './type-filter';
import { useLiveDocuments } from '../model/use-live-documents';

/**
 * The received documents of one tab (cabinet §2): type filter, mark all as read, the sortable table
 * with infinite scroll, signing, live updates. List and mark-read failures are logged only (§8).
 */
export function ReceivedDocuments({ kind }: { kind: DocumentsKind }) {
  const { t } = useTranslation('documents');
  const client = useQueryClient();
  const [doctype, setDoctype] = useState<number | undefined>(undefined);
  const [ordering, setOrdering] = useState<string | undefined>(undefined);
  const [signing, setSigning] = useState<string[] | null>(null);
  const [signed, setSigned] = useState(false);
  const types = useDocumentTypes();
  const list = useDocuments({ kind, doctype, ordering });
  const markRead = useMarkDocumentsRead(kind);
  // the failure is already logged by the mutation (cabinet §8: mark-as-read failures are logged only)
  const markAll = useSingleFlight(() => markRead.mutateAsync().catch(() => undefined));
  const rows = flattenPages(list.data, (d) => d.uuid);
  const { refetch } = list;
  const reload = useCallback(async () => flattenPages((await refetch()).data, (d) => d.uuid), [refetch]);
  const { highlighted } = useLiveDocuments(rows, reload);

  useEffect(() => {
    if (list.error) console.warn(`[documents] ${kind} list failed`, list.error);
  }, [list.error, kind]);

  // cabinet §4: opening a document marks it read here and refreshes user info (the menu marker)
  const onOpened = (uuid: string) => {
    client.setQueriesData<InfiniteData<DocumentsResponse>>(
      { queryKey: documentsKeys.lists() },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            results: p.results.map((d) => (d.uuid === uuid ? { ...d, was_read: true } : d)),
          })),
        },
    );
    bus.emit('user:changed', { reason: 'document-opened' });
  };
  const onSigned = () => {
    setSigning(null);
    setSigned(true);
    void client.invalidateQueries({ queryKey: documentsKeys.lists() });
    bus.emit('user:changed', { reason: 'documents-signed' });
  };

  const first = list.data?.pages[0];
  return (
    <section className="documents-section" aria-labelledby={`received-${kind}`} data-testid={`received-${kind}`}>
      <h2 id={`received-${kind}`} className="documents-heading">
        {kind === 'all' ? t('received.titleAll') : t('received.titleSign')}
      </h2>
      <div className="documents-toolbar">
        <TypeFilter
          ids={first?.doctypes ?? []}
          types={types.data ?? []}
          value={doctype}
          onChange={setDoctype}
          testId="documents-filter"
        />
        <Button
          variant="secondary"
          onClick={() => void markAll()}
          loading={markRead.isPending}
          data-testid="mark-all-read"
        >
          {t('received.markAllRead')}
        </Button>
      </div>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : rows.length === 0 ? (
        // cabinet §8: a failed load says nothing (logged above); "no documents" would not be true either
        !list.isError && (
          <p className="documents-empty" data-testid="documents-empty">
            {kind === 'all' ? t('received.emptyAll') : t('received.emptySign')}
          </p>
        )
      ) : (
        <DocumentsTable
          rows={rows}
          types={types.data ?? []}
          ordering={ordering}
          onSort={setOrdering}
          highlighted={highlighted}
          onOpened={onOpened}
          onSign={(uuid) => setSigning([uuid])}
          caption={kind === 'all' ? t('received.titleAll') : t('received.titleSign')}
        />
      )}
      {/* remounted per page: a fresh observer, so a stale "in view" from before the page grew loads nothing */}
      <InfiniteSentinel
        key={list.data?.pages.length ?? 0}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onVisible={() => void list.fetchNextPage()}
      />
      <SignDialog docs={signing} onSigned={onSigned} onClose={() => setSigning(null)} />
      {signed && <SignedModal onClose={() => setSigned(false)} />}
    </section>
  );
}
