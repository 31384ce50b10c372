import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount, VerifiedAccount } from '@broker/shared/contracts';
import { Button, Modal } from '@broker/shared/ui';
import { currencyCodes, groupIban } from '../model/format';
import { payoutChoices, replacedPayouts } from '../model/payout';

/**
 * cabinet §4 "Set payout": the user picks which of the account's currencies it pays out; when another
 * payout account pays one of them, a replacement question comes first. `onConfirmed` starts the code flow.
 */
export function PayoutModal({
  account,
  payout,
  onClose,
  onConfirmed,
}: {
  account: VerifiedAccount;
  payout: readonly PayoutAccount[];
  onClose: () => void;
  onConfirmed: (currency: number[]) => void;
}) {
  const { t } = useTranslation('accounts');
  const choices = payoutChoices(account);
  const [chosen, setChosen] = useState<number[]>(choices);
  const [asking, setAsking] = useState(false);
  const replaced = replacedPayouts(payout, account.id, chosen);

  if (asking)
    return (
      <Modal
        title={t('accounts.payout.replaceTitle')}
        onClose={onClose}
        role="alertdialog"
        testId="payout-replace-modal"
      >
        <p>{t('accounts.payout.replaceText', { currency: currencyCodes(chosen) })}</p>
        <ul>
          {replaced.map((p) => (
            <li key={p.id}>
              {groupIban(p.iban)} ({currencyCodes(p.currency)})
            </li>
          ))}
        </ul>
        <div className="ui-modal__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => onConfirmed(chosen)} data-testid="payout-replace-yes">
            {t('accounts.payout.replace')}
          </Button>
        </div>
      </Modal>
    );

  return (
    <Modal title={t('accounts.payout.title')} onClose={onClose} testId="payout-modal">
      <fieldset className="accounts-currency-choice">
        <legend>{t('accounts.payout.which', { iban: groupIban(account.iban) })}</legend>
        {choices.map((c) => (
          <label key={c} className="accounts-check">
            <input
              type="checkbox"
              checked={chosen.includes(c)}
              onChange={(e) =>
                setChosen((list) => (e.target.checked ? [...list, c].sort() : list.filter((x) => x !== c)))
              }
              data-testid={`payout-currency-${c}`}
            />
            {currencyCodes([c])}
          </label>
        ))}
      </fieldset>
      <div className="ui-modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          disabled={chosen.length === 0}
          onClick={() => (replaced.length > 0 ? setAsking(true) : onConfirmed(chosen))}
          data-testid="payout-continue"
        >
          {t('common:actions.continue')}
        </Button>
      </div>
    </Modal>
  );
}
