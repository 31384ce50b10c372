/**
 * `@broker/shared/form` — the form kit every remote's forms use (an MF shared singleton, loaded only by
 * the remotes that import it: never by the shell or the login page). react-hook-form + zod; messages
 * are `validations.*` keys (`vmsg`), shown translated under the field, 300 ms after the user pauses.
 *
 * Usage:
 * ```tsx
 * import { FormProvider, useForm } from 'react-hook-form';
 * import { zodResolver } from '@hookform/resolvers/zod';
 * import { TextField, SelectField, DateField, MaskedField, FileUploadField, dateSchema, filesSchema,
 *   applyServerErrors, uploadedIds, fromFileRefs, LeaveGuard } from '@broker/shared/form';
 * import '@broker/shared/form/styles.css'; // once per remote (or rely on the kit importing it)
 *
 * const schema = z.object({ iban: ibanSchema('resident'), date: dateSchema({ notFuture: true }), doc: filesSchema({ max: 2 }) });
 * const form = useForm({ resolver: zodResolver(schema), mode: 'all', defaultValues: { iban: '', date: '', doc: [] } });
 * <FormProvider {...form}>                      // every widget finds the form by context
 *   <MaskedField name="iban" mask="iban" label={t('…')} />
 *   <DateField name="date" label={t('…')} />      // typed DD.MM.YYYY, stored yyyy-MM-dd ('' when empty)
 *   <SelectField name="country" label={…} options={[{ value: 'UA', label: 'Україна' }]} />
 *   <FileUploadField name="doc" label={…} variant="resident" maxFiles={2} />   // value: FileItem[]
 *   <LeaveGuard when={form.formState.isDirty} />
 * </FormProvider>
 * // on send: { doc: uploadedIds(values.doc) }; on a 400: showServerErrors(err, form.setError, Object.keys(values))
 * // (field errors under the fields plus one toast; applyServerErrors sets them without the toast)
 * ```
 * Widgets: TextField (read-only variant, normalize/display hooks), SelectField, MultiSelectField
 * (downshift comboboxes: search from 2 characters, "not found", 200 px list), DateField, MaskedField
 * (taxId, cardNumber, expiry, iban), CheckboxField, YesNoField, FileUploadField (drop zone + button,
 * first file only, extension/size/first-bytes checks per resident or non-resident, live percent,
 * toasts, confirm before removing). A backend error set by `applyServerErrors` clears on edit.
 * BankAccountFields / BankCardFields: the one bank-account form of onboarding step 4 and the cabinet's
 * add-account and add-card forms (rules: account-rules.ts; texts and test ids: the screen's).
 */
import './form.css';

export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { SelectField } from './select-field';
export type { SelectFieldProps } from './select-field';
export { MultiSelectField } from './multi-select-field';
export type { MultiSelectFieldProps } from './multi-select-field';
export { DateField } from './date-field';
export type { DateFieldProps } from './date-field';
export { MaskedField } from './masked-field';
export type { MaskedFieldProps, MaskKind } from './masked-field';
export { CheckboxField } from './checkbox-field';
export { YesNoField } from './yes-no-field';
export { FileUploadField } from './file-upload/file-upload-field';
export type { FileUploadFieldProps } from './file-upload/file-upload-field';
export { FieldShell, FieldMessage, useFieldIds, useShownError, SERVER_ERROR } from './field-shell';
export { useKitField } from './use-kit-field';
export { LeaveGuard } from './leave-guard';
export { applyServerErrors, showServerErrors, translateServerCodes } from './server-errors';

export { filterOptions, SEARCH_MIN_CHARS, DROPDOWN_MAX_HEIGHT } from './options';
export type { SelectOption } from './options';
export { dateSchema, taxIdSchema, cardNumberSchema, cardExpirySchema, filesSchema, uploadedIds } from './rules';
export type { DateRuleOptions, FileRuleOptions } from './rules';
export {
  isIsoDate,
  displayToIso,
  isoToDisplay,
  todayIso,
  yearsSince,
  addYearsIso,
  DISPLAY_DATE,
  ISO_DATE,
} from './dates';
export { normalizeTaxId, normalizeCardNumber, formatCardNumber, normalizeExpiry } from './masks';
export { ibanSchema, isValidIban, ibanCountry, normalizeIban, formatIban, IBAN_MAX } from './iban';
export type { IbanVariant } from './iban';
export { fromFileRefs, shortName, newItemKey, MOBILE_NAME_LENGTH } from './file-upload/file-item';
export type { FileItem } from './file-upload/file-item';
export {
  checkFile,
  checkNameAndSize,
  magicMatches,
  extensionOf,
  allowedExtensions,
  settingsExtensions,
} from './file-upload/file-checks';
export type { FileVariant } from './file-upload/file-checks';
export { profileUpload } from './file-upload/upload';
export type { Uploader } from './file-upload/upload';
export {
  ACCOUNT_SERVER_CODES,
  accountSchema,
  bankNameSchema,
  cardSchema,
  accountToSend,
  canAddCard,
  cardFilled,
  emptyAccount,
  emptyCard,
  hasUah,
  isFx,
  maxAccountDocs,
  UAH,
} from './account-rules';
export type { AccountValues, CardValues } from './account-rules';
export { BankAccountFields } from './bank-account/bank-account-fields';
export type { BankAccountFieldsProps, BankAccountLabels } from './bank-account/bank-account-fields';
export { BankCardFields } from './bank-account/bank-card-fields';
export type { BankCardFieldsProps, BankCardIds, BankCardLabels, FileRules } from './bank-account/bank-card-fields';
