import type { AppLanguage } from '../../src/domain/kinds.ts';
// Imported, not read from disk: esbuild inlines JSON into the functions bundle, which ships
// without public/, and tsx and vitest resolve the same import from the source tree.
import en from '../../public/assets/i18n/en.json' with { type: 'json' };
import sw from '../../public/assets/i18n/sw.json' with { type: 'json' };

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

/** Any text of the app's translations by its key, as the screens word it (the key when missing). */
export function translated(lang: AppLanguage, key: string): string {
  const value = key.split('.').reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? Reflect.get(node, part) : undefined),
    {
      en,
      sw,
    }[lang],
  );
  return typeof value === 'string' ? value : key;
}
