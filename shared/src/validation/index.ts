export {
  emailSchema,
  regEmailSchema,
  phoneSchema,
  codeSchema,
  passwordSchema,
  loginPasswordSchema,
  failedPasswordRules,
  confirmEquals,
  ownOptionRequired,
  PASSWORD_RULES,
  PASSWORD_MIN,
  PASSWORD_MAX,
  PHONE_MIN,
  PHONE_MAX,
  CODE_LENGTH,
} from './rules';
export type { PasswordRule } from './rules';
export { vmsg, translateValidation, parseValidationMessage } from './messages';
export type { ValidationKey } from './messages';
export { PasswordHints } from './password-hints';
export { maskCard } from './card-mask';
