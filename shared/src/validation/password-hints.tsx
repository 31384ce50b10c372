import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, failedPasswordRules } from './rules';
import { useDebouncedValue } from '@broker/shared/ui';
import './validation.css';

/**
 * Live hints under a new-password field: every rule with a met/unmet mark, following the user's
 * typing after the 300 ms pause of §5. Nothing is marked before the user types, so an empty field
 * does not greet them with a wall of red.
 */
export function PasswordHints({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation('validations');
  const debounced = useDebouncedValue(value);
  const failed = new Set(failedPasswordRules(debounced));
  const touched = debounced !== '';
  return (
    <ul className="pw-hints" id={id} aria-live="polite" data-testid="password-hints">
      {PASSWORD_RULES.map(({ rule }) => {
        const state = !touched ? 'idle' : failed.has(rule) ? 'failed' : 'ok';
        return (
          <li key={rule} data-rule={rule} data-state={state} className={`pw-hints__item pw-hints__item--${state}`}>
            <span aria-hidden="true">{state === 'ok' ? '✓' : state === 'failed' ? '✗' : '•'} </span>
            {t(rule)}
            {state !== 'idle' && (
              <span className="ui-visually-hidden"> ({t(state === 'ok' ? 'hint_ok' : 'hint_failed')})</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
