import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@broker/shared/ui';
import { currentRegistry } from '../loading/remote-loader';
import { parseOverride, setOverride, useOverrides } from '../delivery/overrides';

/** Applies from the next page load: the loader reads the override once per visit (one version per visit). */
function reloadWithout(param: string | null): void {
  const url = new URL(location.href);
  if (param) url.searchParams.delete(param);
  location.replace(url.href);
}

/**
 * On every page: this browser's overrides ("mfe-signing: 1.0.0-abc (override) — reset"), and the link
 * form `?override=<remote>@<version>`, which asks before it applies and refuses anything that is not a
 * version in the registry (a URL above all).
 */
export function OverrideBanner() {
  const { t } = useTranslation('shell');
  const overrides = Object.entries(useOverrides());
  const [params, setParams] = useSearchParams();
  // nothing on the first render: a server-rendered public page (no localStorage there) hydrates as sent
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const link = params.get('override');
  const request = link === null ? null : parseOverride(link, currentRegistry());
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete('override');
    setParams(next, { replace: true });
  };
  if (!mounted) return null;
  return (
    <>
      {(overrides.length > 0 || (request && !request.ok)) && (
        <aside className="shell-override-banner" aria-label={t('override.bannerLabel')} data-testid="override-banner">
          {request && !request.ok && (
            <p role="alert" data-testid="override-refused">
              {t(`override.refused.${request.reason}`)}{' '}
              <Button variant="link" onClick={dismiss}>
                {t('override.dismiss')}
              </Button>
            </p>
          )}
          {overrides.map(([remote, version]) => (
            <p key={remote}>
              {t('override.banner', { remote, version })}{' '}
              <Button
                variant="link"
                onClick={() => (setOverride(remote, null), reloadWithout(null))}
                data-testid={`override-reset-${remote}`}
              >
                {t('override.reset', { remote })}
              </Button>
            </p>
          ))}
        </aside>
      )}
      {request?.ok && (
        <Modal role="alertdialog" title={t('override.confirmTitle')} onClose={dismiss} testId="override-confirm">
          <p>{t('override.confirmText', { remote: request.remote, version: request.version })}</p>
          <div className="shell-override-actions">
            <Button onClick={() => (setOverride(request.remote, request.version), reloadWithout('override'))}>
              {t('override.apply')}
            </Button>
            <Button variant="secondary" onClick={dismiss}>
              {t('override.cancel')}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
