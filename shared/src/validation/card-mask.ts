/**
 * cabinet §3 "Card" (and onboarding's check page): a card number is shown as four stars and its last
 * four digits, never whole. One rule for every screen that shows a card, so no two can differ.
 */
export function maskCard(number: string): string {
  const digits = number.replace(/\s+/g, '');
  return digits.length <= 4 ? digits : `**** ${digits.slice(-4)}`;
}
