import { useTranslation } from 'react-i18next';
import { formatNumber } from '#domain/format';
import type { AppLanguage } from '#domain/kinds';

/** A stored text, with a note of how much of it was too long to show (see storedValue.ts). */
export function ShownText({ text, omitted, lang }: { text: string; omitted: number; lang: AppLanguage }) {
  const { t } = useTranslation();
  if (omitted === 0) return text;
  return (
    <>
      {text}{' '}
      <span className="detail-omitted">
        {t('admin.detail.moreCharacters', { number: formatNumber(omitted, lang) })}
      </span>
    </>
  );
}
