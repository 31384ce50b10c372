import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { settingsExtensions } from '@broker/shared/form';
import { failure, fakeBackend, type FakeBackend, type Route } from '@broker/shared/test-utils';
import { toastError } from '@broker/shared/ui';
import { renderScreen } from '../../test/render-screen';
import { ACCOUNTS, SETTINGS } from '../../test/accounts-fixtures';
import { AddAccountModal } from './components/add-account-modal';
import { ManageCardsModal } from './components/manage-cards-modal';
import type { FileRules } from './components/card-fields';

vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name = 'statement.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });
const pdf = (name = 'statement.pdf') => new File(['%PDF-1.4 statement'], name, { type: 'application/pdf' });
const huge = () => Object.defineProperty(png('huge.png'), 'size', { value: 104_857_601 });
const RESIDENT: FileRules = { variant: 'resident' };
const input = (testId: string) => screen.getByTestId(`${testId}-input`) as HTMLInputElement;
const UPLOAD = 'POST /api/profile/upload/';

let api: FakeBackend;
/** The currencies, uploads answered with the file's record, and `create` for creating an account or a card. */
function serve(create: Route = failure(500)) {
  let id = 40;
  api = fakeBackend({
    'GET /api/profile/refs/currencies/': [
      { id: 1, name: 'UAH' },
      { id: 2, name: 'USD' },
      { id: 3, name: 'EUR' },
    ],
    [UPLOAD]: (call) => {
      const file = (call.data as { doc: File }).doc;
      return { id: ++id, name: file.name, uuid: `u${id}`, src: `/d/u${id}`, size: 10, content_type: 'image/png' };
    },
    'POST /api/cabinet/accounts/': create,
    'POST /api/cabinet/accounts/:id/create_card/': create,
  });
}
const uploads = () => api.to(UPLOAD).length;

beforeEach(() => {
  vi.mocked(toastError).mockReset();
  vi.mocked(toast.error).mockReset();
  serve();
});

function addAccount(files: FileRules = RESIDENT) {
  const onCreated = vi.fn();
  renderScreen(
    <AddAccountModal
      existing={ACCOUNTS.verified}
      maxCards={2}
      files={files}
      onClose={() => undefined}
      onCreated={onCreated}
    />,
    { path: '/en/accounts' },
  );
  return { user: userEvent.setup({ applyAccept: false }), onCreated };
}

function addCard(files: FileRules = RESIDENT) {
  const account = { ...ACCOUNTS.verified[0]!, cards: [] };
  renderScreen(
    <ManageCardsModal
      account={account}
      takenNumbers={[]}
      maxCards={2}
      files={files}
      onClose={() => undefined}
      onCardCreated={vi.fn()}
      onChanged={vi.fn()}
    />,
    { path: '/en/accounts' },
  );
  return { user: userEvent.setup({ applyAccept: false }) };
}

describe('too large / wrong format files toast in the add-account and add-card forms (cabinet §8, as in trade limits)', () => {
  const FILES = {
    huge,
    exe: () => new File(['MZ'], 'virus.exe'),
    exeAsPng: () => new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'invoice.png'),
    txt: () => new File(['x'], 'notes.txt'),
  };
  it.each([
    ['add account', 'account-doc', 'huge', 'File too large'],
    ['add account', 'account-doc', 'exe', 'Unacceptable file format'],
    ['add account', 'account-doc', 'exeAsPng', 'Unacceptable file format'],
    ['add card', 'card-doc-0', 'huge', 'File too large'],
    ['add card', 'card-doc-0', 'txt', 'Unacceptable file format'],
  ] as const)(
    '%s, %s: %s → a toast "%s", nothing uploaded, no line under the field',
    async (form, field, file, text) => {
      const { user } = form === 'add account' ? addAccount() : addCard();
      await user.upload(input(field), FILES[file]());
      await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
      expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toMatch(text);
      expect(uploads()).toBe(0);
      expect(screen.queryByTestId('file-refused')).toBeNull();
    },
  );

  it('a non-resident gets the non-resident wording', async () => {
    const { user } = addCard({ variant: 'nonresident' });
    await user.upload(input('card-doc-0'), pdf());
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toMatch(/JPG, JPEG, PNG or BMP|jpg|png/i);
  });
});

