import { useTranslation } from 'react-i18next';
import type { RegisterDatasource } from '@broker/shared/contracts';
import { Modal } from '@broker/shared/ui';
import { Button } from '@broker/shared/ui';

/** Residents choose where the application data comes from: the sharing app or a bank-ID (§2). */
export function DatasourceModal({
  pending,
  onChoose,
  onClose,
}: {
  pending: RegisterDatasource | null;
  onChoose: (source: RegisterDatasource) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Modal title={t('register.datasource.title')} onClose={onClose} testId="datasource-modal">
      <p>{t('register.datasource.text')}</p>
      <div className="onboarding-choice">
        <Button
          onClick={() => onChoose('SHARING')}
          loading={pending === 'SHARING'}
          disabled={pending !== null}
          data-testid="datasource-sharing"
        >
          {t('register.datasource.sharing')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => onChoose('BANKID')}
          loading={pending === 'BANKID'}
          disabled={pending !== null}
          data-testid="datasource-bankid"
        >
          {t('register.datasource.bankid')}
        </Button>
      </div>
      <p className="ui-muted">{t('register.datasource.hint')}</p>
    </Modal>
  );
}
