/**
 * The maintenance page's illustration (cabinet § maintenance page): a server rack under a wrench,
 * drawn inline — the page shows while the back end is down, so it must not wait for any download.
 * Decorative: the heading says what it means.
 */
export function MaintenanceIllustration() {
  return (
    <svg
      className="shell-maint__art"
      viewBox="0 0 160 120"
      width="160"
      height="120"
      aria-hidden="true"
      focusable="false"
      data-testid="maintenance-illustration"
    >
      <rect
        x="30"
        y="22"
        width="76"
        height="24"
        rx="4"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="3"
      />
      <rect
        x="30"
        y="52"
        width="76"
        height="24"
        rx="4"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="3"
      />
      <rect
        x="30"
        y="82"
        width="76"
        height="24"
        rx="4"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="3"
      />
      <circle cx="44" cy="34" r="4" fill="var(--color-warning)" />
      <circle cx="44" cy="64" r="4" fill="var(--color-warning)" />
      <circle cx="44" cy="94" r="4" fill="var(--color-warning)" />
      <path d="M56 34h36M56 64h36M56 94h36" stroke="var(--color-border)" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M132 18a16 16 0 0 0-21 20l-24 24 8 8 24-24a16 16 0 0 0 20-21l-10 10-9-2-2-9z"
        fill="var(--color-primary)"
        transform="translate(6 28) scale(0.8)"
      />
    </svg>
  );
}
