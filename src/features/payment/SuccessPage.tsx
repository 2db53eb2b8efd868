import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function SuccessPage() {
  const { t } = useTranslation();
  return (
    <main className="page narrow" id="main">
      <h1>{t('success.title')}</h1>
      <p>{t('success.body')}</p>
      <Link to="/">{t('common.backHome')}</Link>
    </main>
  );
}
