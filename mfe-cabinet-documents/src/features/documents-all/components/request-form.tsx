import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@broker/shared/api';
import { DateField, SelectField, SERVER_ERROR } from '@broker/shared/form';
import { useLang } from '@broker/shared/routes';
import { Button, notify, toastError, useSingleFlight } from '@broker/shared/ui';
import { vmsg } from '@broker/shared/validation';
import { requestableTypes, useDocumentTypes } from '../../../api/get-document-types';
import { useCreateRequest } from '../api/create-request';
import {
  dateFieldsOf,
  EARLIEST_YEAR,
  EMPTY_REQUEST,
  requestSchema,
  toRequestBody,
  type RequestFormValues,
} from '../schemas/request-schema';
import { YearPicker } from './year-picker';

const FIELDS = ['doctype', 'date', 'date_from', 'date_to', 'year'] as const;
/** Codes the server puts in field errors that the interface words itself (cabinet §5). */
const SERVER_CODES = new Set(['not_past_date', 'date-range-is-not-correct']);

/**
 * The document request form (cabinet §2, §3, §5): type, then the date fields its date_type asks for.
 * One request at a time; the form clears after success; a failure puts every field error of the body
 * under its field and a BackOfficeError (or anything without field errors) toasts.
 */
export function RequestForm() {
  const { t } = useTranslation('documents');
  const lang = useLang();
  const types = useDocumentTypes();
  const all = types.data ?? [];
  const schema = useMemo(() => requestSchema(types.data ?? []), [types.data]);
  const form = useForm<RequestFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY_REQUEST,
  });
  const create = useCreateRequest();
  const doctype = form.watch('doctype');
  const type = all.find((d) => d.id === doctype);
  const fields = dateFieldsOf(type);
  const options = requestableTypes(all).map((d) => ({ value: d.id, label: d.title[lang] }));

  const submit = useSingleFlight(async (values: RequestFormValues) => {
    try {
      await create.mutateAsync(toRequestBody(values, type));
      form.reset(EMPTY_REQUEST);
      notify.success(t('form.sent'));
    } catch (err) {
      const shown = showServerErrors(err, form);
      if (!shown || (isApiError(err) && err.code === 'BackOfficeError')) toastError(err);
    }
  });

  return (
    <section className="documents-section ui-card" aria-labelledby="request-form-title" data-testid="request-form">
      <h2 id="request-form-title" className="documents-heading">
        {t('form.title')}
      </h2>
      <FormProvider {...form}>
        <form className="documents-form" noValidate onSubmit={form.handleSubmit((v) => submit(v))}>
          <SelectField
            name="doctype"
            label={t('form.doctype')}
            options={options}
            testId="request-doctype"
            // another type asks for other dates: start them empty
            onPick={() => {
              for (const f of ['date', 'date_from', 'date_to', 'year'] as const) form.resetField(f);
            }}
          />
          {fields.length > 0 && (
            <div className="documents-form__dates">
              {fields.includes('date_from') && (
                <DateField name="date_from" label={t('form.dateFrom')} testId="request-date-from" />
              )}
              {fields.includes('date_to') && (
                <DateField name="date_to" label={t('form.dateTo')} testId="request-date-to" />
              )}
              {fields.includes('date') && <DateField name="date" label={t('form.date')} testId="request-date" />}
              {fields.includes('year') && (
                <YearPicker
                  name="year"
                  label={t('form.year')}
                  min={EARLIEST_YEAR}
                  max={new Date().getFullYear()}
                  testId="request-year"
                />
              )}
            </div>
          )}
          <div>
            <Button type="submit" loading={create.isPending} data-testid="request-submit">
              {t('form.submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}

/** Field errors of a 400 under their fields (server codes worded by the interface); false when none fit. */
function showServerErrors(err: unknown, form: UseFormReturn<RequestFormValues>): boolean {
  if (!isApiError(err)) return false;
  let shown = false;
  for (const [path, messages] of Object.entries(err.fieldErrors)) {
    const field = FIELDS.find((f) => f === path);
    const first = messages[0];
    if (!field || !first) continue;
    const message = SERVER_CODES.has(first) ? vmsg(first as 'not_past_date') : messages.join(' ');
    form.setError(field, { type: SERVER_ERROR, message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
