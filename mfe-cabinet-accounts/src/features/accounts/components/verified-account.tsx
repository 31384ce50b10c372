import { useTranslation } from 'react-i18next';
import type { VerifiedAccount } from '@broker/shared/contracts';
import { useFileDownload } from '@broker/shared/files';
import { Button, Spinner } from '@broker/shared/ui';
import { maskCard } from '@broker/shared/validation';
import { currencyCodes, groupIban } from '../model/format';
import { isPayout, payoutChoices } from '../model/payout';

export interface VerifiedAccountActions {
  onManageCards: () => void;
  onSetPayout: () => void;
  onDelete: () => void;
}

/**
 * One verified bank account with its cards (cabinet §2, §3). In process (`is_processing`): an "in
 * process" marker and no actions. `busy`: a code flow runs for it (the account shows a loader).
 */
export function VerifiedAccountCard({
  account,
  busy,
  actions,
}: {
  account: VerifiedAccount;
  busy: boolean;
  actions: VerifiedAccountActions;
}) {
  const { t } = useTranslation('accounts');
  const { download } = useFileDownload();
  const active = !account.is_processing;
  return (
    <li
      className={active ? 'accounts-account' : 'accounts-account accounts-account--inactive'}
      data-testid="verified-account"
      aria-busy={busy || undefined}
    >
      <div className="accounts-account__head">
        <span className="accounts-tile__iban">{groupIban(account.iban)}</span>
        <span className="accounts-tile__currency">{currencyCodes(account.currency)}</span>
        {isPayout(account) && (
          <span className="accounts-badge accounts-badge--ok">
            {t('accounts.payoutFor', { currency: currencyCodes(account.currency_in_use) })}
          </span>
        )}
        {!active && <span className="accounts-badge">{t('accounts.inProcess')}</span>}
        {busy && <Spinner label={t('accounts.working')} />}
      </div>
      <dl className="accounts-account__rows">
        <dt>{t('accounts.form.bank')}</dt>
        <dd>{account.bank ?? '-'}</dd>
        {account.swift && (
          <>
            <dt>{t('accounts.form.swift')}</dt>
            <dd>{account.swift}</dd>
          </>
        )}
        {account.additional_information.length > 0 && (
          <>
            <dt>{t('accounts.form.info')}</dt>
            <dd>{account.additional_information.join('; ')}</dd>
          </>
        )}
        <dt>{t('accounts.form.docs')}</dt>
        <dd>
          {account.doc.map((d) => (
            <Button key={d.uuid} variant="link" onClick={() => void download({ path: d.src, fileName: d.name })}>
              {d.name}
            </Button>
          ))}
        </dd>
      </dl>
      {account.cards.length > 0 && (
        <ul className="accounts-cards" aria-label={t('accounts.cards.title')}>
          {account.cards.map((c) => (
            <li key={c.uuid} data-testid="account-card">
              {maskCard(c.card_number)} <span className="ui-muted">{c.card_expire}</span>
              {c.is_processing && <span className="accounts-badge">{t('accounts.inProcess')}</span>}
              {c.is_state_support && (
                <span className="accounts-badge" data-testid="state-support-card">
                  {t('accounts.cards.stateSupport')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {active && (
        <div className="accounts-account__actions">
          {account.currency.includes(1) && (
            <Button
              variant="secondary"
              onClick={actions.onManageCards}
              disabled={busy}
              data-testid="account-manage-cards"
            >
              {t('accounts.cards.manage')}
            </Button>
          )}
          {payoutChoices(account).length > 0 && (
            <Button variant="secondary" onClick={actions.onSetPayout} disabled={busy} data-testid="account-set-payout">
              {t('accounts.payout.make')}
            </Button>
          )}
          <Button variant="link" onClick={actions.onDelete} disabled={busy} data-testid="account-delete">
            {t('accounts.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
