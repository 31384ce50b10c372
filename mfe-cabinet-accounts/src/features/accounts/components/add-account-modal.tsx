import { useMemo, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { CurrencyId, VerifiedAccount } from '@broker/shared/contracts';
import {
  accountSchema,
  accountToSend,
  BankAccountFields,
  emptyAccount,
  showServerErrors,
  type AccountValues,
} from '@broker/shared/form';
import { Button, Modal } from '@broker/shared/ui';
import { useCreateAccount } from '../api/create-account';
import { useCurrencies } from '../api/get-currencies';
import { translateKnownCodes } from '../model/server-codes';
import { cardIds, useAccountLabels, type FileRules } from './card-fields';

const FIELDS = ['currency', 'iban', 'swift', 'additional_information', 'bank', 'doc'];

export interface AddAccountModalProps {
  existing: readonly VerifiedAccount[];
  maxCards: number;
  files: FileRules;
  onClose: () => void;
  /** the account was created (in process): its confirmation code flow starts */
  onCreated: (account: VerifiedAccount) => void;
}

/**
 * cabinet §5 "Add account": currencies, IBAN (unique), SWIFT / additional information / bank only for
 * USD or EUR, documents (at most 2 per currency), cards only with UAH (unique, expiry and image when a
 * number is set; add-card when every card is filled and below MAX_IBAN_CARDS_COUNT). Nothing typed is
 * lost on a failure: field errors show under their fields, card errors under the cards.
 */
export function AddAccountModal({ existing, maxCards, files, onClose, onCreated }: AddAccountModalProps) {
  const { t } = useTranslation('accounts');
  const currencies = useCurrencies();
  const create = useCreateAccount();
  const schema = useMemo(
    () =>
      accountSchema({
        otherIbans: existing.map((a) => a.iban),
        otherCards: existing.flatMap((a) => a.cards.map((c) => c.card_number)),
        maxCards,
        variant: files.variant, // the client's residency: the IBAN rule's message
      }),
    [existing, maxCards, files.variant],
  );
  const form = useForm<AccountValues>({ resolver: zodResolver(schema), mode: 'all', defaultValues: emptyAccount() });
  const labels = useAccountLabels();
  const options = (currencies.data ?? []).map((c) => ({ value: c.id, label: c.name }));

  // a double click reaches here twice before the button re-renders as busy: one request only
  const busy = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const body = accountToSend(values);
      // the currency select offers only the server's currency ids (1, 2, 3)
      onCreated(await create.mutateAsync({ ...body, currency: body.currency as CurrencyId[] }));
    } catch (error) {
      translateKnownCodes(error);
      const cardPaths = values.cards.flatMap((_, i) => [
        `cards.${i}.card_number`,
        `cards.${i}.card_expire`,
        `cards.${i}.doc`,
      ]);
      showServerErrors(error, form.setError, [...FIELDS, ...cardPaths]); // §8: under the fields, with a toast
    } finally {
      busy.current = false;
    }
  });

  return (
    <Modal title={t('accounts.form.title')} onClose={onClose} testId="add-account-modal">
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void submit(e)} className="accounts-form">
          <BankAccountFields
            prefix=""
            currencies={options}
            maxCards={maxCards}
            files={{ ...files, refusalToast: true }}
            labels={labels}
            testId="account"
            cardIds={cardIds}
          />
          <div className="ui-modal__actions">
            <Button variant="secondary" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={create.isPending}
              disabled={!form.formState.isValid}
              data-testid="account-submit"
            >
              {t('accounts.form.submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}
