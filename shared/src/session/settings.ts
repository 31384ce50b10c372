import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, appSettingsSchema, type AppSettings } from '@broker/shared/contracts';
import { getJson, type CallOptions } from '@broker/shared/api';

/** Minutes (settings) → ms (stored lifetimes), onboarding §9. */
export const minutesToMs = (minutes: number): number => Math.round(minutes * 60_000);

/**
 * GET {api}/profile/settings/. `auth` sends a token that is not stored yet (right after login, the
 * lifetimes needed to store it come from this very call).
 */
export function fetchSettings(
  opts: CallOptions & { auth?: { access: string; scope: string } } = {},
): Promise<AppSettings> {
  const { auth, ...rest } = opts;
  const headers = auth
    ? { ...rest.headers, Authorization: `Bearer ${auth.access}`, 'Src-App': auth.scope }
    : rest.headers;
  return getJson('api', API_PATHS.settings, appSettingsSchema, { ...rest, headers });
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'] as const,
    queryFn: ({ signal }) => fetchSettings({ signal }),
    // server settings change with a deploy, not while the user works
    staleTime: 10 * 60_000,
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
