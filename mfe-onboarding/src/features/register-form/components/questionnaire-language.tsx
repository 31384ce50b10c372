import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Lang } from '@broker/shared/routes';

/**
 * onboarding §5: questionnaire texts are in Ukrainian for residents and English for non-residents,
 * whatever the interface language. The form renders under a clone of the app's i18n instance fixed
 * to that language (same resources), and the block says its language to screen readers.
 */
export function QuestionnaireLanguage({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { i18n } = useTranslation();
  const fixed = useMemo(() => {
    const clone = i18n.cloneInstance({ lng: lang });
    void clone.changeLanguage(lang);
    return clone;
  }, [i18n, lang]);
  return (
    <I18nextProvider i18n={fixed}>
      <div lang={lang}>{children}</div>
    </I18nextProvider>
  );
}
