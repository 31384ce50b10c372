import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@broker/shared/contracts';
import { Button } from '@broker/shared/ui';
import { currencyCodes, groupIban } from '../model/format';

/**
 * cabinet §2 "payout accounts": a row of tiles on desktop (wider than 1200 px), a swipeable slider on
 * narrow screens (CSS scroll-snap: no library) that also works by keyboard — the track is focusable
 * (arrow keys scroll it) and the previous/next buttons move by one tile.
 */
export function PayoutBlock({
  payout,
  loading,
  canAdd,
  onAdd,
}: {
  payout: readonly PayoutAccount[];
  loading: boolean;
  canAdd: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation('accounts');
  const track = useRef<HTMLUListElement>(null);
  const step = (dir: 1 | -1) => {
    const el = track.current;
    const tile = el?.querySelector('li');
    if (el && tile) el.scrollBy({ left: dir * (tile.getBoundingClientRect().width + 12), behavior: 'smooth' });
  };

  return (
    <section className="accounts-block" aria-labelledby="payout-title" data-testid="payout-block">
      <div className="accounts-block__head">
        <h2 id="payout-title">{t('accounts.payout.blockTitle')}</h2>
        <div className="accounts-slider-nav">
          <Button
            variant="secondary"
            onClick={() => step(-1)}
            aria-label={t('accounts.slider.prev')}
            data-testid="payout-prev"
          >
            ‹
          </Button>
          <Button
            variant="secondary"
            onClick={() => step(1)}
            aria-label={t('accounts.slider.next')}
            data-testid="payout-next"
          >
            ›
          </Button>
        </div>
      </div>
      <ul
        ref={track}
        className="accounts-slider"
        tabIndex={0}
        aria-label={t('accounts.payout.blockTitle')}
        data-testid="payout-track"
      >
        {loading &&
          [0, 1, 2].map((i) => (
            <li
              key={i}
              className="accounts-tile accounts-tile--loading"
              aria-hidden="true"
              data-testid="payout-placeholder"
            />
          ))}
        {!loading &&
          payout.map((p) => (
            <li
              key={p.id}
              className={p.is_processing ? 'accounts-tile accounts-tile--inactive' : 'accounts-tile'}
              data-testid="payout-tile"
            >
              <span className="accounts-tile__currency">{currencyCodes(p.currency)}</span>
              <span className="accounts-tile__iban">{groupIban(p.iban)}</span>
              <span className="ui-muted">{p.bank ?? '-'}</span>
              {p.is_processing && <span className="accounts-badge">{t('accounts.inProcess')}</span>}
            </li>
          ))}
        {!loading && canAdd && (
          <li className="accounts-tile accounts-tile--blank">
            <Button variant="secondary" onClick={onAdd} data-testid="payout-add">
              {t('accounts.add')}
            </Button>
          </li>
        )}
      </ul>
      {!loading && payout.length === 0 && (
        <p className="ui-muted" data-testid="payout-empty">
          {t('accounts.payout.none')}
        </p>
      )}
    </section>
  );
}
