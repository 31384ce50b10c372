import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@broker/shared/test-utils';
import { WaitingModal } from './waiting-modal';

describe('WaitingModal', () => {
  it.each([
    ['uk', 'Перевіряємо статус…', 'Закрити'],
    ['en', 'Checking the status…', 'Close'],
  ] as const)('%s: the remote says what is awaited, the status check and close are common', (lang, checking, close) => {
    const onClose = vi.fn();
    renderWithApp(<WaitingModal title="Under review" text="We are checking." onClose={onClose} />, { lang });
    const modal = screen.getByTestId('waiting-modal');
    expect(modal).toHaveAccessibleName('Under review');
    expect(screen.getByText('We are checking.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(checking);
    // the × and the button both only hide it
    const buttons = screen.getAllByRole('button', { name: close });
    expect(buttons).toHaveLength(2);
    for (const b of buttons) fireEvent.click(b);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
