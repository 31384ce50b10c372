import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@broker/shared/api';
import { API_PATHS, qrDataSchema, type QrData } from '@broker/shared/contracts';

/** POST profile/diia_sign/ { docs } — the ticked documents go to the sharing app; answers QR data (§7). */
export function startDiiaSign(docs: string[]): Promise<QrData> {
  return sendJson('api', 'post', API_PATHS.diiaSign, { docs }, qrDataSchema);
}

export function useStartDiiaSign() {
  return useMutation({ mutationFn: startDiiaSign });
}
