import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A screen whose real content is still being built says so plainly. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <main className="page narrow" id="main">
      <h1>{t(titleKey)}</h1>
      <p>{t('comingSoon.body')}</p>
      <Link to="/">{t('common.backHome')}</Link>
    </main>
  );
}
