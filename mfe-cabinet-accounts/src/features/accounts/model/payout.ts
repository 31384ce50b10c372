import type { PayoutAccount, VerifiedAccount } from '@broker/shared/contracts';

/**
 * cabinet §4 "Set payout": the payout accounts (other than the chosen one) that already pay out one
 * of the chosen currencies — they lose those currencies, so the user confirms the replacement first.
 */
export function replacedPayouts(
  payout: readonly PayoutAccount[],
  accountId: number,
  currency: readonly number[],
): PayoutAccount[] {
  return payout.filter((p) => p.id !== accountId && p.currency.some((c) => currency.includes(c)));
}

/** Currencies of a verified account it does not pay out yet: what "make payout" can offer. */
export function payoutChoices(account: Pick<VerifiedAccount, 'currency' | 'currency_in_use'>): number[] {
  return account.currency.filter((c) => !account.currency_in_use.includes(c));
}

/** An account that pays out a currency is the main payout account for it and cannot be deleted. */
export const isPayout = (account: Pick<VerifiedAccount, 'currency_in_use'>) => account.currency_in_use.length > 0;
