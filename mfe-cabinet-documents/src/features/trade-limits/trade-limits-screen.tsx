import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@broker/shared/routes';
import { PageLayout, Spinner } from '@broker/shared/ui';
import { formatMoney } from '../../components/format';
import { useBalance } from './api/get-balance';
import { ConfirmationArchive } from './components/confirmation-archive';
import { ConfirmationUpload } from './components/confirmation-upload';
import { LimitCard } from './components/limit-card';
import { MoneyList } from './components/money-list';
import { UpdateBar } from './components/update-bar';
import '../../styles/documents.css';

/** `/{lang}/trade-limits` (cabinet §2): limits and balances, confirmation upload, the archive. */
export function TradeLimitsScreen() {
  const { t } = useTranslation('documents');
  const lang = useLang();
  const balance = useBalance();
  useEffect(() => {
    if (balance.error) console.warn('[trade-limits] balance failed', balance.error); // cabinet §8: logged only
  }, [balance.error]);
  const data = balance.data;
  return (
    <PageLayout title={t('screens.tradeLimits.title')} testId="screen-trade-limits">
      {!data ? (
        // cabinet §8: a failed load says nothing (logged above); the archive below stays usable
        balance.isPending && <Spinner label={t('loading')} />
      ) : (
        <>
          <UpdateBar created={data.created} />
          <div className="documents-limits">
            <LimitCard title={t('limits.available')} testId="card-available">
              <MoneyList balances={data.balances} field="sum_available" testId="available" />
            </LimitCard>
            <LimitCard title={t('limits.total')} testId="card-total">
              <MoneyList balances={data.balances} field="sum_all" testId="total" />
            </LimitCard>
            <LimitCard title={t('limits.blocked')} testId="card-blocked">
              <p className="documents-amount" data-testid="blocked-sum">
                {formatMoney(data.sum_blocked, 'uah', lang)}
              </p>
              <p className="ui-muted">{t('limits.blockedNote')}</p>
              <ConfirmationUpload />
            </LimitCard>
            <LimitCard title={t('limits.invest')} testId="card-invest">
              <dl className="documents-money">
                <div className="documents-money__row">
                  <dt>{t('limits.limit')}</dt>
                  <dd data-testid="invest-limit">{formatMoney(data.limit, 'uah', lang)}</dd>
                </div>
                <div className="documents-money__row">
                  <dt>{t('limits.limitRest')}</dt>
                  <dd data-testid="invest-rest">{formatMoney(data.limit_rest, 'uah', lang)}</dd>
                </div>
              </dl>
              <ul className="documents-notes">
                <li>{t('limits.note1')}</li>
                <li>{t('limits.note2')}</li>
              </ul>
            </LimitCard>
          </div>
        </>
      )}
      <ConfirmationArchive />
    </PageLayout>
  );
}
