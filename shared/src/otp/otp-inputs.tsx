import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface OtpInputsProps {
  /** one entry per box, '' when empty */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Enter in a box (the dialog confirms when all are filled) */
  onEnter?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  /** id of the text that explains an error, for screen readers */
  describedBy?: string;
  /** ref to the first box so the dialog can put focus back after a wrong code */
  firstRef?: (el: HTMLInputElement | null) => void;
}

const onlyDigits = (s: string) => s.replace(/\D/g, '');

/**
 * Separate digit boxes (onboarding §5): digits only, typing moves forward, Backspace on an empty box
 * clears and moves back, arrows move, pasting distributes the digits from the box pasted into.
 */
export function OtpInputs({ digits, onChange, onEnter, disabled, invalid, describedBy, firstRef }: OtpInputsProps) {
  const { t } = useTranslation('common');
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const total = digits.length;
  const focus = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(total - 1, i))];
    el?.focus();
    el?.select();
  };

  const fill = (from: number, text: string) => {
    const incoming = onlyDigits(text).split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    let i = from;
    for (const d of incoming) {
      if (i >= total) break;
      next[i++] = d;
    }
    onChange(next);
    focus(i);
  };

  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      const next = [...digits];
      if (next[i]) {
        next[i] = '';
        onChange(next);
      } else if (i > 0) {
        next[i - 1] = '';
        onChange(next);
        focus(i - 1);
      }
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      onEnter?.();
    }
  };

  const onPaste = (i: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fill(i, e.clipboardData.getData('text'));
  };

  return (
    <fieldset className="otp-boxes" disabled={disabled} aria-describedby={describedBy}>
      <legend className="ui-visually-hidden">{t('otp.codeGroup')}</legend>
      {digits.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
            if (i === 0) firstRef?.(el);
          }}
          className="otp-box"
          value={digit}
          inputMode="numeric"
          // the first box takes the SMS autofill of mobile browsers; the change handler spreads it
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={t('otp.digit', { n: i + 1, total })}
          aria-invalid={invalid || undefined}
          data-testid={`otp-digit-${i + 1}`}
          onKeyDown={onKeyDown(i)}
          onPaste={onPaste(i)}
          onFocus={(e) => e.target.select()}
          onChange={(e) => {
            const typed = onlyDigits(e.target.value);
            if (typed === '') return; // letters and other characters are ignored
            // typing into a filled box gives "57" or "75": keep the new keystroke, not the old digit
            if (typed.length === 2 && digit) fill(i, typed[0] === digit ? typed[1]! : typed[0]!);
            else fill(i, typed); // one digit, or a whole code from autofill
          }}
        />
      ))}
    </fieldset>
  );
}
