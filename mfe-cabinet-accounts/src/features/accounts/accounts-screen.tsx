import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifiedAccount } from '@broker/shared/contracts';
import { settingsExtensions } from '@broker/shared/form';
import { OtpDialog } from '@broker/shared/otp';
import { useSettings, useUser } from '@broker/shared/session';
import { Button, PageLayout, toastError, useSingleFlight } from '@broker/shared/ui';
import { requestSetPayout } from './api/account-codes';
import { useAccounts } from './api/get-accounts';
import { AddAccountModal } from './components/add-account-modal';
import { ConfirmModal } from './components/confirm-modal';
import { ManageCardsModal } from './components/manage-cards-modal';
import { PayoutBlock } from './components/payout-block';
import { PayoutModal } from './components/payout-modal';
import { VerifiedAccountCard } from './components/verified-account';
import { codeFlowCalls, type CodeFlow } from './model/code-flow';
import { groupIban } from './model/format';
import { useLiveAccounts } from './model/use-live-accounts';
import '../../styles/accounts.css';

type Dialog = { kind: 'add' } | { kind: 'cards' | 'payout' | 'delete'; accountId: number } | null;

/** /{lang}/accounts — "funds": payout accounts and verified bank accounts with cards (cabinet §2, §4, §5). */
export function AccountsScreen() {
  const { t } = useTranslation('accounts');
  const accounts = useAccounts();
  const settings = useSettings();
  const user = useUser();
  const { reload } = useLiveAccounts();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [code, setCode] = useState<CodeFlow | null>(null);
  const [payoutPending, setPayoutPending] = useState<number | null>(null);
  const verified = accounts.data?.verified ?? [];
  const payout = accounts.data?.payout ?? [];
  const maxAccounts = settings.data?.MAX_ACCOUNTS_COUNT ?? 1;
  const maxCards = settings.data?.MAX_IBAN_CARDS_COUNT ?? 1;
  const variant = user?.is_resident === false ? 'nonresident' : 'resident';
  const files = { variant, extensions: settingsExtensions(settings.data, variant) } as const;
  // without the list we cannot tell how many there are: no adding until it loads
  const canAdd = accounts.data !== undefined && verified.length < maxAccounts;
  const byId = (id: number): VerifiedAccount | undefined => verified.find((a) => a.id === id);
  const current = dialog && dialog.kind !== 'add' ? byId(dialog.accountId) : undefined;
  const loading = accounts.isPending;
  useEffect(() => {
    if (accounts.error) console.warn('[accounts] list failed', accounts.error); // cabinet §8: logged only
  }, [accounts.error]);

  // cabinet §8 "Set payout failure: toast 'something went wrong'": the payout call is made here, not by
  // the code dialog (whose get-code failure would show a message inside it); the account shows a loader
  const startPayout = useSingleFlight(async (accountId: number, currency: number[]) => {
    setPayoutPending(accountId);
    try {
      setCode({ kind: 'payout', accountId, currency, sent: await requestSetPayout(accountId, currency) });
    } catch (error) {
      toastError(error);
    } finally {
      setPayoutPending(null);
    }
  });

  return (
    <PageLayout title={t('screens.accounts.title')} testId="screen-accounts">
      <PayoutBlock payout={payout} loading={loading} canAdd={canAdd} onAdd={() => setDialog({ kind: 'add' })} />
      <section className="accounts-block" aria-labelledby="verified-title" data-testid="verified-block">
        <div className="accounts-block__head">
          <h2 id="verified-title">{t('accounts.verified.title')}</h2>
          {canAdd && !loading && (
            <Button onClick={() => setDialog({ kind: 'add' })} data-testid="account-add">
              {t('accounts.add')}
            </Button>
          )}
        </div>
        {loading && (
          <div
            className="accounts-account accounts-tile--loading"
            aria-busy="true"
            aria-label={t('accounts.loading')}
            data-testid="verified-placeholder"
          />
        )}
        {!loading && verified.length === 0 && !accounts.isError && (
          <p className="accounts-empty" data-testid="accounts-empty">
            {t('accounts.verified.none')}
          </p>
        )}
        <ul className="accounts-accounts">
          {verified.map((a) => (
            <VerifiedAccountCard
              key={a.id}
              account={a}
              busy={payoutPending === a.id || (code !== null && code.accountId === a.id)}
              actions={{
                onManageCards: () => setDialog({ kind: 'cards', accountId: a.id }),
                onSetPayout: () => setDialog({ kind: 'payout', accountId: a.id }),
                onDelete: () => setDialog({ kind: 'delete', accountId: a.id }),
              }}
            />
          ))}
        </ul>
      </section>

      {dialog?.kind === 'add' && (
        <AddAccountModal
          existing={verified}
          maxCards={maxCards}
          files={files}
          onClose={() => setDialog(null)}
          onCreated={(acc) => {
            setDialog(null);
            reload();
            setCode({ kind: 'new-account', accountId: acc.id });
          }}
        />
      )}
      {dialog?.kind === 'cards' && current && (
        <ManageCardsModal
          account={current}
          takenNumbers={verified.flatMap((a) => a.cards.map((c) => c.card_number))}
          maxCards={maxCards}
          files={files}
          onClose={() => setDialog(null)}
          onChanged={reload}
          onCardCreated={(card) => {
            setDialog(null);
            reload();
            setCode({ kind: 'new-card', accountId: current.id, cardUuid: card.uuid });
          }}
        />
      )}
      {dialog?.kind === 'payout' && current && (
        <PayoutModal
          account={current}
          payout={payout}
          onClose={() => setDialog(null)}
          onConfirmed={(currency) => {
            setDialog(null);
            void startPayout(current.id, currency);
          }}
        />
      )}
      {dialog?.kind === 'delete' && current && (
        <ConfirmModal
          title={t('accounts.deleteTitle')}
          confirmLabel={t('accounts.delete')}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            setCode({ kind: 'delete', accountId: current.id });
          }}
          testId="account-delete-confirm"
        >
          {t('accounts.deleteText', { iban: groupIban(current.iban) })}
        </ConfirmModal>
      )}
      {code && (
        <OtpDialog
          open
          title={t(`accounts.code.${code.kind}`)}
          {...codeFlowCalls(code)}
          initialCode={code.kind === 'payout' ? code.sent : undefined}
          onSuccess={() => {
            setCode(null);
            reload();
          }}
          onClose={() => setCode(null)}
          testId="accounts-otp"
        />
      )}
    </PageLayout>
  );
}
