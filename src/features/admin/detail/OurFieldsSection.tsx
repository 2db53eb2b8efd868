import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#domain/format';
import {
  applicationMetaLabels,
  applicationStatusOptions,
  languageOptions,
  paymentStatusOptions,
} from '#domain/meta';
import type { AppLanguage } from '#domain/kinds';
import type { LoadedApplication } from './api/application';
import { AgentValue } from './AgentValue';
import { NotAvailable } from './NotAvailable';
import { ShownText } from './ShownText';
import { optionLabel, shortened, storedText } from './storedValue';
import type { ApplicationAgent } from './useAgent';

const NO_LABELS = {};

/**
 * The fields of our own: reference, the agent, where it stands, when it came in and in which
 * language.
 */
export function OurFieldsSection({
  application,
  agent,
  lang,
}: {
  application: LoadedApplication;
  agent: ApplicationAgent;
  lang: AppLanguage;
}) {
  const { t } = useTranslation();
  const { data } = application;
  // Written outside the forms, any of these may be of another type: shown as stored, or N/A.
  const translated = (labels: Readonly<Record<string, string>>, value: unknown): ReactNode => {
    const key = optionLabel(labels, value);
    if (key) return t(key);
    const text = storedText(value);
    return text === undefined ? <NotAvailable /> : <ShownText {...shortened(text)} lang={lang} />;
  };
  const moment = (millis: number | null) =>
    millis === null ? <NotAvailable /> : formatDateTime(millis, lang);

  const rows: [string, ReactNode][] = [
    [applicationMetaLabels.reference, translated(NO_LABELS, data.reference)],
    ['admin.detail.agent', <AgentValue agent={agent} />],
    [applicationMetaLabels.status, translated(applicationStatusOptions.labels, data.status)],
    [applicationMetaLabels.paymentStatus, translated(paymentStatusOptions.labels, data.paymentStatus)],
    [applicationMetaLabels.createdAt, moment(application.createdAt)],
    [applicationMetaLabels.lang, translated(languageOptions.labels, data.lang)],
    ['admin.detail.statusNote', translated(NO_LABELS, data.statusNote)],
    ['admin.detail.applicantMessage', translated(NO_LABELS, data.applicantMessage)],
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
