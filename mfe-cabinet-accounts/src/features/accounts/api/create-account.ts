import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@broker/shared/api';
import {
  API_PATHS,
  createAccountResponseSchema,
  createCardResponseSchema,
  type Card,
  type CreateAccountRequest,
  type CreateCardRequest,
  type VerifiedAccount,
} from '@broker/shared/contracts';

/** POST cabinet/accounts/ — a new verified account (in process until its code is confirmed). */
export function createAccount(body: CreateAccountRequest): Promise<VerifiedAccount> {
  return sendJson('api', 'post', API_PATHS.accounts, body, createAccountResponseSchema);
}

/** POST cabinet/accounts/{id}/create_card/ — one card at a time (cabinet §5). */
export function createCard(accountId: number, body: CreateCardRequest): Promise<Card> {
  return sendJson('api', 'post', API_PATHS.accountCreateCard(accountId), body, createCardResponseSchema);
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}

export function useCreateCard() {
  return useMutation({
    mutationFn: ({ accountId, body }: { accountId: number; body: CreateCardRequest }) => createCard(accountId, body),
  });
}
