import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { bus, type BusEvents } from '@broker/shared/events';
import { accountsKeys } from '../../../api/query-keys';
import { useLiveAccounts } from './use-live-accounts';

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveAccounts(), { wrapper });
  return { invalidate, hook };
}

describe('accounts reload live (cabinet §4)', () => {
  it.each<[string, () => void, number]>([
    ['a push saying accounts', () => bus.emit('socket:update', { data: 'accounts' }), 1],
    ['a push about messages', () => bus.emit('socket:update', { data: 'messages' }), 0],
    [
      'a push about documents',
      () => bus.emit('socket:update', { data: 'docs' } satisfies BusEvents['socket:update']),
      0,
    ],
    ['the socket back after a drop (a push may be missed)', () => bus.emit('socket:reconnected', { attempt: 2 }), 1],
  ])('%s → %i reload(s) of the accounts list', (_name, emit, reloads) => {
    const { invalidate } = setup();
    act(emit);
    expect(invalidate).toHaveBeenCalledTimes(reloads);
    if (reloads) expect(invalidate).toHaveBeenCalledWith({ queryKey: accountsKeys.list() });
  });

  it('the returned reload does the same; nothing is heard after unmount', () => {
    const { invalidate, hook } = setup();
    act(() => hook.result.current.reload());
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: accountsKeys.list() });
    hook.unmount();
    bus.emit('socket:update', { data: 'accounts' });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
