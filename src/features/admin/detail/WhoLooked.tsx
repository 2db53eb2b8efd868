import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOOKS_SHOWN, type AccessRecordView } from '#domain/accessLog';
import { formatDateTime } from '#domain/format';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import { fetchLooks } from './api/looks';
import { useLoad } from './useLoad';
import { LoadedList } from './LoadedList';

/** "Opened a document: passport.pdf", "Printed": what the look was. */
function What({ look }: { look: AccessRecordView }) {
  const { t } = useTranslation();
  if (look.look === 'document') {
    return <>{t('admin.looks.document', { name: look.path.split('/').pop() ?? look.path })}</>;
  }
  return <>{t(`admin.looks.${look.look}`)}</>;
}

/**
 * Admins only (the page decides): who looked at this application, from the access log the API
 * writes before it serves a look. The latest LOOKS_SHOWN, newest first.
 */
export function WhoLooked({ kind, id, lang }: { kind: ApplicationKind; id: string; lang: AppLanguage }) {
  const { t } = useTranslation();
  const ids = useId();
  const [looks] = useLoad(['admin.looks', kind, id], () => fetchLooks(kind, id));
  return (
    <section className="detail-section no-print" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin.looks.title')}</h2>
      <p className="field-hint">{t('admin.looks.lead', { count: LOOKS_SHOWN })}</p>
      <LoadedList items={looks} failed="admin.looks.failed" empty="admin.looks.none">
        {(shown) => (
          <ol className="detail-history">
            {shown.map((look) => (
              <li key={look.id}>
                <p className="detail-history-what">
                  <strong>
                    <What look={look} />
                  </strong>{' '}
                  <span>
                    {t('admin.detail.history.by', {
                      who: look.actorName ?? look.actorEmail ?? look.actorUid,
                    })}
                  </span>
                </p>
                <p className="detail-history-when">
                  <time dateTime={look.at}>{formatDateTime(Date.parse(look.at), lang)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </LoadedList>
    </section>
  );
}
