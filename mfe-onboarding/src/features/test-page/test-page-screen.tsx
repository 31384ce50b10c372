import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileUploadField, type FileItem } from '@broker/shared/form';
import { useUser } from '@broker/shared/session';
import { PageLayout } from '@broker/shared/ui';

/**
 * /{lang}/test-page — the spec's unnamed file drop-zone demo (onboarding §2 route table): the upload
 * widget on its own, with the signed-in user's extension list. Nothing is saved beyond the upload.
 */
export function TestPageScreen() {
  const { t } = useTranslation('onboarding');
  const user = useUser();
  const form = useForm<{ files: FileItem[] }>({ defaultValues: { files: [] } });
  return (
    <PageLayout title={t('testPage.title')}>
      <div data-testid="screen-test-page">
        <p>{t('testPage.text')}</p>
        <FormProvider {...form}>
          <FileUploadField
            name="files"
            label={t('testPage.label')}
            variant={user?.is_resident === false ? 'nonresident' : 'resident'}
            testId="demo-upload"
          />
        </FormProvider>
      </div>
    </PageLayout>
  );
}
