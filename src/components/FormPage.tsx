import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from './PageLoading';
import { ServicePrice } from './ServicePrice';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/**
 * The frame of an application screen: back link, title, lead text and the service's fee, then the
 * form. The frame ships with the app itself and the form (a lazy screen) is rendered, and so
 * downloaded, once the frame is on screen: a phone shows what the screen is for, and what it costs,
 * without waiting for the form's code.
 */
export function FormPage({
  title,
  lead,
  price,
  usd,
  children,
}: {
  title: string;
  lead?: string;
  /** The fee in shillings, with its breakdown. */
  price?: number;
  /** The fee in US$ too, about. */
  usd?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const framePainted = useAfterFirstPaint();
  return (
    <main id="main" className="form-page">
      <Link className="back-link" to="/">
        ← {t('form.back')}
      </Link>
      <h1>{t(title)}</h1>
      {lead && <p className="lead">{t(lead)}</p>}
      {price !== undefined && <ServicePrice price={price} breakdown usd={usd} />}
      <Suspense fallback={<PageLoading />}>{framePainted ? children : <PageLoading />}</Suspense>
    </main>
  );
}
