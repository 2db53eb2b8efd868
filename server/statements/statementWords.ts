import type { AppLanguage } from '#domain/kinds';
import { TRANSLATIONS } from '../i18n.ts';

const { en, sw } = TRANSLATIONS;

/** The statements' words, as the screens word them, and the office address for the PDF's head. */
export type StatementWords = (typeof en)['statements'] & { street: string; city: string };

// Typed as the English block, so a word missing from sw.json fails the type check.
type Source = { statements: (typeof en)['statements']; home: { office: { street: string; city: string } } };

const wordsOf = (file: Source): StatementWords => ({
  ...file.statements,
  street: file.home.office.street,
  city: file.home.office.city,
});

const WORDS: Record<AppLanguage, StatementWords> = { en: wordsOf(en), sw: wordsOf(sw) };

export const statementWords = (lang: AppLanguage): StatementWords => WORDS[lang];

/** `{{name}}` in a statement's text filled from `values`, as i18next fills it on the screens. */
export function filled(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
