import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { NotFound } from '#components/NotFound';
import { RetryNotice } from '#components/RetryNotice';
import {
  APP_LANGUAGES,
  applicationKindLabels,
  serviceLabels,
  type AppLanguage,
  type ApplicationKind,
} from '#domain/kinds';
import { applicationStatusOptions, type ApplicationStatus } from '#domain/meta';
import type { PossibleDuplicate } from '#domain/duplicates';
import type { NotificationView } from '#domain/notifications';
import type { RequestView } from '#domain/requests';
import type { ResultView } from '#domain/results';
import { apiErrorTranslationKey } from '#domain/apiErrors';
import { canDeleteApplications, canViewAccessLog } from '#domain/user';
import type { ApplicationChange } from '#domain/assignment';
import { ApiError } from '#lib/api';
import { useScreenTitle } from '#lib/documentTitle';
import { listPathFrom, RETURNED_TO_LIST } from '../common/routes';
import { useStaffUser } from '../common/staffUser';
import { useDeleteApplication } from '../common/useDeleteApplication';
import { fetchApplication, type LoadedApplication } from './api/application';
import { fetchPayments, type PaymentRow } from './api/payments';
import { fetchEvents, type ApplicationEvent } from './api/processing';
import { fetchRequests } from './api/requests';
import { fetchResults } from './api/results';
import { applicantName } from './applicantName';
import { EventHistory } from './EventHistory';
import { AnswerSections } from './AnswerSections';
import { AssignmentSection } from './AssignmentSection';
import { ChangedNotice } from './ChangedNotice';
import { DuplicatesSection } from './DuplicatesSection';
import { kindFromPath } from './kindFromPath';
import { MessagesSection } from './MessagesSection';
import { NotesSection } from './NotesSection';
import { OurFieldsSection } from './OurFieldsSection';
import { PaymentHistory } from './PaymentHistory';
import { ProcessingForm } from './ProcessingForm';
import { ReceiptButton } from './ReceiptButton';
import { RequestForm } from './RequestForm';
import { RequestsSection } from './RequestsSection';
import { ResultsSection } from './ResultsSection';
import { RetentionNotice } from './RetentionNotice';
import { withoutRemovedDocuments } from './retentionRemovals';
import { OpenedFromContext } from './openedFrom';
import { ShownVersionContext } from './shownVersion';
import { useAgent, type ApplicationAgent } from './useAgent';
import { useDuplicates } from './useDuplicates';
import { useLoad, type Loadable } from './useLoad';
import { useMessages } from './useMessages';
import { usePrintRecorder } from './usePrintRecorder';
import { WhoLooked } from './WhoLooked';
import './detail.css';
import { useReaderLanguage } from '#lib/useReaderLanguage';

function useLanguage(): AppLanguage {
  const lang = useReaderLanguage();
  return APP_LANGUAGES.find((code) => code === lang) ?? 'en';
}

function isStatus(value: unknown): value is ApplicationStatus {
  return applicationStatusOptions.values.includes(value as ApplicationStatus);
}

/** The language the applicant applied in, as the record has it (the earlier app's may have none). */
const applicantLanguage = (value: unknown) => APP_LANGUAGES.find((code) => code === value);

/** The tab names the application by its reference, in its service's list. */
function useApplicationTitle(kind: ApplicationKind, reference: string) {
  const { t } = useTranslation();
  const page = `${reference} · ${t(serviceLabels(kind).listTitle)}`;
  useScreenTitle(reference ? t('meta.pageTitle', { page }) : undefined);
}

type Props = { kind: ApplicationKind; id: string };

/** What the page reads besides the application itself, each shown in a section of its own. */
type Related = {
  payments: Loadable<PaymentRow[]>;
  events: Loadable<ApplicationEvent[]>;
  reloadEvents: () => void;
  messages: Loadable<NotificationView[]>;
  reloadMessages: () => void;
  requests: Loadable<RequestView[]>;
  reloadRequests: () => void;
  results: Loadable<ResultView[]>;
  reloadResults: () => void;
  duplicates: Loadable<PossibleDuplicate[]>;
  agent: ApplicationAgent;
};

/**
 * The payments, history and messages, read at the same time as the application rather than once
 * it is shown: the page is whole sooner, and its lower sections seldom change height after it has
 * been painted. The possible duplicates and the agent are looked up from the application's answers,
 * once it is read (LoadingDetail).
 */
