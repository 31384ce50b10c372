import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocToSign } from '@broker/shared/contracts';
import { Button } from '@broker/shared/ui';
import { DocumentRow } from './document-row';

export interface DocumentListProps {
  docs: DocToSign[];
  ticked: ReadonlySet<string>;
  onToggle: (uuid: string) => void;
  onSign: () => void;
  signing: boolean;
  /** how this user signs (sharing app or one-time code) */
  hint: string;
}

/**
 * The documents to sign (onboarding §2 "Document-sign"): a checkbox and a download button per
 * document; the sign button stays disabled until every document is ticked.
 */
export function DocumentList({ docs, ticked, onToggle, onSign, signing, hint }: DocumentListProps) {
  const { t } = useTranslation('signing');
  const whyId = useId();
  const left = docs.filter((d) => !ticked.has(d.uuid)).length;
  const allTicked = docs.length > 0 && left === 0;

  return (
    <div className="ui-card signing-card">
      <p>{t('list.intro')}</p>
      <p className="ui-muted">{hint}</p>
      <ul className="signing-docs" aria-label={t('list.label')}>
        {docs.map((doc) => (
          <DocumentRow key={doc.uuid} doc={doc} ticked={ticked.has(doc.uuid)} onToggle={onToggle} />
        ))}
      </ul>
      <div className="signing-actions">
        <Button
          onClick={onSign}
          disabled={!allTicked}
          loading={signing}
          aria-describedby={allTicked ? undefined : whyId}
          data-testid="sign-button"
        >
          {t('list.sign')}
        </Button>
        {!allTicked && (
          <p id={whyId} className="ui-muted" data-testid="sign-hint">
            {t('list.tickAll', { n: left })}
          </p>
        )}
      </div>
    </div>
  );
}
