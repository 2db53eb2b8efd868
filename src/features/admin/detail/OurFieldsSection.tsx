import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applicationMetaLabels,
  applicationStatusOptions,
  languageOptions,
  paymentStatusOptions,
} from '../../../domain/meta';
import type { AppLanguage } from '../../../domain/kinds';
import type { LoadedApplication } from './api/application';
import { NotAvailable } from './NotAvailable';
import { formatMoment } from './values';

const labelOf = (labels: Readonly<Record<string, string>>, value: unknown) =>
  typeof value === 'string' ? labels[value] : undefined;

/** The fields of our own: reference, where it stands, when it came in and in which language. */
export function OurFieldsSection({
  application,
  lang,
}: {
  application: LoadedApplication;
  lang: AppLanguage;
}) {
  const { t } = useTranslation();
  const { data } = application;
  const translated = (labels: Readonly<Record<string, string>>, value: unknown): ReactNode => {
    const key = labelOf(labels, value);
    if (key) return t(key);
    return typeof value === 'string' && value ? value : <NotAvailable />;
  };
  const moment = (millis: number | null) => (millis === null ? <NotAvailable /> : formatMoment(millis, lang));
  const note = typeof data.statusNote === 'string' && data.statusNote ? data.statusNote : null;

  const rows: [string, ReactNode][] = [
    [applicationMetaLabels.reference, translated({}, data.reference)],
    [applicationMetaLabels.status, translated(applicationStatusOptions.labels, data.status)],
    [applicationMetaLabels.paymentStatus, translated(paymentStatusOptions.labels, data.paymentStatus)],
    [applicationMetaLabels.createdAt, moment(application.createdAt)],
    [applicationMetaLabels.lang, translated(languageOptions.labels, data.lang)],
    ['admin.detail.statusNote', note ?? <NotAvailable />],
    ['admin.detail.statusUpdatedAt', moment(application.statusUpdatedAt)],
  ];

  return (
    <section className="detail-section" aria-labelledby="detail-ours">
      <h2 id="detail-ours">{t('admin.detail.ourFields')}</h2>
      <dl className="detail-grid">
        {rows.map(([label, value]) => (
          <div key={label} className="detail-item">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
