import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authStore, type UserInfo } from '@broker/shared/session';
import { backend, DOCS, json, QR, renderScreen, signIn } from '../../test/render-screen';
import { DocumentSignScreen } from './document-sign-screen';

afterEach(() => {
  vi.useRealTimers();
  authStore.getState().clear();
});

const resident = (check_status: UserInfo['check_status']) =>
  signIn({ is_resident: true, register_datasource: 'SHARING', check_status });
const location = () => screen.getByTestId('location').textContent;

describe('document-sign: the list (resident APPROVED)', () => {
  it('titles in the interface language; sign stays disabled until every document is ticked', async () => {
    resident('APPROVED');
    backend({ 'GET profile/diia_sign/': DOCS });
    renderScreen(<DocumentSignScreen />, { path: '/en/document-sign?status=APPROVED' });
    const checks = await screen.findAllByTestId('doc-check');
    expect(screen.getByLabelText('Contract')).toBe(checks[0]);
    expect(screen.getByLabelText('Questionnaire')).toBe(checks[1]);
    const sign = screen.getByTestId('sign-button');
    expect(sign).toBeDisabled();
    expect(screen.getByTestId('sign-hint')).toHaveTextContent('Documents left to tick: 2');
    fireEvent.click(checks[0]!);
    expect(sign).toBeDisabled();
    fireEvent.click(checks[1]!);
    expect(sign).toBeEnabled();
    fireEvent.click(checks[0]!); // unticking one disables it again
    expect(sign).toBeDisabled();
  });

  it('uk titles; a double click on sign sends one diia_sign with the ticked uuids, then the QR page', async () => {
    resident('APPROVED');
    const { calls } = backend({ 'GET profile/diia_sign/': DOCS, 'POST profile/diia_sign/': QR });
    renderScreen(<DocumentSignScreen />, { path: '/uk/document-sign' });
    await screen.findByLabelText('Договір');
    for (const box of screen.getAllByTestId('doc-check')) fireEvent.click(box);
    const sign = screen.getByTestId('sign-button');
    fireEvent.click(sign);
    fireEvent.click(sign);
    await waitFor(() => expect(location()).toBe('/uk/document-sign/sharing'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!.body)).toEqual({ docs: ['d1', 'd2'] });
  });

  it('the ticks survive leaving the page (session storage)', async () => {
    resident('APPROVED');
    backend({ 'GET profile/diia_sign/': DOCS });
    const first = renderScreen(<DocumentSignScreen />, { path: '/en/document-sign' });
    fireEvent.click(await screen.findByLabelText('Contract'));
    first.unmount();
    renderScreen(<DocumentSignScreen />, { path: '/en/document-sign' });
    expect(await screen.findByLabelText('Contract')).toBeChecked();
    expect(screen.getByLabelText('Questionnaire')).not.toBeChecked();
  });

  it('Sign Documents Error: the sign error screen; back shows the list again', async () => {
    resident('APPROVED');
    backend({
      'GET profile/diia_sign/': DOCS,
      'POST profile/diia_sign/': () => json({ _error_code: 'SignDocumentsError', detail: 'x' }, 400),
    });
    renderScreen(<DocumentSignScreen />, { path: '/en/document-sign' });
    for (const box of await screen.findAllByTestId('doc-check')) fireEvent.click(box);
    fireEvent.click(screen.getByTestId('sign-button'));
    expect(await screen.findByTestId('sign-error')).toHaveTextContent('Go back one step and sign again');
    fireEvent.click(screen.getByTestId('sign-error-back'));
    expect(await screen.findByTestId('sign-button')).toBeInTheDocument();
  });

  it('an empty list means the documents are being generated: waiting modal, asked again every 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resident('APPROVED');
    let lists = 0;
    backend({ 'GET profile/diia_sign/': () => json(++lists < 3 ? [] : DOCS) });
    renderScreen(<DocumentSignScreen />, { path: '/en/document-sign' });
    expect(await screen.findByTestId('waiting-modal')).toHaveTextContent('1–2 minutes');
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByTestId('doc-row')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findAllByTestId('doc-row')).toHaveLength(2);
    expect(lists).toBe(3);
  });
});

describe('document-sign: the status decides', () => {
  it('resident INITIAL: waiting modal, status polled every 10 s, APPROVED opens form-status', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resident('INITIAL');
    let polls = 0;
    // the first answer is the load on entry (the shell's, in the app), then one every 10 s
    backend({
      'GET auth/userinfo/': () =>
        json({ ...authStore.getState().user, check_status: ++polls < 3 ? 'REVIEW' : 'APPROVED' }),
    });
    renderScreen(<DocumentSignScreen />, { path: '/uk/document-sign?status=INITIAL' });
    expect(await screen.findByTestId('waiting-modal')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(location()).toBe('/uk/document-sign?status=INITIAL');
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(location()).toBe('/uk/form-status?status=APPROVED'));
    expect(polls).toBe(3);
  });

  it.each([
    [true, 'SIGNED', '/en/'],
    [false, 'SIGNED', '/en/'],
    [true, 'ERRORS', '/en/form-status?status=ERRORS'],
    [true, 'REJECTED', '/en/form-status?status=REJECTED'],
    [false, 'REJECTED', '/en/form-status?status=REJECTED'],
    [false, 'REVIEW', '/en/register/final'],
  ] as const)('resident=%s %s goes where the redirect rule says: %s', async (is_resident, check_status, to) => {
    signIn({ is_resident, check_status });
    backend({});
    renderScreen(<DocumentSignScreen />, { path: `/en/document-sign?status=${check_status}` });
    await waitFor(() => expect(location()).toBe(to));
  });

  it('the stored status wins over an old link; skipCheck=1 trusts the link', async () => {
    resident('APPROVED');
    backend({ 'GET profile/diia_sign/': DOCS });
    const old = renderScreen(<DocumentSignScreen />, { path: '/en/document-sign?status=REVIEW' });
    expect(await screen.findAllByTestId('doc-row')).toHaveLength(2);
    old.unmount();
    renderScreen(<DocumentSignScreen />, { path: '/en/document-sign?status=REVIEW&skipCheck=1' });
    expect(await screen.findByTestId('review-wait')).toBeInTheDocument();
  });
});
