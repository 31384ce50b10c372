import { randomUUID } from 'node:crypto';
import type { DocumentRequest, Message, MoneyConfirmation } from '@broker/shared/contracts';
import type { FileStore } from '../state/files';
import type { SandboxUser, StoredAccount, StoredDocument } from '../state/types';
import { PNG_1PX } from './binaries';
import { DOCUMENT_TYPES } from './refs';
import type { SeedSize } from './users';
import { hostileMessages, plainMessage } from './messages';

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const STATUS_CYCLE: StoredDocument['status'][] = [
  'DONE',
  'SIGNED',
  'DONE',
  'APPROVED',
  'SIGNED',
  'DONE',
  'PROCESSING',
  'SIGNED',
  'SIGNING',
  'DONE',
];

type CabinetData = Pick<
  SandboxUser,
  'accounts' | 'documents' | 'requests' | 'messages' | 'confirmations' | 'balance' | 'docsToSign'
>;

export interface SeedIds {
  account: () => number;
  card: () => number;
  message: () => number;
  request: () => number;
  confirmation: () => number;
}

function seedAccounts(size: SeedSize, email: string, files: FileStore, ids: SeedIds, now: number): StoredAccount[] {
  if (size === 'none') return [];
  const doc = () => [files.addGenerated(email, 'bank-confirmation.png', 'image/png', PNG_1PX).id];
  const card = (n: string, exp: string, processing = false) => ({
    uuid: randomUUID(),
    id: ids.card(),
    card_number: n,
    card_expire: exp,
    doc: doc(),
    processingUntil: processing ? now + 365 * DAY : 0,
  });
  const uah: StoredAccount = {
    id: ids.account(),
    iban: 'UA213223130000026007233566001',
    bank: 'ПриватБанк',
    swift: null,
    additional_information: [],
    currency: [1],
    payout: [1],
    cards: [card('4149499912345678', '12/29'), card('5168755512344321', '08/28')],
    doc: doc(),
    processingUntil: 0,
  };
  if (size === 'small') return [uah];
  const fx: StoredAccount = {
    id: ids.account(),
    iban: 'UA903052992990004149123456789',
    bank: 'Raiffeisen Bank',
    swift: 'AVALUAUK',
    additional_information: ['Intermediary: Citibank N.A.', 'Ref 42'],
    currency: [2, 3],
    payout: [2, 3],
    cards: [],
    doc: doc(),
    processingUntil: 0,
  };
  const pending: StoredAccount = {
    id: ids.account(),
    iban: 'UA383052990000026004011111111',
    bank: 'Монобанк',
    swift: null,
    additional_information: [],
    currency: [1],
    payout: [],
    cards: [card('5375414112349876', '03/30', true)],
    doc: doc(),
    processingUntil: now + 365 * DAY,
  };
  return [uah, fx, pending];
}

function seedDocuments(count: number, now: number): StoredDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const type = DOCUMENT_TYPES[i % 5]!;
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length]!;
    const t = now - (i + 1) * 3 * DAY;
    return {
      uuid: randomUUID(),
      title: { uk: `${type.title.uk} №${count - i}`, en: `${type.title.en} #${count - i}` },
      was_read: i >= 6 && status !== 'APPROVED',
      doctype: type.id,
      request_date: isoDate(t),
      date: type.date_type === 'DATE' ? isoDate(t - DAY) : null,
      year: type.date_type === 'YEAR' ? 2024 + (i % 2) : null,
      date_from: type.date_type === 'PERIOD' ? isoDate(t - 30 * DAY) : null,
      date_to: type.date_type === 'PERIOD' ? isoDate(t - DAY) : null,
      status,
      ...(status === 'SIGNING' ? { signingSince: now + 365 * DAY } : {}),
    };
  });
}

function seedRequests(count: number, ids: SeedIds, now: number): DocumentRequest[] {
  const statuses = ['DONE', 'IN_PROCESS', 'DONE', 'REJECTED', 'DONE'];
  return Array.from({ length: count }, (_, i) => {
    const type = DOCUMENT_TYPES[i % 4]!;
    const t = now - (i + 1) * 2 * DAY;
    return {
      id: ids.request(),
      doctype: type.id,
      created: new Date(t).toISOString(),
      status: statuses[i % statuses.length]!,
      date: type.date_type === 'DATE' ? isoDate(t - DAY) : null,
      date_from: type.date_type === 'PERIOD' ? isoDate(t - 30 * DAY) : null,
      date_to: type.date_type === 'PERIOD' ? isoDate(t - DAY) : null,
      year: type.date_type === 'YEAR' ? 2024 : null,
    };
  });
}

function seedMessages(count: number, unread: number, ids: SeedIds, now: number): Message[] {
  const hostile = hostileMessages();
  return Array.from({ length: count }, (_, i) => {
    const h = i % 9 === 4 ? hostile[Math.floor(i / 9) % hostile.length] : undefined;
    const body = h ?? plainMessage(count - i);
    return {
      id: ids.message(),
      title: body.title,
      text: body.text,
      received: new Date(now - i * 7 * 3_600_000).toISOString(),
      message_type: 'SYSTEM',
      was_read: i >= unread,
    };
  });
}

function seedConfirmations(count: number, ids: SeedIds, now: number): MoneyConfirmation[] {
  const statuses = ['APPROVED', 'IN_PROCESS', 'REJECTED'];
  return Array.from({ length: count }, (_, i) => ({
    id: ids.confirmation(),
    doc: `payment-${count - i}.pdf`,
    created: new Date(now - (i + 1) * 5 * DAY).toISOString(),
    status: statuses[i % 3]!,
  }));
}

export function seedCabinet(size: SeedSize, email: string, files: FileStore, ids: SeedIds, now: number): CabinetData {
  const n =
    size === 'full'
      ? { docs: 48, req: 45, msg: 50, unread: 12, conf: 25 }
      : size === 'small'
        ? { docs: 5, req: 3, msg: 10, unread: 2, conf: 2 }
        : { docs: 0, req: 0, msg: 0, unread: 0, conf: 0 };
  return {
    accounts: seedAccounts(size, email, files, ids, now),
    documents: seedDocuments(n.docs, now),
    requests: seedRequests(n.req, ids, now),
    messages: seedMessages(n.msg, n.unread, ids, now),
    confirmations: seedConfirmations(n.conf, ids, now),
    balance: {
      limit: '500000.00',
      limit_rest: '312450.50',
      sum_blocked: size === 'none' ? '0.00' : '15000.00',
      balances: [
        {
          currency: 'uah',
          sum_available: size === 'none' ? '0.00' : '120345.67',
          sum_all: size === 'none' ? '0.00' : '135345.67',
        },
        {
          currency: 'usd',
          sum_available: size === 'none' ? '0.00' : '2500.00',
          sum_all: size === 'none' ? '0.00' : '2500.00',
        },
        { currency: 'eur', sum_available: '0.00', sum_all: size === 'none' ? '0.00' : '310.20' },
      ],
    },
    docsToSign: [
      {
        uuid: randomUUID(),
        name: 'agreement.pdf',
        title: { uk: 'Договір про брокерське обслуговування', en: 'Brokerage agreement' },
        signed: false,
      },
      {
        uuid: randomUUID(),
        name: 'questionnaire.pdf',
        title: { uk: 'Анкета клієнта', en: 'Client questionnaire' },
        signed: false,
      },
      {
        uuid: randomUUID(),
        name: 'consent.pdf',
        title: { uk: 'Згода на обробку персональних даних', en: 'Personal data consent' },
        signed: false,
      },
    ],
  };
}
