import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The frame of an application screen: back link, title, lead text, then the form. */
export function FormPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="form-page">
      <Link className="back-link" to="/">
        ← {t('form.back')}
      </Link>
      <h1>{t(title)}</h1>
      {lead && <p className="lead">{t(lead)}</p>}
      {children}
    </main>
  );
}
