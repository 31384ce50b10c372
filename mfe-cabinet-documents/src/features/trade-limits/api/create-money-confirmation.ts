import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, moneyConfirmationCreateResponseSchema, type MoneyConfirmation } from '@broker/shared/contracts';
import { uploadFile, type TransferProgress } from '@broker/shared/api';
import { fundsKeys } from '../../../api/query-keys';

/** POST cabinet/money_confirmations/ — multipart `doc` with upload progress (cabinet §7). */
export function createMoneyConfirmation(
  file: File,
  onProgress?: (p: TransferProgress) => void,
): Promise<MoneyConfirmation> {
  return uploadFile(API_PATHS.moneyConfirmations, file, moneyConfirmationCreateResponseSchema, { onProgress });
}

export function useCreateMoneyConfirmation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: fundsKeys.createConfirmation(),
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (p: TransferProgress) => void }) =>
      createMoneyConfirmation(file, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: fundsKeys.confirmations() }),
  });
}
