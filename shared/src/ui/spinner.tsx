/** `label` is read by screen readers; pass "" when the surrounding element already says what loads. */
export function Spinner({ label }: { label: string }) {
  return label ? (
    <span role="status" aria-live="polite">
      <span className="ui-spinner" aria-hidden="true" /> <span className="ui-visually-hidden">{label}</span>
    </span>
  ) : (
    <span className="ui-spinner" aria-hidden="true" />
  );
}
