// The app's own words, read from its translation files, for tests that look for them on screen.
import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const read = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../public/assets/i18n/${name}.json`, import.meta.url), 'utf8'),
  ) as Tree;

/**
 * A language's texts as `[key, text]` pairs, the key as `t()` names it: the public file's, then
 * the staff area's (<lng>.admin.json).
 */
export function textsOf(lang: 'en' | 'sw'): [string, string][] {
  return [...flatten(read(lang)), ...flatten(read(`${lang}.admin`))];
}

const ENGLISH = new Map(textsOf('en'));

/** The app's English for an i18n key, for tests that find a kind's own screens and tiles by name. */
export function english(key: string): string {
  const text = ENGLISH.get(key);
  if (text === undefined) throw new Error(`en.json has no text at ${key}.`);
  return text;
}
