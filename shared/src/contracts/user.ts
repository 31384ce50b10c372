import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const CHECK_STATUSES = ['INITIAL', 'REVIEW', 'ERRORS', 'REJECTED', 'APPROVED', 'SIGNING', 'SIGNED'] as const;
export const checkStatusSchema = lazySchema(() => z.enum(CHECK_STATUSES));
export type CheckStatus = z.infer<typeof checkStatusSchema>;

export const profileStatusSchema = lazySchema(() => z.enum(['FULL', 'PART']));
export type ProfileStatus = z.infer<typeof profileStatusSchema>;

export const registerDatasourceSchema = lazySchema(() => z.enum(['SHARING', 'BANKID']));
export type RegisterDatasource = z.infer<typeof registerDatasourceSchema>;

/** GET {api}/auth/userinfo/ (onboarding §3 "User info", cabinet §3). email: not listed, shipped (shown in the cabinet). */
export const userInfoSchema = lazySchema(() =>
  z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string(),
    is_resident: z.boolean(),
    register_datasource: registerDatasourceSchema.nullable(),
    profile_status: profileStatusSchema,
    check_status: checkStatusSchema,
    phone: z.string(),
    phone_is_verified: z.boolean(),
    can_send_sms: z.boolean(),
    sms_otp_is_available: z.boolean(),
    confirmation_type: z.enum(['sms', 'email']),
    backoffice_status: z.string().nullable(),
    unread_messages: z.number().int().nonnegative(),
    unread_docs: z.number().int().nonnegative(),
    unread_unsigned_docs: z.number().int().nonnegative(),
    interface_language: z.enum(['uk', 'en']),
  }),
);
export type UserInfo = z.infer<typeof userInfoSchema>;

/** POST {api}/auth/userinfo/ (form data): one of these; the response replaces stored user info. */
export const userInfoUpdateSchema = lazySchema(() =>
  z
    .object({
      interface_language: z.enum(['uk', 'en']).optional(),
      confirmation_type: z.enum(['sms', 'email']).optional(),
      register_datasource: registerDatasourceSchema.optional(),
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'empty update' }),
);
export const userInfoUpdateRequestSchema = userInfoUpdateSchema;
export type UserInfoUpdateRequest = z.infer<typeof userInfoUpdateSchema>;
/** The response of POST auth/userinfo/ is the full user info (replaces the stored one). */
export const userInfoUpdateResponseSchema = userInfoSchema;

/** GET {api}/profile/settings/ (onboarding §3 "App settings", cabinet §3 "Settings"). Values: sandbox-chosen. */
export const appSettingsSchema = lazySchema(() =>
  z.object({
    AUTH_ACCESS_TOKEN_TTL: z.number().positive(), // minutes (may be fractional in tests)
    AUTH_REFRESH_TOKEN_TTL: z.number().positive(),
    BLOCK_NONRESIDENT: z.boolean(),
    MAX_ACCOUNTS_COUNT: z.number().int().positive(),
    MAX_IBAN_CARDS_COUNT: z.number().int().positive(),
    DELAY_BEFORE_SHARING_REDIRECT: z.number().nonnegative(),
    RESIDENT_IMAGE_EXTENSIONS: z.array(z.string()),
    NONRESIDENT_IMAGE_EXTENSIONS: z.array(z.string()),
    STARTUP_TEXT_UA: z.string().nullable(),
    STARTUP_TEXT_EN: z.string().nullable(),
    STARTUP_BUTTON_TEXT_UA: z.string().nullable(),
    STARTUP_BUTTON_TEXT_EN: z.string().nullable(),
  }),
);
export type AppSettings = z.infer<typeof appSettingsSchema>;
