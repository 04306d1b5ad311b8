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

/**
 * Whether three digits can be a US area code: the North American Numbering Plan has none that
 * begins with 0 or 1 ("021" is a number abroad said without its country code, or misheard).
 */
export const isUsAreaCode = (digits: string): boolean => /^[2-9]\d\d$/.test(digits);

/** Said to a caller who gave an area code no US number has. */
export const NO_US_AREA_CODE =
  'A US area code does not begin with 0 or 1; for a number abroad, please say the country code first, with plus.';

/**
 * (555) 123-4567 for ten digits; a number kept with its country code as "+49 30901820" (ten digits
 * after a "+" are no US number); anything else as stored.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  if (/^\+\d+$/.test(phone)) {
    const country = countryCodeLength(digits);
    return `+${digits.slice(0, country)} ${digits.slice(country)}`;
  }
  if (digits.length !== PHONE_DIGITS) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * The two-digit country calling codes (ITU-T E.164); 1 and 7 are the one-digit ones, and every
 * other code has three digits. Codes are prefix-free, so the first digits of a number tell its own.
 */
const TWO_DIGIT_COUNTRY_CODES = new Set([
  20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54, 55, 56, 57, 58, 60,
  61, 62, 63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98,
]);

export function countryCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return TWO_DIGIT_COUNTRY_CODES.has(Number(digits.slice(0, 2))) ? 2 : 3;
}
