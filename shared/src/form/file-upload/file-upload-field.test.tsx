import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { ApiError } from '@broker/shared/api';
import type { FileRef } from '@broker/shared/contracts';
import { FileUploadField } from './file-upload-field';
import { fromFileRefs } from './file-item';
import type { Uploader } from './upload';
import { renderForm, valuesOf } from '../test-harness';
import { filesSchema } from '../rules';
import { z } from 'zod';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name = 'passport.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });
const exeAsPng = () =>
  new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'invoice.png', { type: 'image/png' });
const REF: FileRef = { id: 41, name: 'passport.png', uuid: 'u-41', src: 'http://api.test/api/profile/doc/u-41/' };

function setup(
  upload: Uploader,
  opts: { variant?: 'resident' | 'nonresident'; maxFiles?: number; files?: FileRef[] } = {},
) {
  const user = userEvent.setup({ applyAccept: false });
  renderForm(
    <FileUploadField
      name="photo"
      label="Passport photos"
      variant={opts.variant ?? 'resident'}
      maxFiles={opts.maxFiles}
      upload={upload}
      testId="photo"
    />,
    {
      schema: z.object({ photo: filesSchema({ max: opts.maxFiles }) }),
      defaults: { photo: fromFileRefs(opts.files) },
    },
  );
  return { user, input: screen.queryByTestId('photo-input') as HTMLInputElement };
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('FileUploadField', () => {
  it('uploads with a live percent, then shows the file as uploaded and toasts success', async () => {
    let progress: (p: { percent: number; loaded: number; total: number }) => void = () => undefined;
    let finish: (ref: FileRef) => void = () => undefined;
    const upload = vi.fn<Uploader>((_f, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const { user, input } = setup(upload);
    await user.upload(input, png());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    progress({ percent: 40, loaded: 4, total: 10 });
    expect(await screen.findByText('40%')).toBeInTheDocument();
    expect(screen.getByTestId('file-item')).toHaveAttribute('data-state', 'uploading');
    finish(REF);
    await waitFor(() => expect(screen.getByTestId('file-item')).toHaveAttribute('data-state', 'done'));
    expect(toast.success).toHaveBeenCalledWith('Upload successful');
    expect(valuesOf(screen).photo).toMatchObject([{ id: 41, uuid: 'u-41', newAdded: true, hasError: false }]);
  });

  it('takes only the first of several dropped files', async () => {
    const upload = vi.fn<Uploader>(async () => REF);
    const { user, input } = setup(upload);
    await user.upload(input, [png('one.png'), png('two.png')]);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]?.[0].name).toBe('one.png');
  });

  it.each([
    ['resident', 'Unacceptable file format. Allowed: tiff'],
    ['nonresident', 'Unacceptable file format. Allowed: bmp, jpeg, png, jpg'],
  ] as const)('refuses an .exe renamed .png before any request (%s wording)', async (variant, text) => {
    const upload = vi.fn<Uploader>(async () => REF);
    const { user, input } = setup(upload, { variant });
    await user.upload(input, exeAsPng());
    expect(await screen.findByTestId('file-refused')).toHaveTextContent(text);
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByTestId('file-item')).toBeNull();
  });

  it('refuses a file over 100 MB and a blocked or foreign extension before any request', async () => {
    const upload = vi.fn<Uploader>(async () => REF);
    const { user, input } = setup(upload, { variant: 'nonresident' });
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 104_857_601 });
    await user.upload(input, big);
    expect(await screen.findByTestId('file-refused')).toHaveTextContent('File too large');
    await user.upload(input, new File(['%PDF-1.4'], 'scan.pdf'));
    await waitFor(() => expect(screen.getByTestId('file-refused')).toHaveTextContent('Unacceptable file format'));
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the server doc error on the item, toasts "upload failed", and removes the failed file without a confirm', async () => {
    const upload = vi.fn<Uploader>(async () => {
      throw new ApiError({ kind: 'http', status: 400, body: { doc: ['Unacceptable file format.'] } });
    });
    const { user, input } = setup(upload);
    await user.upload(input, png());
    const item = await screen.findByTestId('file-item');
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'error'));
    expect(item).toHaveTextContent('Unacceptable file format.');
    expect(toast.error).toHaveBeenCalledWith('Upload failed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Remove the files with errors');
    await user.click(within(item).getByRole('button', { name: 'Remove passport.png' }));
    expect(screen.queryByTestId('file-remove-confirm')).toBeNull();
    expect(screen.queryByTestId('file-item')).toBeNull();
  });

  it('says "Check your internet connection" when no answer came', async () => {
    const upload = vi.fn<Uploader>(async () => {
      throw new ApiError({ kind: 'network', status: 0 });
    });
    const { user, input } = setup(upload);
    await user.upload(input, png());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Check your internet connection'));
    expect(await screen.findByTestId('file-item')).toHaveTextContent('Check your internet connection');
  });

  it('deletes an uploaded file only after a confirm, and hides the drop zone at the photo limit', async () => {
    const upload = vi.fn<Uploader>(async () => REF);
    const { user } = setup(upload, { maxFiles: 1, files: [REF] });
    expect(screen.queryByTestId('photo-input')).toBeNull(); // limit reached
    await user.click(screen.getByRole('button', { name: 'Remove passport.png' }));
    const dialog = screen.getByTestId('file-remove-confirm');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('file-item')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove passport.png' }));
    await user.click(within(screen.getByTestId('file-remove-confirm')).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByTestId('file-item')).toBeNull();
    expect(screen.getByTestId('photo-input')).toBeInTheDocument();
  });

  it('cuts long names under 600 px', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('max-width: 599px'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    setup(vi.fn<Uploader>(), { files: [{ ...REF, name: 'a-very-long-passport-scan-name-2024.png' }] });
    expect(screen.getByTestId('file-item')).toHaveTextContent('a-very-long-passport-sca…');
    vi.unstubAllGlobals();
  });
});
