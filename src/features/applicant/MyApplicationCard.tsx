import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Reference } from '#components/Reference';
import { formatDate } from '#domain/format';
import { kindRow, serviceLabels, type AppLanguage } from '#domain/kinds';
import { agentStatusLabels, applicantStatusLabels } from '#domain/meta';
import { isPayable, type ApplicationProof, type TrackedApplication } from '#domain/tracking';
import { apiFailureKey } from '#lib/apiFailure';
import { checkoutFor } from '#lib/checkout';
import { downloadReceipt, ReceiptError } from '#lib/receipts';
import { trackApplication } from './api/track';
import { ApplicationFacts, PaymentBadge } from './ApplicationFacts';
import type { MyApplication } from './myApplication';
import { PhoneProofForm } from './PhoneProofForm';
import { ResultDocuments } from './ResultDocuments';
import { useReaderLanguage } from '#lib/useReaderLanguage';

// Only a card whose applicant was asked for something loads the answer form.
const RequestAnswer = lazy(() => import('./requests/RequestAnswer'));
// Rarely wanted: the copy of one's data and the request to delete it load when asked for.
const DataRights = lazy(() => import('./dataRights/DataRights'));

/** What on a card needs the phone number on the application first. */
type Proven = 'receipt' | 'message' | 'answer' | 'data';

const LABELS: Record<Proven, { action: string; busy: string }> = {
  receipt: { action: 'applicant.downloadReceipt', busy: 'applicant.downloading' },
  message: { action: 'myApplications.readMessage', busy: 'myApplications.checking' },
  answer: { action: 'myApplications.answerRequest', busy: 'myApplications.checking' },
  data: { action: 'applicant.data.open', busy: 'myApplications.checking' },
};

/**
 * One application this device sent: its state, and what can be done next. Paying needs only this
 * device (the server takes the payer's name from the application); the receipt and the staff's
 * message name the applicant, so they ask for the phone number on the application first, once
 * for as long as the card is on screen.
 */
