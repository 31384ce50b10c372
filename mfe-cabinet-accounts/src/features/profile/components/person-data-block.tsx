import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@broker/shared/session';
import { Button, ContactEmailLink, Spinner } from '@broker/shared/ui';
import { usePersonData } from '../api/get-person-data';
import { COLLAPSED_ROWS, formatPersonText, personRows, type EnumLabel } from '../model/person-data-rows';
import { PhotoFiles } from './photo-files';

/**
 * Cabinet §2 "Profile page", §3 "Personal data": a read-only list, the first 8 rows until "show all"
 * (and "hide" again). Only the broker changes these data: the block says so with the support address.
 */
export function PersonDataBlock() {
  const { t, i18n } = useTranslation('accounts');
  const user = useUser();
  const query = usePersonData();
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (query.error) console.warn('[profile] person data failed', query.error); // cabinet §8: logged only
  }, [query.error]);
  const headingId = useId();
  const listId = useId();
  const enumLabel: EnumLabel = (group, code) => {
    const key = `profile.${group}.${code}`;
    return i18n.exists(key, { ns: 'accounts' }) ? t(key) : null;
  };

  const rows = query.data ? personRows(query.data, user?.is_resident ?? true) : [];
  const shown = expanded ? rows : rows.slice(0, COLLAPSED_ROWS);
  return (
    <section className="ui-card accounts-profile-block" aria-labelledby={headingId} data-testid="person-data">
      <h2 id={headingId} className="accounts-profile-block__title">
        {t('profile.personal.title')}
      </h2>
      <p className="ui-muted accounts-profile-note">
        {t('profile.personal.brokerOnly')} <ContactEmailLink kind="support" testId="person-data-support" />
      </p>
      {query.isPending ? (
        <Spinner label={t('profile.personal.loading')} />
      ) : query.isError ? null /* cabinet §8: a failed data load is logged only, no message */ : (
        <>
          <dl id={listId} className="accounts-profile-list" data-testid="person-data-list">
            {shown.map((row) => (
              <div key={row.field} className="accounts-profile-row" data-field={row.field}>
                <dt className="accounts-profile-row__label">{t(`profile.fields.${row.field}`)}</dt>
                <dd className="accounts-profile-row__value">
                  {row.kind === 'files' ? (
                    <PhotoFiles files={row.files} />
                  ) : (
                    formatPersonText(row.field, row.value, i18n.language, enumLabel)
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {rows.length > COLLAPSED_ROWS && (
            <Button
              variant="link"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((e) => !e)}
              data-testid="person-data-toggle"
            >
              {expanded ? t('profile.personal.hide') : t('profile.personal.showAll')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
