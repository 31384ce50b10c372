import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, useFieldIds, useKitField, useShownError } from '@broker/shared/form';

/** cabinet §9: the year picker shows pages of 20 years. */
export const YEARS_PER_PAGE = 20;

/** The first year of the page that holds `year` (pages are aligned: 2020–2039, 2040–2059 …). */
export const pageStartOf = (year: number) => Math.floor(year / YEARS_PER_PAGE) * YEARS_PER_PAGE;

export interface YearPickerProps {
  name: string;
  label: ReactNode;
  min: number;
  max: number;
  testId?: string;
}

/**
 * A year field (cabinet §2 "date fields depending on the type"): a button opens a grid of 20 years
 * with previous/next pages; years outside min..max are disabled. The value is the year or null.
 */
export function YearPicker({ name, label, min, max, testId }: YearPickerProps) {
  const { t } = useTranslation('documents');
  const { field, fieldState, change } = useKitField(name);
  const value = typeof field.value === 'number' ? field.value : null;
  const error = useShownError(fieldState.error);
  const ids = useFieldIds(undefined, !!error, false);
  const labelId = `${ids.inputId}-label`;
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(pageStartOf(value ?? max));
  const toggle = useRef<HTMLButtonElement | null>(null);
  const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => start + i);

  const grid = useRef<HTMLDivElement | null>(null);
  // on open, focus goes to the chosen year (or the first that can be chosen): arrows are not needed
  useEffect(() => {
    if (open) grid.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"], button:not(:disabled)')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const pick = (year: number) => {
    change(year);
    close();
  };

  return (
    <FieldShell ids={ids} label={label} labelId={labelId} error={error} testId={testId}>
      <div
        className="documents-year-picker"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            close();
          }
        }}
      >
        <button
          type="button"
          id={ids.inputId}
          ref={(el) => {
            toggle.current = el;
            field.ref(el);
          }}
          className="fk-input documents-year-toggle"
          aria-labelledby={`${labelId} ${ids.inputId}`}
          aria-expanded={open}
          aria-controls={panelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onClick={() => setOpen((o) => !o)}
          data-testid="year-toggle"
        >
          {value ?? t('form.chooseYear')}
        </button>
        <div id={panelId} className="documents-years" hidden={!open}>
          <div className="documents-years__nav">
            <button
              type="button"
              className="ui-btn ui-btn--secondary documents-action"
              onClick={() => setStart((s) => s - YEARS_PER_PAGE)}
              disabled={start <= min}
              aria-label={t('form.prevYears')}
            >
              ‹
            </button>
            <span aria-live="polite">{`${start} – ${start + YEARS_PER_PAGE - 1}`}</span>
            <button
              type="button"
              className="ui-btn ui-btn--secondary documents-action"
              onClick={() => setStart((s) => s + YEARS_PER_PAGE)}
              disabled={start + YEARS_PER_PAGE > max}
              aria-label={t('form.nextYears')}
            >
              ›
            </button>
          </div>
          <div className="documents-years__grid" role="group" aria-labelledby={labelId} ref={grid}>
            {years.map((year) => (
              <button
                key={year}
                type="button"
                className="documents-year"
                aria-pressed={year === value}
                disabled={year < min || year > max}
                onClick={() => pick(year)}
                data-testid={`year-${year}`}
              >
                {year}
              </button>
            ))}
          </div>
        </div>
      </div>
    </FieldShell>
  );
}
