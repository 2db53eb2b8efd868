import { useTranslation } from 'react-i18next';
import { APPLICATIONS, type TitledSection } from '#domain/applications';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import { DocumentLink } from './DocumentLink';
import { ItineraryTable } from './ItineraryTable';
import { NotAvailable } from './NotAvailable';
import { ShownText } from './ShownText';
import { detailValue } from './values';

type Props = {
  kind: ApplicationKind;
  section: TitledSection;
  record: Record<string, unknown>;
  lang: AppLanguage;
};

/** One titled group of the applicant's answers, label beside value. */
export function FieldSection({ kind, section, record, lang }: Props) {
  const { t } = useTranslation();
  const labels: Record<string, string> = APPLICATIONS[kind].fieldLabels;
  const headingId = `detail-${section.title.replace(/\W/g, '-')}`;
  return (
    <section className="detail-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(section.title)}</h2>
      <dl className="detail-grid">
        {section.fields.map((field) => {
          const value = detailValue(kind, field, record[field], t, lang);
          return (
            <div key={field} className={value.type === 'itinerary' ? 'detail-item wide' : 'detail-item'}>
              <dt>{t(labels[field] ?? field)}</dt>
              <dd>
                {value.type === 'missing' && <NotAvailable />}
                {value.type === 'text' && <ShownText text={value.text} omitted={value.omitted} lang={lang} />}
                {value.type === 'file' && (
                  <DocumentLink path={value.path} label={t(labels[field] ?? field)} />
                )}
                {value.type === 'files' && (
                  <ul className="detail-documents">
                    {value.paths.map((path) => (
                      <li key={path}>
                        <DocumentLink path={path} label={t(labels[field] ?? field)} />
                      </li>
                    ))}
                  </ul>
                )}
                {value.type === 'itinerary' && (
                  <ItineraryTable rows={value.rows} omitted={value.omitted} lang={lang} />
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
