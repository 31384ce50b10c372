import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGS, switchLangUrl, useLang } from '@broker/shared/routes';

/** Same page, same query, other language. Saving interface_language on the user: session rules. */
export function LanguageSwitch({ onSwitched }: { onSwitched?: (lang: string) => void }) {
  const { t } = useTranslation();
  const current = useLang();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label={t('lang.switch')} className="shell-lang">
      {LANGS.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={lng === current}
          className={lng === current ? 'shell-lang__btn shell-lang__btn--on' : 'shell-lang__btn'}
          onClick={() => {
            if (lng === current) return;
            navigate(switchLangUrl(pathname, search, lng));
            onSwitched?.(lng);
          }}
        >
          {t(`lang.${lng}`)}
        </button>
      ))}
    </nav>
  );
}
