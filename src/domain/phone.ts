/** Tanzania's country calling code; Selcom wants payment numbers as 255 followed by 9 digits. */
export const COUNTRY_CALLING_CODE = '255';

export const PAYMENT_PHONE_DIGITS = { min: 9, max: 12 } as const;
export const CONTACT_PHONE_DIGITS = { min: 9, max: 15 } as const;

function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The payment number as the provider wants it: digits only, a local leading 0 replaced by 255.
 * An international 00 prefix is dropped first so that "00255…" does not become
 * "2550255…". The result never starts with 0, so normalising twice changes nothing.
 */
export function normalizePhone(input: string): string {
  let digits = digitsOf(input);
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = COUNTRY_CALLING_CODE + digits.slice(1);
  return digits;
}

const MOBILE_MONEY_NUMBER = new RegExp(`^${COUNTRY_CALLING_CODE}[0-9]{9}$`);

/**
 * Whether a normalised payment number is one the gateway can charge: a Tanzanian number, 255 and
 * nine digits. Stricter than the form's 9 to 12 digits, so the API checks it before it asks the
 * gateway, and says which number to use instead.
 */
export function isMobileMoneyNumber(normalized: string): boolean {
  return MOBILE_MONEY_NUMBER.test(normalized);
}

export function isValidPaymentPhone(input: string): boolean {
  const { length } = normalizePhone(input);
  return length >= PAYMENT_PHONE_DIGITS.min && length <= PAYMENT_PHONE_DIGITS.max;
}

/** Digits of a Tanzanian mobile number without its leading 0, as some people type it. */
const LOCAL_WITHOUT_ZERO = /^[67]\d{8}$/;

/**
 * A contact number in international format without the + (what SMS gateways want): as
 * `normalizePhone` makes it, and a Tanzanian mobile number typed without its 0 given 255.
 */
export function internationalNumber(input: string): string {
  const digits = normalizePhone(input);
  return LOCAL_WITHOUT_ZERO.test(digits) ? COUNTRY_CALLING_CODE + digits : digits;
}

// People type numbers with spaces, dashes and brackets; only a leading + carries meaning.
const CONTACT_PHONE_CHARS = /^\+?[\d\s().-]+$/;

/** A contact number (applicant, relative, landlord…), which may be foreign. */
export function isValidContactPhone(input: string): boolean {
  const trimmed = input.trim();
  if (!CONTACT_PHONE_CHARS.test(trimmed)) return false;
  const { length } = digitsOf(trimmed);
  return length >= CONTACT_PHONE_DIGITS.min && length <= CONTACT_PHONE_DIGITS.max;
}

/** The stored form of a contact number: an optional leading + and digits, nothing else. */
export function compactPhone(input: string): string {
  const trimmed = input.trim();
  return (trimmed.startsWith('+') ? '+' : '') + digitsOf(trimmed);
}

/** What a stored contact number looks like; Firestore rules can use the same pattern. */
export const STORED_PHONE_PATTERN = '^\\+?[0-9]{9,15}$';
