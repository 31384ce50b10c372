import type {
  CheckStatus,
  DocToSign,
  DocumentRequest,
  Message,
  MoneyConfirmation,
  ProfileStatus,
  RegisterDatasource,
  StepName,
} from '@broker/shared/contracts';

/** A stored received document; link/link_p7s are built per request (they carry the request origin). */
export interface StoredDocument {
  uuid: string;
  title: { uk: string; en: string };
  was_read: boolean;
  doctype: number;
  request_date: string | null;
  date: string | null;
  year: number | null;
  date_from: string | null;
  date_to: string | null;
  status: 'PROCESSING' | 'SIGNING' | 'APPROVED' | 'SIGNED' | 'DONE';
  /** when SIGNING started (ms): becomes SIGNED after the sign delay */
  signingSince?: number;
}

export interface StoredCard {
  uuid: string;
  id: number;
  card_number: string;
  card_expire: string;
  doc: number[];
  processingUntil: number;
}

export interface StoredAccount {
  id: number;
  iban: string;
  bank: string | null;
  swift: string | null;
  additional_information: string[];
  currency: number[];
  /** payout currencies of this account (empty = not a payout account) */
  payout: number[];
  cards: StoredCard[];
  doc: number[];
  processingUntil: number;
}

export interface SandboxUser {
  id: number;
  email: string;
  password: string;
  phone: string;
  first_name: string | null;
  last_name: string | null;
  is_resident: boolean;
  register_datasource: RegisterDatasource | null;
  profile_status: ProfileStatus;
  check_status: CheckStatus;
  /** when check_status became SIGNING (non-resident sign): SIGNED after the sign delay */
  signingSince?: number;
  phone_is_verified: boolean;
  can_send_sms: boolean;
  sms_otp_is_available: boolean;
  confirmation_type: 'sms' | 'email';
  backoffice_status: string | null;
  interface_language: 'uk' | 'en';
  register_source: string | null;
  /** what the seeded user is for (console and GET /__sandbox/users) */
  note: string;
  /** saved application steps, in the response shapes with file ids (expanded on read) */
  steps: Partial<Record<StepName, Record<string, unknown>>>;
  docsToSign: Array<Omit<DocToSign, 'link'>>;
  accounts: StoredAccount[];
  /** bonds bought through the state digital-ID app: a state-support card is then accepted (cabinet §1) */
  stateAppBonds?: boolean;
  documents: StoredDocument[];
  requests: DocumentRequest[];
  messages: Message[];
  confirmations: MoneyConfirmation[];
  balance: {
    limit: string;
    limit_rest: string;
    sum_blocked: string;
    balances: Array<{ currency: 'uah' | 'usd' | 'eur'; sum_available: string; sum_all: string }>;
  };
  balanceCreated: number;
  mailManagerAt?: number;
}

export interface OutboxEntry {
  id: number;
  to: string;
  channel: 'sms' | 'email';
  kind: 'code' | 'link' | 'notice';
  subject: string;
  text: string;
  code?: string;
  link?: string;
  purpose: string;
  created: string;
}