function useRelated(kind: ApplicationKind, id: string): Omit<Related, 'duplicates' | 'agent'> {
  const [payments] = useLoad(['admin.payments', kind, id], () => fetchPayments(kind, id));
  const [events, reloadEvents] = useLoad(['admin.events', kind, id], () => fetchEvents(kind, id));
  const [messages, reloadMessages] = useMessages(kind, id);
  const [requests, reloadRequests] = useLoad(['admin.requests', kind, id], () => fetchRequests(kind, id));
  const [results, reloadResults] = useLoad(['admin.results', kind, id], () => fetchResults(kind, id));
  return {
    payments,
    events,
    reloadEvents,
    messages,
    reloadMessages,
    requests,
    reloadRequests,
    results,
    reloadResults,
  };
}

/**
 * What a change touched besides the application and its history, which every change is in:
 * whether it was one of the page's own actions (`counts`: it added one to the version), and which
 * other parts of the page it changed, to be read again.
 */
type Touched = { counts: boolean; messages?: boolean; requests?: boolean; results?: boolean };

/** A new status queues a message to the applicant. */
const STATUS: Touched = { counts: true, messages: true };
/** Who has it is on the application, and a take or a give is in the history. */
const ASSIGNMENT: Touched = { counts: true };
/** A request is a status change too, and a new entry of its own; so is a decision on its answer. */
const REQUEST: Touched = { ...STATUS, requests: true };
/** A hand-back completes the application and tells the applicant: a status change, and results. */
const HAND_BACK: Touched = { ...STATUS, results: true };
/** Someone else changed it since the page showed it: every part is read again. */
const OTHERS_CHANGE: Touched = { counts: false, messages: true, requests: true, results: true };

function Detail({
  kind,
  id,
  application,
  reloadApplication,
  related,
}: Props & { application: LoadedApplication; reloadApplication: () => void; related: Related }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  // Opened from a list, back to that list: its filters, search and view.
  const origin: unknown = useLocation().state;
  const backToList = listPathFrom(kind, origin);
  const user = useStaffUser();
  const { payments, events, reloadEvents, messages, reloadMessages, requests, reloadRequests } = related;
  const { results, reloadResults, duplicates, agent } = related;
  const printer = usePrintRecorder(kind, id, reloadEvents);
  const deleteApplication = useDeleteApplication(kind);
  const { data } = application;
  const name = applicantName(kind, data);
  const reference = typeof data.reference === 'string' ? data.reference : '';
  useApplicationTitle(kind, reference);

  // Each of the page's own actions that went through added one to the version (bumpVersion, once
  // per action): the next action names it at once, without waiting for the application's re-read.
  const [ownVersion, setOwnVersion] = useState(0);
  const version = Math.max(application.version, ownVersion);
  const afterChange = useCallback(
    (touched: Touched) => {
      if (touched.counts) setOwnVersion(version + 1);
      reloadApplication();
      reloadEvents();
      if (touched.messages) reloadMessages();
      if (touched.requests) reloadRequests();
      if (touched.results) reloadResults();
    },
    [version, reloadApplication, reloadEvents, reloadMessages, reloadRequests, reloadResults],
  );
  const after = (touched: Touched) => () => afterChange(touched);
  const refreshAll = useCallback(() => afterChange(OTHERS_CHANGE), [afterChange]);
  // After its own action the page reads the application again, and with it the version its next
  // action names.
  const shownVersion = useMemo(() => ({ version, refresh: refreshAll }), [version, refreshAll]);
  const openedFrom = useMemo(() => ({ kind, id }), [kind, id]);

  const [deleteRefused, setDeleteRefused] = useState<ApplicationChange[]>();
  const remove = async () => {
    setDeleteRefused(undefined);
    const refused = (changes: ApplicationChange[]) => {
      setDeleteRefused(changes);
      refreshAll();
    };
    if (await deleteApplication(id, version, refused)) await navigate(backToList, { replace: true });
  };

  return (
    <ShownVersionContext value={shownVersion}>
      <OpenedFromContext value={openedFrom}>
        <main className="page admin-page detail-page" id="main">
          <div className="detail-toolbar no-print">
            <Link className="back-link" to={backToList} state={RETURNED_TO_LIST}>
              ← {t('admin.detail.backToList')}
            </Link>
            <div className="detail-actions">
              <button type="button" className="button primary" onClick={printer.print}>
                {t('admin.detail.print')}
              </button>
              {data.paymentStatus === 'paid' && (
                <ReceiptButton kind={kind} id={id} reference={reference} lang={lang} />
              )}
              {canDeleteApplications(user.role) && (
                <button type="button" className="button danger" onClick={() => void remove()}>
                  {t('admin.detail.delete')}
                </button>
              )}
            </div>
          </div>
          <ChangedNotice changes={deleteRefused} />
          {printer.error && (
            <p className="notice error no-print" role="alert">
              {t(printer.error)}
            </p>
          )}
          <header className="detail-heading">
            <p className="detail-kind">{t(applicationKindLabels[kind])}</p>
            <h1>{name || reference}</h1>
            {reference && <p className="detail-reference">{reference}</p>}
          </header>
          <AssignmentSection
            kind={kind}
            id={id}
            assignee={application.assignee}
            onAssigned={after(ASSIGNMENT)}
          />
          <DuplicatesSection kind={kind} duplicates={duplicates} origin={origin} />
          {!application.valid && <p className="notice">{t('admin.detail.legacyNote')}</p>}
          <OurFieldsSection application={application} agent={agent} lang={lang} />
          <RetentionNotice record={data} lang={lang} />
          <AnswerSections
            kind={kind}
            record={withoutRemovedDocuments(kind, data)}
            valid={application.valid}
            lang={lang}
          />
          <PaymentHistory payments={payments} lang={lang} />
          <ProcessingForm
            kind={kind}
            id={id}
            currentStatus={isStatus(data.status) ? data.status : 'submitted'}
            applicantLang={applicantLanguage(data.lang)}
            onSaved={after(STATUS)}
          />
          <RequestForm kind={kind} id={id} record={data} onSent={after(REQUEST)} />
          <RequestsSection kind={kind} id={id} requests={requests} lang={lang} onDecided={after(REQUEST)} />
          <ResultsSection
            kind={kind}
            id={id}
            results={results}
            messages={messages}
            onHandedBack={after(HAND_BACK)}
            reloadResults={reloadResults}
            reloadMessages={reloadMessages}
            lang={lang}
          />
          <NotesSection kind={kind} id={id} lang={lang} onAdded={reloadEvents} />
          <EventHistory events={events} lang={lang} />
          <MessagesSection kind={kind} id={id} messages={messages} reload={reloadMessages} lang={lang} />
          {canViewAccessLog(user.role) && <WhoLooked kind={kind} id={id} lang={lang} />}
        </main>
      </OpenedFromContext>
    </ShownVersionContext>
  );
}

