/** Onboarding §9 timings of the signing screens, in one place. */

/** Non-resident (and resident) SIGNING re-check (§4, §9 "sign status re-check 30 s"). */
export const SIGN_RECHECK_MS = 30_000;

/**
 * How often the QR page asks diia_sign/result/ while it is open. Not in spec: chosen — half the
 * button countdown (QR_COUNTDOWN_SECONDS of the contracts), so a signature made in the app shows within 5 s without the user pressing.
 */
export const QR_RESULT_POLL_MS = 5_000;
