import { useTranslation } from 'react-i18next';
import { formatLanguage } from '#domain/format';
import type { AppLanguage } from '#domain/kinds';

/** The language the reader has chosen, as the app names it; the caller re-renders when it changes. */
export function useReaderLanguage(): AppLanguage {
  const { i18n } = useTranslation();
  return formatLanguage(i18n.resolvedLanguage ?? i18n.language);
}
