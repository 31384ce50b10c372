import type { ReactNode } from 'react';
import { PatternField } from './pattern-input';
import { TextField } from './text-field';
import { formatIban, normalizeIban } from './iban';
import { formatCardNumber, normalizeCardNumber, normalizeExpiry, normalizeTaxId } from './masks';

export type MaskKind = 'taxId' | 'cardNumber' | 'expiry' | 'iban';

export interface MaskedFieldProps {
  name: string;
  label: ReactNode;
  mask: MaskKind;
  hint?: ReactNode;
  optional?: boolean;
  readOnly?: boolean;
  testId?: string;
  id?: string;
}

/**
 * Masked inputs of onboarding §5: the resident tax id (10 digits), a card number (groups of four),
 * an `MM/YY` expiry (a lone slash is cleared) and an IBAN (the country code, then the country's characters). Non-resident tax
 * ids are free text: use TextField with `taxIdSchema(false)`.
 */
export function MaskedField({ mask, ...props }: MaskedFieldProps) {
  switch (mask) {
    case 'taxId':
      return (
        <PatternField
          {...props}
          format="##########"
          toDisplay={(v) => v}
          fromInput={(_f, digits) => normalizeTaxId(digits)}
        />
      );
    case 'expiry':
      return (
        <PatternField
          {...props}
          format="##/##"
          placeholder="MM/YY"
          toDisplay={(v) => v}
          fromInput={(f) => normalizeExpiry(f.trim())}
        />
      );
    case 'cardNumber':
      return (
        <TextField
          {...props}
          inputMode="numeric"
          autoComplete="cc-number"
          normalize={normalizeCardNumber}
          display={formatCardNumber}
        />
      );
    case 'iban':
      return (
        <TextField {...props} autoComplete="off" spellCheck={false} normalize={normalizeIban} display={formatIban} />
      );
  }
}