export function MyApplicationCard({
  application,
  onChanged,
  client,
}: {
  application: MyApplication;
  /** Called when something done here changed the application (an answer sent). */
  onChanged: () => void;
  /**
   * An agent's client: who it is for, and the proof the agent holds already (the phone number on
   * the application), so nothing asks for it again.
   */
  client?: { name?: string; proof?: ApplicationProof; openResults?: boolean };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useReaderLanguage();
  const { kind, id, reference, status, paymentStatus } = application;
  const headingId = `application-${kind}-${id}`;
  const [proof, setProof] = useState<ApplicationProof | undefined>(client?.proof);
  const [asking, setAsking] = useState<Proven>();
  const [busy, setBusy] = useState<Proven>();
  const [failure, setFailure] = useState<string>();
  // undefined until read; null when the team left none.
  const [message, setMessage] = useState<string | null>();
  // Once opened, the answer stays: after it is sent the status moves on, and its confirmation stays.
  const [answering, setAnswering] = useState(false);
  // The application as Track answers it, once the proof for "Your data" is checked.
  const [data, setData] = useState<TrackedApplication>();
  const heading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef<Partial<Record<Proven, HTMLButtonElement | null>>>({});
  const lastAsked = useRef<Proven>(undefined);

  // The phone field takes focus when it opens; when it closes, focus goes back to what opened it
  // (or to the heading, once the message it asked for is shown), not to the top of the page.
  useEffect(() => {
    if (asking) {
      lastAsked.current = asking;
      return;
    }
    const closed = lastAsked.current;
    lastAsked.current = undefined;
    if (closed) (buttons.current[closed] ?? heading.current)?.focus();
  }, [asking]);

  // No record on this device: no name or email goes with it; the server reads the applicant's own.
  // The phone number, when given here, goes along: the receipt then comes without asking again.
  const pay = () =>
    navigate('/payment', {
      state: {
        ...checkoutFor(kindRow(kind), {}, { id, reference }),
        ...(proof ? { proof } : {}),
        ...(client ? { forClient: true } : {}),
      },
    });

  /** Does what `what` asks with `given`; the translation key of a failure, or undefined. */
  const perform = async (what: Proven, given: ApplicationProof): Promise<string | undefined> => {
    try {
      if (what === 'receipt') await downloadReceipt({ proof: given }, lang);
      else {
        const tracked = await trackApplication(given);
        if (what === 'data') setData(tracked);
        else setMessage(tracked.applicantMessage);
      }
      if (what === 'answer') setAnswering(true);
    } catch (error) {
      if (error instanceof ReceiptError) return error.translationKey;
      return apiFailureKey(error, 'myApplications.messageFailed');
    }
    setProof(given);
    setAsking(undefined);
    return undefined;
  };

  const start = async (what: Proven) => {
    setFailure(undefined);
    if (!proof) {
      setAsking(what);
      return;
    }
    setBusy(what);
    setFailure(await perform(what, proof));
    setBusy(undefined);
  };

  const actionButton = (what: Proven) => (
    <button
      ref={(button) => {
        buttons.current[what] = button;
      }}
      type="button"
      className="button secondary"
      onClick={() => void start(what)}
      disabled={busy !== undefined || asking !== undefined}
      aria-busy={busy === what}
      aria-describedby={headingId}
    >
      {t(busy === what ? LABELS[what].busy : LABELS[what].action)}
    </button>
  );

  return (
    <article className="card applicant-card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t(serviceLabels(kind).homeTitle)}
      </h2>
      <ApplicationFacts
        facts={[
          { label: 'clients.client', value: client?.name },
          { label: 'applicant.reference', value: <Reference value={reference} /> },
          { label: 'applicant.submitted', value: dateOf(application.createdAt, lang) },
          {
            label: 'applicant.status',
            value: t((client ? agentStatusLabels : applicantStatusLabels)[status]),
          },
          { label: 'applicant.payment', value: <PaymentBadge status={paymentStatus} /> },
          { label: 'applicant.statusChanged', value: dateOf(application.statusUpdatedAt, lang) },
          { label: 'applicant.paidOn', value: dateOf(application.paidAt, lang) },
          {
            label: 'applicant.message',
            // What we need from you says it, once the answer is open.
            value: message !== undefined && !answering && (
              <span className="applicant-message">{message ?? t('myApplications.noMessage')}</span>
            ),
          },
        ]}
      />
      <div className="applicant-actions">
        {isPayable(paymentStatus) && (
          <button type="button" className="button primary" onClick={pay} aria-describedby={headingId}>
            {t(paymentStatus === 'failed' ? 'applicant.retryPayment' : 'applicant.payNow')}
          </button>
        )}
        {paymentStatus === 'pending' && <p className="applicant-note">{t('applicant.paymentPending')}</p>}
        {paymentStatus === 'paid' && actionButton('receipt')}
        {/* Staff write to the applicant only with a status change. */}
        {application.statusUpdatedAt !== undefined && message === undefined && actionButton('message')}
        {status === 'action_needed' && !answering && actionButton('answer')}
        {!data && actionButton('data')}
      </div>
      {failure && (
        <p className="form-failure" role="alert">
          {t(failure)}
        </p>
      )}
      <ResultDocuments
        application={application}
        proof={client?.proof}
        open={client?.openResults}
        title={client?.name && t('clients.documentsOf', { name: client.name })}
      />
      {(answering || data) && proof && (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          {answering && <RequestAnswer access={{ proof }} note={message} onAnswered={onChanged} />}
          {data && (
            <DataRights
              proof={proof}
              deletion={data.deletion}
              dateOf={(iso) => dateOf(Date.parse(iso), lang)}
            />
          )}
        </Suspense>
      )}
      {asking && (
        <PhoneProofForm
          idPrefix={headingId}
          reference={reference}
          submitLabel={LABELS[asking].action}
          busyLabel={LABELS[asking].busy}
          onProof={(given) => perform(asking, given)}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </article>
  );
}

const dateOf = (millis: number | undefined, lang: AppLanguage) =>
  millis === undefined ? undefined : formatDate(millis, lang);
