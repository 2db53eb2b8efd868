import en from '../../public/assets/i18n/en.json';
import sw from '../../public/assets/i18n/sw.json';

/** A translation file as `key.path → text`, the way `t()` names each string. */
function flatten(tree: object, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object'
      ? { ...flat, ...flatten(value as object, path) }
      : { ...flat, [path]: String(value) };
  }, {});
}

export const englishTexts = flatten(en);
export const swahiliTexts = flatten(sw);
