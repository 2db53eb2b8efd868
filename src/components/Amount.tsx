import { formatTsh } from '#domain/money';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/**
 * An amount of money as the app writes it ("Tsh 300,000"), kept on one line: on a 360 px phone a
 * total split after "Tsh" reads as two figures.
 */
export function Amount({ value }: { value: number }) {
  const lang = useReaderLanguage();
  return <span className="amount">{formatTsh(value, lang)}</span>;
}
