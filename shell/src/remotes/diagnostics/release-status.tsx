import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@broker/shared/ui';
import { deliveryStatusSchema, type DeliveryStatus, type Registry } from '@broker/shared/contracts';
import { REMOTE_KEYS } from '@broker/shared/routes';
import { runtimeConfig } from '../../config/runtime-config';
import { overrideChoices, setOverride, useOverrides } from '../delivery/overrides';

async function getDeliveryStatus(): Promise<DeliveryStatus> {
  const url = runtimeConfig().deliveryUrl;
  if (!url) return {};
  const res = await fetch(`${url}/status`, { cache: 'no-store', credentials: 'omit' });
  if (!res.ok) throw new Error(`delivery status: HTTP ${res.status}`);
  return deliveryStatusSchema.parse(await res.json());
}

const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(1)} %`);

/** One remote's override chooser: registry versions only; Apply reloads so the whole visit uses it. */
function OverrideChooser({ remote, registry }: { remote: string; registry: Registry | null }) {
  const { t } = useTranslation('shell');
  const current = useOverrides()[remote] ?? '';
  const [picked, setPicked] = useState(current);
  const id = `override-${remote}`;
  return (
    <div className="shell-release-override">
      <label htmlFor={id}>{t('release.overrideLabel', { remote })}</label>
      <select
        id={id}
        value={picked}
        onChange={(e) => setPicked(e.target.value)}
        data-testid={`override-select-${remote}`}
      >
        <option value="">{t('release.noOverride')}</option>
        {overrideChoices(registry, remote).map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        disabled={picked === current}
        onClick={() => (setOverride(remote, picked || null), location.reload())}
        data-testid={`override-apply-${remote}`}
      >
        {t('release.apply')}
      </Button>
    </div>
  );
}

/**
 * Releases per remote: live, the canary (share, visits, failure rate vs stable), staged versions, this
 * browser's override (the chooser) and the last automatic or manual decision.
 */
export function ReleaseStatus({ registry }: { registry: Registry | null }) {
  const { t } = useTranslation('shell');
  const { data: status } = useQuery({ queryKey: ['delivery', 'status'], queryFn: getDeliveryStatus, staleTime: 0 });
  return (
    <div className="shell-table-scroll" role="region" aria-label={t('release.title')} tabIndex={0}>
      <table className="shell-table">
        <caption>{t('release.title')}</caption>
        <thead>
          <tr>
            <th>{t('status.remote')}</th>
            <th>{t('release.canary')}</th>
            <th>{t('release.staged')}</th>
            <th>{t('release.override')}</th>
            <th>{t('release.lastDecision')}</th>
          </tr>
        </thead>
        <tbody>
          {/* as the table above: the known remotes and any other the registry lists */}
          {[...new Set([...REMOTE_KEYS, ...Object.keys(registry?.remotes ?? {})])].map((key) => {
            const entry = registry?.remotes[key];
            const run = status?.[key];
            const stats = (role: 'canary' | 'stable') => run?.versions.find((v) => v.role === role);
            const c = stats('canary');
            const s = stats('stable');
            const staged =
              entry?.history
                .filter((v) => v.staged && !v.withdrawnAt && v.version !== entry.canary?.version)
                .map((v) => v.version) ?? [];
            const d = entry?.lastDecision;
            return (
              <tr key={key} data-testid={`release-${key}`}>
                <td>{key}</td>
                <td data-testid={`release-canary-${key}`}>
                  {entry?.canary
                    ? t('release.canaryLine', {
                        version: entry.canary.version,
                        percent: entry.canary.percent,
                        visits: c?.visits ?? 0,
                        rate: pct(c?.failureRate ?? null),
                        stableRate: pct(s?.failureRate ?? null),
                      })
                    : '-'}
                </td>
                <td data-testid={`release-staged-${key}`}>{staged.length ? staged.join(', ') : '-'}</td>
                <td>
                  <OverrideChooser remote={key} registry={registry} />
                </td>
                <td data-testid={`release-decision-${key}`}>
                  {d
                    ? t('release.decision', {
                        action: t(`release.actions.${d.action}`),
                        version: d.version,
                        by: t(`release.by.${d.by}`),
                        at: d.at,
                        reason: d.reason,
                      })
                    : '-'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
