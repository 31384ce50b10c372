import { randomInt, randomUUID } from 'node:crypto';
import { OTP_TRIES, type OtpResponse } from '@broker/shared/contracts';
import { epochSeconds, type Clock } from '../clock';
import { codeError } from '../http/http-error';
import type { Outbox } from './outbox';

export interface OtpRecord {
  id: string;
  key: string;
  code: string;
  channel: 'sms' | 'email';
  to: string;
  expiresAt: number;
  attempts: number;
  used: boolean;
  /** what the code confirms (e.g. the new password, the account action) */
  data: Record<string, unknown>;
}

export interface SendCodeInput {
  key: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  smsAvailable: boolean;
  data?: Record<string, unknown>;
}

export const maskPhone = (p: string) =>
  p.length > 8 ? `${p.slice(0, 4)}${'*'.repeat(p.length - 8)}${p.slice(-4)}` : p;
export const maskEmail = (e: string) => e.replace(/^(.)[^@]*@/, '$1***@');

/**
 * One-time codes (onboarding §4, §9): 4 random digits, 3 tries, 900 s life; a new send replaces the
 * key's previous code and resets tries. Running out of tries twice in a row (with a resend between)
 * blocks the recipient for `blockSeconds`: OTPWrongCode then carries block_until/server_time, and any
 * send or verify meanwhile answers OTPCodeBlock. Error `tries` = attempts made (spec: resend at ≥ 3).
 */
export class OtpStore {
  private records = new Map<string, OtpRecord>();
  private blocks = new Map<string, { exhaustions: number; blockUntil: number }>();

  constructor(
    private clock: Clock,
    private limits: () => { lifetimeSeconds: number; blockSeconds: number },
    private outbox: Outbox,
  ) {}

  send(input: SendCodeInput): OtpResponse {
    this.assertNotBlocked(input.to, 0);
    for (const r of this.records.values()) if (r.key === input.key) r.used = true;
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const rec: OtpRecord = {
      id: randomUUID(),
      key: input.key,
      code,
      channel: input.channel,
      to: input.to,
      expiresAt: this.clock.now() + this.limits().lifetimeSeconds * 1000,
      attempts: 0,
      used: false,
      data: input.data ?? {},
    };
    this.records.set(rec.id, rec);
    this.outbox.send({
      to: input.to,
      channel: input.channel,
      kind: 'code',
      subject: input.subject,
      text: `Your code: ${code}`,
      code,
      purpose: input.key.split(':')[0] ?? input.key,
    });
    return {
      otp_id: rec.id,
      seconds_left: this.limits().lifetimeSeconds,
      tries: OTP_TRIES,
      success: true,
      phone: input.channel === 'sms' ? maskPhone(input.to) : null,
      email: input.channel === 'email' ? maskEmail(input.to) : null,
      sms_otp_is_available: input.smsAvailable,
    };
  }

  /** Check a code by id (and key) or by the key's latest code; returns the record on success. */
  verify(input: { key: string; otpId?: string; code: string }): OtpRecord {
    const rec = input.otpId ? this.records.get(input.otpId) : this.latest(input.key);
    const now = this.clock.now();
    if (rec) this.assertNotBlocked(rec.to, OTP_TRIES);
    if (!rec || rec.key !== input.key || rec.used || rec.expiresAt <= now) {
      throw codeError('OTPCodeNotFound', 'The code has expired or was not found. Request a new one.');
    }
    if (rec.attempts >= OTP_TRIES) {
      throw codeError('OTPWrongCode', 'Wrong code.', {
        tries: rec.attempts,
        block_until: null,
        server_time: epochSeconds(now),
      });
    }
    if (rec.code !== input.code) {
      rec.attempts++;
      let blockUntil: number | null = null;
      if (rec.attempts >= OTP_TRIES) {
        const b = this.blocks.get(rec.to) ?? { exhaustions: 0, blockUntil: 0 };
        b.exhaustions++;
        if (b.exhaustions >= 2) {
          b.exhaustions = 0;
          b.blockUntil = now + this.limits().blockSeconds * 1000;
          blockUntil = epochSeconds(b.blockUntil);
        }
        this.blocks.set(rec.to, b);
      }
      throw codeError('OTPWrongCode', 'Wrong code.', {
        tries: rec.attempts,
        block_until: blockUntil,
        server_time: epochSeconds(now),
      });
    }
    rec.used = true;
    this.blocks.delete(rec.to);
    return rec;
  }

  latestById(id: string): OtpRecord | undefined {
    return this.records.get(id);
  }

  latest(key: string): OtpRecord | undefined {
    let found: OtpRecord | undefined;
    for (const r of this.records.values()) if (r.key === key) found = r;
    return found;
  }

  /** Back-office: block a recipient now (console / tests of the block countdown). */
  block(to: string, seconds: number): number {
    const until = this.clock.now() + seconds * 1000;
    this.blocks.set(to, { exhaustions: 0, blockUntil: until });
    return epochSeconds(until);
  }

  private assertNotBlocked(to: string, tries: number): void {
    const b = this.blocks.get(to);
    const now = this.clock.now();
    if (b && b.blockUntil > now) {
      throw codeError('OTPCodeBlock', 'Too many attempts. Try again later.', {
        block_until: epochSeconds(b.blockUntil),
        server_time: epochSeconds(now),
        tries,
      });
    }
  }

  clear(): void {
    this.records.clear();
    this.blocks.clear();
  }
}
