import type { SocketTopic } from '@broker/shared/contracts';
import type { Clock } from '../clock';
import { ttlMs, type SandboxConfig } from '../config';
import { seedCabinet, type SeedIds } from '../seed/cabinet';
import { seedUsers } from '../seed/users';
import { FileStore } from './files';
import { OtpStore } from './otp';
import { Outbox } from './outbox';
import { TokenStore } from './tokens';
import type { SandboxUser } from './types';

/** The seeded balances were read from the back office 3 hours before start (a refresh visibly moves the time). */
const BALANCE_AGE_MS = 3 * 3_600_000;

/** The part of a websocket the sandbox uses (ws's WebSocket satisfies it). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface Fault {
  path: string;
  status: number;
  count: number;
  method?: string;
  body?: Record<string, unknown>;
}

/**
 * A QR session (sharing or diia_sign). Polls move it on (1 initialized, 2 processing, 3+ the chosen
 * outcome) unless the console set `status` (signing controls), which then wins.
 */
export interface QrSession {
  kind: 'sharing' | 'sign';
  polls: number;
  docs: string[];
  /** set by POST /__sandbox/signing/<email>: the status every poll answers from now on */
  status?: string;
  /** the success was applied to the user (SIGNING started) — once per session */
  applied?: boolean;
}

export interface PendingRegistration {
  id: string;
  email: string;
  phone: string;
  is_resident: boolean;
  interface_language: 'uk' | 'en';
  register_datasource: 'SHARING' | 'BANKID' | null;
  sms_otp_is_available: boolean;
  email_is_verified: boolean;
  phone_is_verified: boolean;
  password?: string;
}

/** All in-memory state of one sandbox instance; `reset()` puts the seeds back. */
export class SandboxState {
  readonly outbox: Outbox;
  readonly otp: OtpStore;
  readonly tokens: TokenStore;
  readonly files: FileStore;
  users = new Map<string, SandboxUser>();
  pending = new Map<string, PendingRegistration>();
  resetTokens = new Map<string, { email: string; uid: string; used: boolean }>();
  /** QR sessions (sharing and diia_sign) by owner key: polls move them on */
  qr = new Map<string, QrSession>();
  qrOutcome: { outcome: string; doubles: string | null; email?: string; phone?: string } = {
    outcome: 'success',
    doubles: null,
  };
  /**
   * Onboarding signing knobs (README "Signing controls"): `manual` = QR signing waits for the console
   * and SIGNING never ends by itself; `delaySeconds` = SIGNING → SIGNED (shortened at runtime).
   */
  signing: { manual: boolean; delaySeconds: number } = { manual: false, delaySeconds: 0 }; // reset() reads the config
  sockets = new Map<string, Set<SocketLike>>();
  faults: Fault[] = [];
  reports: Array<Record<string, unknown>> = [];
  maintenance = false;
  blockNonresident = false;
  /** startup notice of the settings (cabinet §2), set from the console */
  startup: { uk: string; en: string; button_uk: string; button_en: string } | null = null;
  ttl: { access: number; refresh: number; unit: 'minutes' | 'seconds' };
  stats = { requests: 0, refreshCalls: 0, paths: {} as Record<string, number>, routes: {} as Record<string, number> };
  private seq = { user: 0, account: 0, card: 0, message: 0, request: 0, confirmation: 0 };

  constructor(
    readonly config: SandboxConfig,
    readonly clock: Clock,
    readonly log: (line: string) => void,
  ) {
    this.ttl = { access: config.accessTtl, refresh: config.refreshTtl, unit: config.ttlUnit };
    this.outbox = new Outbox(clock, log);
    this.otp = new OtpStore(
      clock,
      () => ({ lifetimeSeconds: config.otpLifetimeSeconds, blockSeconds: config.otpBlockSeconds }),
      this.outbox,
    );
    this.tokens = new TokenStore(clock, () => ({
      accessMs: ttlMs({ ...config, ttlUnit: this.ttl.unit }, this.ttl.access),
      refreshMs: ttlMs({ ...config, ttlUnit: this.ttl.unit }, this.ttl.refresh),
    }));
    this.files = new FileStore(config.uploadDir);
    this.reset();
  }

  readonly ids: SeedIds & { user: () => number } = {
    user: () => ++this.seq.user,
    account: () => ++this.seq.account,
    card: () => ++this.seq.card,
    message: () => ++this.seq.message,
    request: () => ++this.seq.request,
    confirmation: () => ++this.seq.confirmation,
  };

  reset(): void {
    for (const set of this.sockets.values()) for (const s of set) s.close(1012, 'sandbox reset');
    this.sockets.clear();
    [this.users, this.pending, this.resetTokens, this.qr].forEach((m) => m.clear());
    this.outbox.clear();
    this.otp.clear();
    this.tokens.clear();
    this.files.clear();
    this.faults = [];
    this.reports = [];
    this.maintenance = false;
    this.blockNonresident = false;
    this.startup = null;
    this.qrOutcome = { outcome: 'success', doubles: null };
    this.signing = { manual: false, delaySeconds: this.config.signDelaySeconds };
    this.ttl = { access: this.config.accessTtl, refresh: this.config.refreshTtl, unit: this.config.ttlUnit };
    this.stats = { requests: 0, refreshCalls: 0, paths: {}, routes: {} };
    this.seq = { user: 0, account: 0, card: 0, message: 0, request: 0, confirmation: 0 };
    const now = this.clock.now();
    for (const { cabinet, ...u } of seedUsers()) {
      this.seq.user = Math.max(this.seq.user, u.id);
      this.users.set(u.email, {
        ...u,
        steps: {},
        balanceCreated: now - BALANCE_AGE_MS,
        ...seedCabinet(cabinet, u.email, this.files, this.ids, now),
      });
    }
  }

  findUser(email: string | undefined): SandboxUser | undefined {
    return email ? this.users.get(email.trim().toLowerCase()) : undefined;
  }

  findByPhone(phone: string): SandboxUser | undefined {
    const d = phone.replace(/\D/g, '');
    for (const u of this.users.values()) if (u.phone.replace(/\D/g, '') === d) return u;
    return undefined;
  }

  /** Send a live update to every open socket of the user; returns how many got it. */
  push(email: string, topic: SocketTopic): number {
    const set = this.sockets.get(email) ?? new Set();
    for (const s of set) s.send(JSON.stringify({ type: 'update', data: topic }));
    return set.size;
  }

  /** Close sockets with a non-1000 code so clients reconnect (all users when email is omitted). */
  dropSockets(email?: string): number {
    let n = 0;
    for (const [owner, set] of this.sockets) {
      if (email && owner !== email) continue;
      for (const s of set) {
        s.close(4000, 'dropped by the sandbox');
        n++;
      }
      set.clear();
    }
    return n;
  }
}
