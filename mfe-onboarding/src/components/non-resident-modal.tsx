import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@broker/shared/ui';
import { InfoModal } from './info-modal';
import { InvestmentsSiteButton } from './external-button';

/**
 * "Online registration is not available for you": close, or go to the investments site instead. Used
 * for non-residents turned away and for a blacklisted residency (step 0).
 */
export function UnavailableModal({
  title,
  children,
  testId,
  onClose,
}: {
  title: string;
  children: ReactNode;
  testId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <InfoModal
      title={title}
      onClose={onClose}
      testId={testId}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
          <InvestmentsSiteButton>{t('common.investmentsSite')}</InvestmentsSiteButton>
        </>
      }
    >
      {children}
    </InfoModal>
  );
}

/**
 * Non-residents turned away (NonResidentNotAllowed on login or registration, or BLOCK_NONRESIDENT):
 * online service is temporarily unavailable; the investments site is where they can go instead.
 */
export function NonResidentModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <UnavailableModal title={t('nonResident.title')} onClose={onClose} testId="non-resident-modal">
      <p>{t('nonResident.text')}</p>
    </UnavailableModal>
  );
}
