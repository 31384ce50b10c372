import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@broker/shared/session';
import { makeUser } from '@broker/shared/test-utils';
import { questionnaireBackend, renderStep } from '../../../../test/questionnaire';

/**
 * Onboarding §2 step 3 "… or links to download documents when data came from a state check": the step's
 * data from the questionnaire's fake backend; each document of the state check is a link that downloads
 * that file (the authorised GET of its `src`) and opens it; with no state check there are no links.
 */
const ADDRESS = {
  country: 'UA',
  region: 'Київська',
  settlement_type: 'місто',
  settlement: 'Київ',
  street_type: 'вулиця',
  street: 'Хрещатик',
  house: '1',
  flat: '2',
  index: '01001',
};
const doc = (uuid: string, name: string) => ({ id: 1, name, uuid, src: `http://api.test/api/profile/doc/${uuid}/` });
const STATE_CHECK = [doc('u1', 'registration-extract.pdf'), doc('u2', 'migrant-certificate.pdf')];

function serve(stateCheck: unknown[]) {
  const api = questionnaireBackend({
    step_address: {
      registration_address: ADDRESS,
      registration_is_living: true,
      living_address: null,
      is_internal_migrant: false,
      photo_migrant_reference: [],
      photo_register: [],
      state_check_documents: stateCheck,
    },
  });
  api.on('GET /api/profile/doc/:uuid/', new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }));
  return api;
}

const opened: Array<{ href: string; target: string }> = [];
beforeEach(() => {
  opened.length = 0;
  authStore.getState().setUser(makeUser({ is_resident: true, profile_status: 'PART' }));
  authStore
    .getState()
    .setTokens({ access: 'A1', refresh: 'R1', scope: ['client'], accessTtlMs: 60_000, refreshTtlMs: 600_000 });
  // jsdom has no object URLs (this file's own realm: vitest isolates test files)
  Object.assign(URL, { createObjectURL: () => 'blob:state-check', revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    opened.push({ href: this.href, target: this.target });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  authStore.getState().clear();
  sessionStorage.clear();
});

describe('step 3: documents of a state check', () => {
  it('each is a link that downloads its own file with the session and opens it', async () => {
    const api = serve(STATE_CHECK);
    renderStep(3);
    expect(await screen.findByText('Documents from the state check:')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'migrant-certificate.pdf' }));
    await waitFor(() => expect(opened).toEqual([{ href: 'blob:state-check', target: '_blank' }]));
    const downloads = api.calls.filter((c) => api.path(c).startsWith('/api/profile/doc/'));
    expect(downloads.map((c) => api.path(c))).toEqual(['/api/profile/doc/u2/']);
    expect(downloads[0]!.headers.get('Authorization')).toBe('Bearer A1');
    expect(screen.getByRole('button', { name: 'registration-extract.pdf' })).toBeInTheDocument();
  });

  it('no state check: no links', async () => {
    serve([]);
    renderStep(3);
    await screen.findByTestId('step-address');
    expect(screen.queryByText('Documents from the state check:')).toBeNull();
  });
});
