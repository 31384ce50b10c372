import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Card, VerifiedAccount } from '@broker/shared/contracts';
import { cardSchema, showServerErrors, emptyCard, uploadedIds, type CardValues } from '@broker/shared/form';
import { Button, Modal, toastError } from '@broker/shared/ui';
import { maskCard, vmsg } from '@broker/shared/validation';
import { useCreateCard } from '../api/create-account';
import { deleteCard } from '../api/account-codes';
import { translateKnownCodes } from '../model/server-codes';
import { CardFields, type FileRules } from './card-fields';
import { ConfirmModal } from './confirm-modal';

export interface ManageCardsModalProps {
  account: VerifiedAccount;
  /** card numbers of all the client's accounts (a new card must differ) */
  takenNumbers: readonly string[];
  maxCards: number;
  files: FileRules;
  onClose: () => void;
  /** a card was created (in process): its confirmation code flow starts */
  onCardCreated: (card: Card) => void;
  /** something changed on the server: the accounts reload */
  onChanged: () => void;
}

/**
 * cabinet §2 "manage cards of an account": its cards with delete (confirm, the call, reload; a failure
 * toasts) and the add-card form — one card at a time, while the account is below MAX_IBAN_CARDS_COUNT.
 */
export function ManageCardsModal({
  account,
  takenNumbers,
  maxCards,
  files,
  onClose,
  onCardCreated,
  onChanged,
}: ManageCardsModalProps) {
  const { t } = useTranslation('accounts');
  const create = useCreateCard();
  const [deleting, setDeleting] = useState<Card | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const form = useForm<CardValues>({
    resolver: zodResolver(
      cardSchema(takenNumbers).refine((c) => c.card_number !== '', {
        path: ['card_number'],
        message: vmsg('required'),
      }),
    ),
    mode: 'all',
    defaultValues: emptyCard(),
  });
  const busy = useRef(false);
  const canAdd = account.cards.length < maxCards;

  const submit = form.handleSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const card = await create.mutateAsync({
        accountId: account.id,
        body: { card_number: values.card_number, card_expire: values.card_expire, doc: uploadedIds(values.doc) },
      });
      form.reset(emptyCard());
      onCardCreated(card);
    } catch (error) {
      translateKnownCodes(error);
      showServerErrors(error, form.setError, ['card_number', 'card_expire', 'doc']); // §8: under the fields, with a toast
    } finally {
      busy.current = false;
    }
  });

  const confirmDelete = async () => {
    if (!deleting || deleteBusy) return;
    setDeleteBusy(true);
    try {
      await deleteCard(account.id, deleting.card_number);
      setDeleting(null);
      onChanged();
    } catch (error) {
      toastError(error, 'accounts:accounts.cards.deleteFailed');
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <>
      <Modal title={t('accounts.cards.title')} onClose={onClose} testId="manage-cards-modal">
        {account.cards.length === 0 ? (
          <p className="ui-muted">{t('accounts.cards.none')}</p>
        ) : (
          <ul className="accounts-card-list">
            {account.cards.map((c) => (
              <li key={c.uuid} className="accounts-card-list__item" data-testid="manage-card">
                <span>{maskCard(c.card_number)}</span>
                <span className="ui-muted">{c.card_expire}</span>
                {c.is_state_support && (
                  <span className="accounts-badge" data-testid="state-support-card">
                    {t('accounts.cards.stateSupport')}
                  </span>
                )}
                {c.is_processing ? (
                  <span className="accounts-badge">{t('accounts.inProcess')}</span>
                ) : (
                  <Button
                    variant="link"
                    onClick={() => setDeleting(c)}
                    data-testid="card-delete"
                    aria-label={t('accounts.cards.deleteLabel', { card: maskCard(c.card_number) })}
                  >
                    {t('accounts.cards.delete')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {canAdd ? (
          <FormProvider {...form}>
            <form noValidate onSubmit={(e) => void submit(e)} className="accounts-form">
              <CardFields prefix="" index={account.cards.length} files={files} />
              <div className="ui-modal__actions">
                <Button
                  type="submit"
                  loading={create.isPending}
                  disabled={!form.formState.isValid}
                  data-testid="card-submit"
                >
                  {t('accounts.cards.add')}
                </Button>
              </div>
            </form>
          </FormProvider>
        ) : (
          <p className="ui-muted">{t('accounts.cards.limit', { count: maxCards })}</p>
        )}
      </Modal>
      {deleting && (
        <ConfirmModal
          title={t('accounts.cards.deleteTitle')}
          confirmLabel={t('accounts.cards.delete')}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
          busy={deleteBusy}
          testId="card-delete-confirm"
        >
          {t('accounts.cards.deleteText', { card: maskCard(deleting.card_number) })}
        </ConfirmModal>
      )}
    </>
  );
}
