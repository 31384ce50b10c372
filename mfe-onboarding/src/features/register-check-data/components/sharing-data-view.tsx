import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, type SharingDataResponse } from '@broker/shared/contracts';
import { maskCard } from '@broker/shared/validation';
import { useEmploymentRef } from '../api/get-employment-refs';
import { addressLine } from '../model/format';
import { DataRows } from './data-rows';
import { SharedFiles } from './shared-files';

const FATCA_KEYS = [
  'is_usa_citizen',
  'has_residence',
  'is_usa_born',
  'has_usa_address',
  'has_usa_phone',
  'has_usa_payment_order',
  'has_usa_p_a',
] as const;

/** Everything the sharing app delivered, read-only, grouped as the spec lists it (onboarding §2). */
export function SharingDataView({ data }: { data: SharingDataResponse }) {
  const { t } = useTranslation('onboarding');
  const types = useEmploymentRef('employment_types');
  const levels = useEmploymentRef('income_levels');
  const nameOf = (list: Array<{ id: number; name: string }> | undefined, id: number | null | undefined) =>
    id === null || id === undefined ? '' : (list?.find((o) => o.id === id)?.name ?? String(id));
  const yesNo = (v: boolean | null | undefined) =>
    v === null || v === undefined ? '' : t(v ? 'checkData.yes' : 'checkData.no');

  return (
    <>
      {data.accounts.map((a, i) => (
        <DataRows
          key={`${a.iban}-${i}`}
          testId="check-account"
          title={t('checkData.accounts.title', { n: i + 1 })}
          rows={[
            [t('checkData.accounts.iban'), a.iban],
            [t('checkData.accounts.bank'), a.bank],
            [t('checkData.accounts.currency'), a.currency.map((c) => CURRENCY_CODES[c]).join(', ')],
          ]}
        />
      ))}
      {data.cards.length > 0 && (
        <DataRows
          testId="check-cards"
          title={t('checkData.cards.title')}
          rows={data.cards.map((c) => [maskCard(c.card_number), t('checkData.cards.expires', { date: c.card_expire })])}
        />
      )}
      <DataRows
        testId="check-address"
        title={t('checkData.address.title')}
        rows={[
          [t('checkData.address.registration'), addressLine(data.address.registration_address)],
          [
            t('checkData.address.living'),
            data.address.living_address ? addressLine(data.address.living_address) : t('checkData.address.same'),
          ],
        ]}
      />
      <DataRows
        testId="check-employment"
        title={t('checkData.employment.title')}
        rows={[
          [t('checkData.employment.type'), nameOf(types.data, data.employment?.type)],
          [t('checkData.employment.income'), nameOf(levels.data, data.employment?.income_level)],
        ]}
      />
      <DataRows
        testId="check-fatca"
        title={t('checkData.fatca.title')}
        rows={[
          ...FATCA_KEYS.map((k): [string, string] => [t(`checkData.fatca.${k}`), yesNo(data.fatcadata[k])]),
          [t('checkData.fatca.tin_code'), data.fatcadata.tin_code ?? ''],
        ]}
      />
      <SharedFiles files={data.files} />
    </>
  );
}
