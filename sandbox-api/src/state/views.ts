import type { AccountsResponse, FileRef, ReceivedDocument, UserInfo } from '@broker/shared/contracts';
import { isStateSupportCard } from '../seed/refs';
import type { SandboxState } from './state';
import type { SandboxUser, StoredDocument } from './types';

/** Builds response bodies from stored state; time-driven statuses move on here (no timers). */

/**
 * SIGNING → SIGNED once the sign delay has passed (non-resident OTP, resident QR, cabinet docs). The
 * onboarding status waits for the console instead while signing is in manual mode.
 */
export function advance(state: SandboxState, user: SandboxUser): void {
  const now = state.clock.now();
  const delay = state.signing.delaySeconds * 1000;
  if (
    !state.signing.manual &&
    user.check_status === 'SIGNING' &&
    user.signingSince !== undefined &&
    now - user.signingSince >= delay
  ) {
    user.check_status = 'SIGNED';
    user.backoffice_status = 'ACTIVE';
    user.signingSince = undefined;
  }
  for (const d of user.documents) {
    if (d.status === 'SIGNING' && d.signingSince !== undefined && now - d.signingSince >= delay) {
      d.status = 'SIGNED';
      d.signingSince = undefined;
    }
  }
}

export function userInfo(state: SandboxState, user: SandboxUser): UserInfo {
  advance(state, user);
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    is_resident: user.is_resident,
    register_datasource: user.register_datasource,
    profile_status: user.profile_status,
    check_status: user.check_status,
    phone: user.phone,
    phone_is_verified: user.phone_is_verified,
    can_send_sms: user.can_send_sms,
    sms_otp_is_available: user.sms_otp_is_available,
    confirmation_type: user.confirmation_type,
    backoffice_status: user.backoffice_status,
    unread_messages: user.messages.filter((m) => !m.was_read).length,
    unread_docs: user.documents.filter((d) => !d.was_read).length,
    unread_unsigned_docs: user.documents.filter((d) => !d.was_read && d.status === 'APPROVED').length,
    interface_language: user.interface_language,
  };
}

/** Absolute URL under the onboarding base, from the request's own origin. */
export function apiUrl(state: SandboxState, origin: string, path: string): string {
  return `${origin}${state.config.apiPrefix}/${path}`;
}

export function fileRefs(state: SandboxState, origin: string, ids: readonly number[]): FileRef[] {
  return ids.flatMap((id) => {
    const f = state.files.get(id);
    return f ? [{ id: f.id, name: f.name, uuid: f.uuid, src: apiUrl(state, origin, `profile/doc/${f.uuid}/`) }] : [];
  });
}

export function documentView(state: SandboxState, origin: string, d: StoredDocument): ReceivedDocument {
  const { signingSince: _ignored, ...rest } = d;
  return {
    ...rest,
    link: d.status === 'PROCESSING' ? null : apiUrl(state, origin, `cabinet/documents/${d.uuid}/pdf/`),
    link_p7s: d.status === 'SIGNED' ? apiUrl(state, origin, `cabinet/documents/${d.uuid}/p7s/`) : null,
  };
}

export function accountsView(state: SandboxState, origin: string, user: SandboxUser): AccountsResponse {
  const now = state.clock.now();
  return {
    payout: user.accounts
      .filter((a) => a.payout.length > 0)
      .map((a) => ({
        id: a.id,
        iban: a.iban,
        bank: a.bank,
        currency: a.payout as Array<1 | 2 | 3>,
        is_processing: a.processingUntil > now,
      })),
    verified: user.accounts.map((a) => ({
      id: a.id,
      iban: a.iban,
      bank: a.bank,
      swift: a.swift,
      additional_information: a.additional_information,
      currency: a.currency as Array<1 | 2 | 3>,
      currency_in_use: a.payout as Array<1 | 2 | 3>,
      cards: a.cards.map((c) => ({
        uuid: c.uuid,
        id: c.id,
        card_number: c.card_number,
        card_expire: c.card_expire,
        doc: fileRefs(state, origin, c.doc),
        currency: 1 as const,
        is_processing: c.processingUntil > now,
        is_state_support: isStateSupportCard(c.card_number),
      })),
      doc: fileRefs(state, origin, a.doc),
      is_processing: a.processingUntil > now,
    })),
  };
}