describe("the settings' resident / non-resident extension lists drive the file checks (cabinet §3, §5)", () => {
  it.each([
    ['resident', { RESIDENT_IMAGE_EXTENSIONS: ['png'] }, false],
    ['resident', { RESIDENT_IMAGE_EXTENSIONS: [] }, true],
    ['resident', { RESIDENT_IMAGE_EXTENSIONS: ['.PDF', 'png'] }, true],
    ['nonresident', { NONRESIDENT_IMAGE_EXTENSIONS: ['pdf'] }, true],
    ['nonresident', { NONRESIDENT_IMAGE_EXTENSIONS: [] }, false],
    ['nonresident', { RESIDENT_IMAGE_EXTENSIONS: ['pdf'] }, false],
  ] as Array<['resident' | 'nonresident', Partial<typeof SETTINGS>, boolean]>)(
    '%s with %j: a PDF is taken → %s',
    async (variant, lists, taken) => {
      const files = { variant, extensions: settingsExtensions({ ...SETTINGS, ...lists }, variant) };
      const { user } = addCard(files);
      await user.upload(input('card-doc-0'), pdf());
      if (taken) await waitFor(() => expect(uploads()).toBe(1));
      else await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
      expect(uploads()).toBe(taken ? 1 : 0);
    },
  );
});

describe('server field errors on create: under their fields AND a toast (cabinet §8, onboarding §8)', () => {
  async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
    fireEvent.click(within(screen.getByTestId('account-currency')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'UAH' }));
    fireEvent.change(within(screen.getByTestId('account-iban')).getByRole('textbox'), {
      target: { value: 'UA053220010000026001234567890' },
    });
    await user.upload(input('account-doc'), png());
    fireEvent.click(screen.getByTestId('account-add-card'));
    fireEvent.change(within(screen.getByTestId('card-number-0')).getByRole('textbox'), {
      target: { value: '9999000011112222' },
    });
    fireEvent.change(within(screen.getByTestId('card-expire-0')).getByRole('textbox'), { target: { value: '1129' } });
    await user.upload(input('card-doc-0'), png('card.png'));
    await waitFor(() => expect(screen.getByTestId('account-submit')).toBeEnabled(), { timeout: 3000 });
  }

  it('add account: the IBAN and the card number show the server messages (state-support translated), one toast, nothing typed lost', async () => {
    const body = {
      detail: 'Invalid request',
      iban: ['IBAN of a closed bank.'],
      cards: [{ card_number: ['state_support_card'] }],
    };
    serve(failure(400, body));
    const { user, onCreated } = addAccount();
    await fillAccount(user);
    fireEvent.click(screen.getByTestId('account-submit'));
    expect(await within(screen.getByTestId('account-iban')).findByText('IBAN of a closed bank.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('card-number-0')).getByText(
        'This is a state-support card: it cannot receive payouts, except for bonds bought through Diia',
      ),
    ).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(
      expect.objectContaining({ status: 400, body }),
      'common:errors.checkFields',
    );
    expect(within(screen.getByTestId('account-iban')).getByRole('textbox')).toHaveValue(
      'UA05 3220 0100 0002 6001 2345 6789 0',
    );
    expect(within(screen.getByTestId('card-number-0')).getByRole('textbox')).toHaveValue('9999 0000 1111 2222');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('add card: the back end refuses a state-support card under the number, with a toast', async () => {
    const body = { detail: 'Invalid request', card_number: ['state_support_card'] };
    serve(failure(400, body));
    const { user } = addCard();
    fireEvent.change(within(screen.getByTestId('card-number-0')).getByRole('textbox'), {
      target: { value: '9999000011112222' },
    });
    fireEvent.change(within(screen.getByTestId('card-expire-0')).getByRole('textbox'), { target: { value: '1129' } });
    await user.upload(input('card-doc-0'), png('card.png'));
    await waitFor(() => expect(screen.getByTestId('card-submit')).toBeEnabled(), { timeout: 3000 });
    fireEvent.click(screen.getByTestId('card-submit'));
    expect(
      await within(screen.getByTestId('card-number-0')).findByText(/This is a state-support card/),
    ).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith(
      expect.objectContaining({ status: 400, body }),
      'common:errors.checkFields',
    );
  });

  it('a failure naming no field gets the generic toast only', async () => {
    serve(failure(500, { detail: 'boom' }));
    const { user } = addCard();
    fireEvent.change(within(screen.getByTestId('card-number-0')).getByRole('textbox'), {
      target: { value: '4111111111111111' },
    });
    fireEvent.change(within(screen.getByTestId('card-expire-0')).getByRole('textbox'), { target: { value: '1129' } });
    await user.upload(input('card-doc-0'), png('card.png'));
    await waitFor(() => expect(screen.getByTestId('card-submit')).toBeEnabled(), { timeout: 3000 });
    fireEvent.click(screen.getByTestId('card-submit'));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), undefined));
  });
});
