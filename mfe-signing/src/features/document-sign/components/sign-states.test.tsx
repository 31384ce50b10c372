import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../../test/render-screen';
import { SignStatePanel, type SignState } from './sign-states';

describe('SignStatePanel', () => {
  it.each([
    ['signed', 'status', 'signed-panel', 'to-cabinet', 'Go to the cabinet'],
    ['failed', 'alert', 'sign-failed', 'sign-retry', 'Sign again'],
    ['error', 'alert', 'sign-error', 'sign-error-back', 'Back to the documents'],
  ] as const)('%s: role %s, its own texts, one action', (state: SignState, role, testId, actionId, actionText) => {
    const onAction = vi.fn();
    renderScreen(<SignStatePanel state={state} onAction={onAction} />, { path: '/en/document-sign' });
    const panel = screen.getByTestId(testId);
    expect(panel).toHaveAttribute('role', role);
    expect(screen.getByTestId(actionId)).toHaveTextContent(actionText);
    fireEvent.click(screen.getByTestId(actionId));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
