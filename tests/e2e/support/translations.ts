// The app's own words, read from its translation files, for tests that look for them on screen.
import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}

/** A language's texts as `[key, text]` pairs, the key as `t()` names it. */
export function textsOf(lang: 'en' | 'sw'): [string, string][] {
  const file = new URL(`../../../public/assets/i18n/${lang}.json`, import.meta.url);
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
}

const ENGLISH = new Map(textsOf('en'));

/** The app's English for an i18n key, for tests that find a kind's own screens and tiles by name. */
export function english(key: string): string {
  const text = ENGLISH.get(key);
  if (text === undefined) throw new Error(`en.json has no text at ${key}.`);
  return text;
}
