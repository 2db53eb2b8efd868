import type { AppLanguage } from '#domain/kinds';
// Imported, not read from disk: esbuild inlines JSON into the functions bundle, which ships
// without public/, and tsx and vitest resolve the same import from the source tree.
import en from '../public/assets/i18n/en.json' with { type: 'json' };
import sw from '../public/assets/i18n/sw.json' with { type: 'json' };

export const TRANSLATIONS = { en, sw } as const;

/**
 * Any text of the app's translations by its key, as the screens word it (the key when missing),
 * with `{{name}}` filled from `values` as i18next fills it on the screens.
 */
export function translated(lang: AppLanguage, key: string, values: Record<string, string> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? Reflect.get(node, part) : undefined),
      TRANSLATIONS[lang],
    );
  if (typeof value !== 'string') return key;
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
