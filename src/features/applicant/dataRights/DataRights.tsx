import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationProof, DeletionShown } from '#domain/tracking';
import { apiFailureKey } from '#lib/apiFailure';
import { askDeletion, downloadMyData } from '../api/dataRights';

type Props = {
  /** The reference and phone number the applicant gave: what the copy and the request need. */
  proof: ApplicationProof;
  /** The latest request to delete, if any. */
  deletion?: DeletionShown;
  /** A date as the page around says it, in the reader's language. */
  dateOf: (iso: string) => string | undefined;
};

/**
 * "Your data": the copy of everything held about the application (JSON or PDF), where the latest
 * request to delete it stands, and a new request, with an optional reason, while none waits for
 * staff's decision. Loaded only when opened.
 */
export default function DataRights({ proof, deletion, dateOf }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [reason, setReason] = useState('');
  const [asked, setAsked] = useState(deletion);

  const act = async (what: string, action: () => Promise<void>) => {
    setBusy(what);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(apiFailureKey(error, 'applicant.data.failed'));
    }
    setBusy(undefined);
  };
  const button = (what: string, label: string, action: () => Promise<void>) => (
    <button
      key={what}
      type="button"
      className="button secondary"
      disabled={busy !== undefined}
      onClick={() => void act(what, action)}
    >
      {t(busy === what ? 'applicant.data.working' : label)}
    </button>
  );

  return (
    <section className="applicant-results">
      <h3>{t('applicant.data.title')}</h3>
      <p>{t('applicant.data.lead')}</p>
      {(['json', 'pdf'] as const).map((format) =>
        button(format, `applicant.data.${format}`, () => downloadMyData(proof, format)),
      )}
      {asked && (
        <p role="status">
          {t(`applicant.data.state.${asked.state}`, {
            date: dateOf(asked.dueBy),
            reason: asked.decisionReason,
          })}
        </p>
      )}
      {asked?.state !== 'open' && (
        <>
          <label>
            {t('applicant.data.reason')}
            <textarea value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
          {button('ask', 'applicant.data.ask', async () => setAsked(await askDeletion(proof, reason)))}
        </>
      )}
      {failure && (
        <p className="form-failure" role="alert">
          {t(failure)}
        </p>
      )}
    </section>
  );
}
