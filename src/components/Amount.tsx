import { useTranslation } from 'react-i18next';
import { formatLanguage } from '../domain/format';
import { formatTsh } from '../domain/money';

/**
 * An amount of money as the app writes it ("Tsh 300,000"), kept on one line: on a 360 px phone a
 * total split after "Tsh" reads as two figures.
 */
export function Amount({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return (
    <span className="amount">{formatTsh(value, formatLanguage(i18n.resolvedLanguage ?? i18n.language))}</span>
  );
}
