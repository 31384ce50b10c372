import { useTranslation } from 'react-i18next';
import { Button } from '@broker/shared/ui';
import { InfoModal } from '../../../../components/info-modal';
import { InvestmentsSiteButton } from '../../../../components/external-button';
import { UnavailableModal } from '../../../../components/non-resident-modal';
import { INVESTMENTS_SITE_URL } from '../../../../config/constants';

export type CitizenshipModal = 'info' | 'noCitizen' | 'blacklisted' | null;

/** The modals of step 0 (onboarding §2): residency/language info, no citizenship, blacklisted residency. */
export function CitizenshipModals({ open, onClose }: { open: CitizenshipModal; onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  if (open === 'info') {
    return (
      <InfoModal
        title={t('registerForm.citizenship.infoTitle')}
        onClose={onClose}
        testId="residency-info-modal"
        actions={<Button onClick={onClose}>{t('common.ok')}</Button>}
      >
        <p>{t('registerForm.citizenship.infoText')}</p>
      </InfoModal>
    );
  }
  if (open === 'noCitizen') {
    // closing sends the user to the investments site (onboarding §2)
    const leave = () => window.location.assign(INVESTMENTS_SITE_URL);
    return (
      <InfoModal
        title={t('registerForm.unavailable.title')}
        onClose={leave}
        testId="no-citizen-modal"
        actions={<InvestmentsSiteButton>{t('common.investmentsSite')}</InvestmentsSiteButton>}
      >
        <p>{t('registerForm.unavailable.noCitizen')}</p>
      </InfoModal>
    );
  }
  if (open === 'blacklisted') {
    return (
      <UnavailableModal title={t('registerForm.unavailable.title')} onClose={onClose} testId="blacklisted-modal">
        <p>{t('registerForm.unavailable.blacklisted')}</p>
      </UnavailableModal>
    );
  }
  return null;
}
