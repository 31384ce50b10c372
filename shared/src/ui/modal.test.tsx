import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@broker/shared/test-utils';
import { Modal } from './modal';

/** Reads the dialog in its own layout effect: after the Modal's (siblings run in order), before any passive effect. */
function OpenInSameCommit({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelector('dialog')?.hasAttribute('open') ?? false);
  }, [seen]);
  return null;
}

describe('Modal', () => {
  it('is open in the commit that mounts it, so whoever finds the dialog finds its buttons', () => {
    const seen: boolean[] = [];
    renderWithApp(
      <>
        <Modal title="Request sent" testId="m" onClose={() => {}}>
          <button type="button">OK</button>
        </Modal>
        <OpenInSameCommit seen={seen} />
      </>,
      { lang: 'en' },
    );
    expect(seen).toEqual([true]);
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
