import type { AppLanguage } from '#domain/kinds';
import { TRANSLATIONS } from '../i18n.ts';

const { en, sw } = TRANSLATIONS;

/** The receipt's fixed words, and the office address as the home page words it. */
export type ReceiptWords = (typeof en)['receipt'] & { street: string; city: string };

// Typed as the English block, so a receipt word missing from sw.json fails the type check.
type ReceiptSource = { receipt: (typeof en)['receipt']; home: { office: { street: string; city: string } } };

function wordsOf(file: ReceiptSource): ReceiptWords {
  return { ...file.receipt, street: file.home.office.street, city: file.home.office.city };
}

const WORDS: Record<AppLanguage, ReceiptWords> = { en: wordsOf(en), sw: wordsOf(sw) };

export function receiptWords(lang: AppLanguage): ReceiptWords {
  return WORDS[lang];
}
