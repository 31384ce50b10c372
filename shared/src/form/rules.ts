import { z } from 'zod';
import { vmsg } from '@broker/shared/validation';
import { isIsoDate, isoToDisplay, todayIso } from './dates';
import type { FileItem } from './file-upload/file-item';

/**
 * zod building blocks of the kit's widgets (onboarding §5). Messages are `validations.*` keys made
 * with `vmsg`. Every rule is table-tested in rules.test.ts.
 */

export interface DateRuleOptions {
  required?: boolean;
  /** the day may not be after today */
  notFuture?: boolean;
  /** inclusive bounds as `yyyy-MM-dd`, or functions evaluated at validation time */
  min?: string | (() => string);
  max?: string | (() => string);
}

const valueOf = (v: string | (() => string) | undefined) => (typeof v === 'function' ? v() : v);

/** A date field's value: '' (empty), a complete `yyyy-MM-dd`, or the half-typed text. */
export function dateSchema(opts: DateRuleOptions = {}) {
  const { required = true, notFuture = false } = opts;
  return z.string().superRefine((value, ctx) => {
    if (value === '') {
      if (required) ctx.addIssue({ code: 'custom', message: vmsg('required') });
      return;
    }
    if (!isIsoDate(value)) {
      ctx.addIssue({ code: 'custom', message: vmsg('date') });
      return;
    }
    if (notFuture && value > todayIso()) ctx.addIssue({ code: 'custom', message: vmsg('date_future') });
    const min = valueOf(opts.min);
    const max = valueOf(opts.max);
    if (min && value < min) ctx.addIssue({ code: 'custom', message: vmsg('date_min', { date: isoToDisplay(min) }) });
    if (max && value > max) ctx.addIssue({ code: 'custom', message: vmsg('date_max', { date: isoToDisplay(max) }) });
  });
}

/** Tax id: residents 10 digits (identify_code); non-residents letters, digits, space, dash, dot. */
export function taxIdSchema(isResident: boolean) {
  return isResident
    ? z.string().regex(/^\d{10}$/, vmsg('identify_code'))
    : z
        .string()
        .min(1, vmsg('required'))
        .max(32, vmsg('max', { length: 32 }))
        .regex(/^[A-Za-z0-9 .-]+$/, vmsg('neres_identify_code'));
}

/** Card number: optional; when filled, 14 to 19 letters or digits. */
export const cardNumberSchema = z
  .string()
  .refine((v) => v === '' || /^[A-Za-z0-9]{14,19}$/.test(v), vmsg('card_number'));

/** Expiry `MM/YY`: month 01-12, year 22-99 (onboarding §5). Required-ness is the form's (with a number). */
export const cardExpirySchema = z
  .string()
  .refine((v) => v === '' || /^(0[1-9]|1[0-2])\/(2[2-9]|[3-9]\d)$/.test(v), vmsg('card_expire'));

export interface FileRuleOptions {
  /** required_files: at least one file that is neither uploading nor failed */
  required?: boolean;
  /** photo-count limit of the field */
  max?: number;
}

/**
 * A file field's list (file items of onboarding §3). Order of the checks: still uploading, failed
 * files present (files_has_no_errors), none usable (required_files), too many.
 */
export function filesSchema(opts: FileRuleOptions = {}) {
  const { required = true, max } = opts;
  return z
    .custom<FileItem[]>((v) => Array.isArray(v))
    .superRefine((files, ctx) => {
      if (files.some((f) => f.isUploading)) {
        ctx.addIssue({ code: 'custom', message: vmsg('files_uploading') });
        return;
      }
      if (files.some((f) => f.hasError)) {
        ctx.addIssue({ code: 'custom', message: vmsg('files_has_no_errors') });
        return;
      }
      if (required && files.length === 0) ctx.addIssue({ code: 'custom', message: vmsg('required_files') });
      if (max !== undefined && files.length > max)
        ctx.addIssue({ code: 'custom', message: vmsg('files_max', { count: max }) });
    });
}

/** Files that go into a request: uploaded ones only (onboarding §4 "files with errors are excluded"). */
export function uploadedIds(files: readonly FileItem[]): number[] {
  return files.filter((f) => !f.hasError && !f.isUploading && typeof f.id === 'number').map((f) => f.id as number);
}
