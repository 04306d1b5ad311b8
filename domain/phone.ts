/**
 * Phone normalisation (spec section 5): strip all non-digits; an 11-digit number starting with 1
 * loses the leading 1; anything else keeps only its first 10 digits.
 */
export function normalisePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return digits.slice(0, 10);
}

export const PHONE_DIGITS = 10;

/** (555) 123-4567 for ten digits; anything else is shown as stored. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== PHONE_DIGITS) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
