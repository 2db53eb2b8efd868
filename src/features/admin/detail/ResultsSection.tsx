import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusedStatus } from '#components/FocusedStatus';
import { formatDateTime } from '#domain/format';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import type { NotificationView } from '#domain/notifications';
import type { ResultView } from '#domain/results';
import { ResendResultMessage } from './ResendResultMessage';
import { ResultFileButton } from './ResultFileButton';
import { ResultForm } from './ResultForm';
import type { Loadable } from './useLoad';
import { LoadedList } from './LoadedList';

type Props = {
  kind: ApplicationKind;
  id: string;
  results: Loadable<ResultView[]>;
  messages: Loadable<NotificationView[]>;
  /** After a hand-back: the results, status, history and messages have all changed. */
  onHandedBack: () => void;
  reloadResults: () => void;
  reloadMessages: () => void;
  lang: AppLanguage;
};

/**
 * The result handed back to the applicant: each document with its code, fingerprint and whether
 * the applicant has downloaded it; a wrong one replaced (kept here, no longer offered); the
 * message saying they are ready sent again; and the form that hands documents back.
 */
export function ResultsSection(props: Props) {
  const { kind, id, results, lang } = props;
  const { t } = useTranslation();
  const ids = useId();
  const [replacing, setReplacing] = useState<ResultView>();
  // Each hand-back says so again, in view and focused (a key of its own each time).
  const [handedBackCount, setHandedBackCount] = useState(0);

  const handedBack = () => {
    setReplacing(undefined);
    setHandedBackCount((count) => count + 1);
    props.onHandedBack();
  };

  return (
    <section className="detail-section no-print" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin.results.title')}</h2>
      <LoadedList
        items={results}
        failed="admin.detail.loadFailed"
        onRetry={props.reloadResults}
        empty="admin.results.none"
      >
        {(shown) => (
          <ol className="detail-history detail-results">
            {shown.map((result) => (
              <li key={result.id} className={result.replacedAt ? 'detail-result-replaced' : undefined}>
                <ResultFacts kind={kind} id={id} result={result} lang={lang} />
                {!result.replacedAt && !replacing && (
                  <button
                    type="button"
                    className="button secondary small"
                    onClick={() => setReplacing(result)}
                  >
                    {t('admin.results.replace')}
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
      </LoadedList>
      <ResendResultMessage kind={kind} id={id} messages={props.messages} reload={props.reloadMessages} />
      <FocusedStatus
        key={handedBackCount}
        text={handedBackCount > 0 ? t('admin.results.sent') : undefined}
        className="notice results-sent"
      />
      {replacing ? (
        <ResultForm
          kind={kind}
          id={id}
          replaces={{ id: replacing.id, title: replacing.title }}
          onDone={handedBack}
          onCancel={() => setReplacing(undefined)}
        />
      ) : (
        <>
          <p className="field-hint">{t('admin.results.lead')}</p>
          <ResultForm kind={kind} id={id} onDone={handedBack} />
        </>
      )}
    </section>
  );
}

function ResultFacts({
  kind,
  id,
  result,
  lang,
}: {
  kind: ApplicationKind;
  id: string;
  result: ResultView;
  lang: AppLanguage;
}) {
  const { t } = useTranslation();
  const when = (iso: string) => formatDateTime(Date.parse(iso), lang);
  const who = result.issuedBy.email ?? t('admin.detail.history.unknownActor');
  return (
    <>
      <p className="detail-history-what">
        <strong>{result.title}</strong> <ResultFileButton kind={kind} id={id} result={result} />
      </p>
      <p className="detail-history-when">{t('admin.results.issued', { who, when: when(result.issuedAt) })}</p>
      <p className="detail-history-note">{t('admin.results.code', { code: result.verificationCode })}</p>
      <p className="detail-history-note detail-fingerprint">
        {t('admin.results.sha256', { sha256: result.sha256 })}
      </p>
      <p className="detail-history-note">
        {result.firstDownloadedAt
          ? t('admin.results.downloaded', { when: when(result.firstDownloadedAt), count: result.downloads })
          : t('admin.results.notDownloaded')}
      </p>
      {result.lastAgentDownload && (
        <p className="detail-history-note">
          {t('admin.results.agentDownloaded', {
            aan: result.lastAgentDownload.aan,
            when: when(result.lastAgentDownload.at),
            count: result.agentDownloads ?? 1,
          })}
        </p>
      )}
      {result.replacedAt && (
        <p className="detail-history-note">
          {t('admin.results.replaced', { when: when(result.replacedAt) })}
        </p>
      )}
    </>
  );
}
