import { useTranslation } from 'react-i18next';
import { Button } from '@broker/shared/ui';
import { InfoModal } from './info-modal';
import { InvestmentsSiteButton } from './external-button';

/**
 * Non-residents turned away (NonResidentNotAllowed on login or registration, or BLOCK_NONRESIDENT):
 * online service is temporarily unavailable; the investments site is where they can go instead.
 */
export function NonResidentModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <InfoModal
      title={t('nonResident.title')}
      onClose={onClose}
      testId="non-resident-modal"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <InvestmentsSiteButton>{t('common.investmentsSite')}</InvestmentsSiteButton>
        </>
      }
    >
      <p>{t('nonResident.text')}</p>
    </InfoModal>
  );
}
