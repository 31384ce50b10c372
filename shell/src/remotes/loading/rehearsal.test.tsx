import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RemoteAppModule } from '@broker/shared/contracts';
import { InRehearsal } from './rehearsal';
import { RemoteSlot } from './remote-slot';
import * as loader from './remote-loader';

vi.mock('./remote-loader', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./remote-loader')>()),
  loadedModuleNow: vi.fn(),
  loadRemoteModule: vi.fn(() => new Promise(() => undefined)),
}));

const mod = {
  default: ({ route }: { route?: string }) => <h1 data-testid="screen">{route}</h1>,
  meta: { name: 'mfe-x', contractMajor: 1, buildLabel: '' },
} as unknown as RemoteAppModule;

beforeEach(() => vi.clearAllMocks());

// shell/src/app/rehearse-page.tsx: a rehearsal renders what is here and asks for nothing
describe('a remote slot in a rehearsal', () => {
  it.each([
    ['loaded ahead: its screen renders, without a load (so no visit is reported)', mod, true],
    ['not loaded: nothing renders and nothing is loaded', null, false],
  ])('%s', (_label, loaded, shown) => {
    vi.mocked(loader.loadedModuleNow).mockReturnValue(loaded);
    const { container } = render(
      <InRehearsal value>
        <RemoteSlot remote="mfe-x" route="messages" loading={<p>loading</p>} />
      </InRehearsal>,
    );
    expect(screen.queryByTestId('screen') !== null).toBe(shown);
    if (!shown) expect(container.textContent).toBe('');
    expect(loader.loadRemoteModule).not.toHaveBeenCalled();
  });

  it('outside a rehearsal the slot loads the remote as always', () => {
    render(<RemoteSlot remote="mfe-x" route="messages" loading={<p>loading</p>} />);
    expect(loader.loadRemoteModule).toHaveBeenCalledWith('mfe-x', false);
    expect(loader.loadedModuleNow).not.toHaveBeenCalled();
  });
});
