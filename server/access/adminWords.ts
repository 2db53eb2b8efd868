import type { AppLanguage } from '#domain/kinds';
// Imported, not read from disk, as server/i18n.ts does: the staff area's own texts.
import enAdmin from '../../public/assets/i18n/en.admin.json' with { type: 'json' };
import swAdmin from '../../public/assets/i18n/sw.admin.json' with { type: 'json' };
import { translated } from '../i18n.ts';

const ADMIN_TRANSLATIONS = { en: enAdmin, sw: swAdmin } as const;

/**
 * A text of the staff area (en.admin.json, sw.admin.json) by its key, or of the app's shared
 * texts when the staff area has none, with `{{name}}` filled as the screens fill it.
 */
export function adminTranslated(lang: AppLanguage, key: string, values: Record<string, string> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? Reflect.get(node, part) : undefined),
      ADMIN_TRANSLATIONS[lang],
    );
  if (typeof value !== 'string') return translated(lang, key, values);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
