import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayToIso, isoToDisplay } from './dates';
import { PatternField } from './pattern-input';

export interface DateFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  readOnly?: boolean;
  testId?: string;
  id?: string;
}

/**
 * A date typed as DD.MM.YYYY and stored as yyyy-MM-dd (onboarding §9). A half-typed or impossible
 * date stays in the form as typed, so `dateSchema` reports it (`validations.date`) instead of losing it.
 */
export function DateField(props: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <PatternField
      {...props}
      format="##.##.####"
      placeholder={t('common:form.datePlaceholder')}
      toDisplay={isoToDisplay}
      fromInput={(formatted, digits) => (digits === '' ? '' : (displayToIso(formatted) ?? formatted.trim()))}
    />
  );
}
