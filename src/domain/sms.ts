// What fits in a text message. Gateways send GSM-7 text in 160 characters (153 per part once split);
// one character outside the GSM-7 alphabet turns the whole message into UCS-2, at 70 per part.
// Messages are therefore made of GSM-7 only, and kept to two parts at most.

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ ÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Sent as an escape and the character: each counts twice. */
const GSM7_EXTENDED = '^{}\\[~]|€';

export const SMS_PART = { single: 160, multipart: 153 } as const;
export const SMS_MAX_PARTS = 2;
export const SMS_MAX_LENGTH = SMS_MAX_PARTS * SMS_PART.multipart;

// Typography people paste from word processors and phones, told in plain characters.
const PLAIN: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '‑': '-',
  '…': '...',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\t': ' ',
};

const isGsm7Char = (char: string) => GSM7_BASIC.includes(char) || GSM7_EXTENDED.includes(char);

/** How many GSM-7 characters `text` takes; Infinity when it holds one GSM-7 cannot carry. */
export function gsm7Length(text: string): number {
  let length = 0;
  for (const char of text) {
    if (GSM7_EXTENDED.includes(char)) length += 2;
    else if (GSM7_BASIC.includes(char)) length += 1;
    else return Number.POSITIVE_INFINITY;
  }
  return length;
}

/** How many parts a GSM-7 text is sent in (0 for none, Infinity when it is not GSM-7). */
export function smsParts(text: string): number {
  const length = gsm7Length(text);
  if (length === 0 || length === Number.POSITIVE_INFINITY) return length;
  return length <= SMS_PART.single ? 1 : Math.ceil(length / SMS_PART.multipart);
}

/**
 * `text` in GSM-7: typographic quotes and dashes made plain, accents dropped where the letter
 * without them is GSM-7, anything else left out; runs of spaces made one.
 */
export function toGsm7(text: string): string {
  let plain = '';
  for (const char of text) {
    const replaced = PLAIN[char] ?? char;
    if ([...replaced].every(isGsm7Char)) {
      plain += replaced;
      continue;
    }
    const bare = replaced.normalize('NFD').replace(/\p{M}/gu, '');
    if ([...bare].every(isGsm7Char)) plain += bare;
  }
  // A dropped emoji must not leave its space behind before a full stop.
  return plain
    .replace(/[ \n\r]+/g, (run) => (run.includes('\n') ? '\n' : ' '))
    .replace(/ +([.,;:!?])/g, '$1')
    .trim();
}

/** `text` cut, at a word where one is near, so that it takes at most `budget` GSM-7 characters. */
export function clipGsm7(text: string, budget: number): string {
  if (gsm7Length(text) <= budget) return text;
  if (budget < 4) return '';
  const chars = [...text];
  let kept = '';
  for (const char of chars) {
    if (gsm7Length(kept + char) > budget - 3) break;
    kept += char;
  }
  const space = kept.lastIndexOf(' ');
  const cut = space > kept.length - 15 && space > 0 ? kept.slice(0, space) : kept;
  return `${cut.trimEnd()}...`;
}
