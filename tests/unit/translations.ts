import { TRANSLATIONS } from './translationTrees';

/** A translation file as `key.path → text`, the way `t()` names each string. */
function flatten(tree: object, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object'
      ? { ...flat, ...flatten(value as object, path) }
      : { ...flat, [path]: String(value) };
  }, {});
}

export const englishTexts = flatten(TRANSLATIONS.en);
export const swahiliTexts = flatten(TRANSLATIONS.sw);
