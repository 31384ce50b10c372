import type { ReactNode } from 'react';

/**
 * The broker's contact addresses (onboarding §1: onboarding, support and sales exist; the spec gives
 * only `{email}` placeholders). Chosen here, in one place, so every remote shows the same address.
 */
export const CONTACT_EMAILS = {
  onboarding: 'onboarding@bonds.example.com',
  support: 'support@bonds.example.com',
  sales: 'sales@bonds.example.com',
} as const;

export type ContactKind = keyof typeof CONTACT_EMAILS;

/** A mailto link to one of the contacts; the address is the link text unless children are given. */
export function ContactEmailLink({
  kind = 'support',
  children,
  testId,
}: {
  kind?: ContactKind;
  children?: ReactNode;
  testId?: string;
}) {
  const email = CONTACT_EMAILS[kind];
  return (
    <a href={`mailto:${email}`} data-testid={testId ?? `contact-${kind}`}>
      {children ?? email}
    </a>
  );
}