/** Why the application is not shown: its look could not be put on record, or it could not be read. */
function loadFailure(application: Loadable<unknown>) {
  const { error } = application as { error?: unknown };
  const notRecorded = error instanceof ApiError && error.code === 'access.notRecorded';
  return notRecorded ? apiErrorTranslationKey('access.notRecorded') : 'admin.detail.loadFailed';
}

function LoadingDetail({ kind, id }: Props) {
  const { t } = useTranslation();
  const [application, reload] = useLoad(['admin.application', kind, id], () => fetchApplication(kind, id));
  const reads = useRelated(kind, id);
  const loaded = application.status === 'done' ? application.value : undefined;
  const { duplicates, settled } = useDuplicates(kind, id, loaded?.data);
  const { agent, settled: agentSettled } = useAgent(loaded?.data);
  // A whole application is a large render: React makes it as a deferred update, in short slices
  // between which the browser stays responsive, instead of in one long task. Until it is ready (a
  // moment) the page still says it is loading. undefined: no answer yet; null: no such application.
  // It waits for the duplicate check and the agent's name as well (one small read each, at the same
  // time), so neither a flag nor a name moves the painted page.
  const shown = useDeferredValue(loaded === null || (settled && agentSettled) ? loaded : undefined);
  const backToList = listPathFrom(kind, useLocation().state);

  if (shown) {
    const related = { ...reads, duplicates, agent };
    return <Detail kind={kind} id={id} application={shown} reloadApplication={reload} related={related} />;
  }
  const status = shown === undefined && application.status === 'done' ? 'loading' : application.status;
  return (
    <main className="page admin-page detail-page" id="main">
      <Link className="back-link no-print" to={backToList} state={RETURNED_TO_LIST}>
        ← {t('admin.detail.backToList')}
      </Link>
      {status === 'loading' && (
        <p className="detail-loading" role="status">
          {t('admin.detail.loading')}
        </p>
      )}
      {status === 'done' && (
        <p className="notice" role="alert">
          {t('admin.detail.notFound')}
        </p>
      )}
      {status === 'failed' && (
        <RetryNotice message={loadFailure(application)} retryLabel="admin.detail.retry" onRetry={reload} />
      )}
    </main>
  );
}

/** ad/viewVisa/:id, ad/viewTin/:id, ad/viewBrela/:id, ad/viewBusiness/:id: one application, read-only. */
export default function DetailPage() {
  const { id } = useParams();
  const kind = kindFromPath(useLocation().pathname);
  if (!kind || !id) return <NotFound />;
  // A new key per application: nothing of the previous one (form state, loads) carries over.
  return <LoadingDetail key={`${kind}/${id}`} kind={kind} id={id} />;
}
