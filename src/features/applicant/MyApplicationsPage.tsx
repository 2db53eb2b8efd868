import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatLanguage } from '../../domain/format';
import { serviceLabels } from '../../domain/kinds';
import { applicationStatusOptions } from '../../domain/meta';
import { isPayable } from '../../domain/tracking';
import { checkoutFor } from '../../lib/checkout';
import { FetchScope } from '../../lib/FetchScope';
import { useFetch } from '../../lib/fetching';
import { ApplicationFacts, PaymentBadge } from './ApplicationFacts';
import { loadFailureKey } from './loadFailure';
import type { MyApplication } from './myApplication';
import { useReceiptDownload } from './useReceiptDownload';
import './applicant.css';

// Firebase is fetched once the screen is on show, not with it: a slow phone sees the page at once.
const fetchLazily = async () => (await import('./api/myApplications')).fetchMyApplications();

type MineKey = readonly ['applicant.mine'];
const MINE: MineKey = ['applicant.mine'];

/**
 * /my-applications: what this device submitted, newest first, each with its state and what can be
 * done next. The list lives in a cache of its own (FetchScope), dropped when the screen is left:
 * on a shared phone, the next person to open it never sees the last one's list, even briefly.
 */
export default function MyApplicationsPage() {
  return (
    <FetchScope>
      <MyApplications />
    </FetchScope>
  );
}

function MyApplications() {
  const { t } = useTranslation();
  const mine = useFetch<MyApplication[] | null, MineKey>(MINE, fetchLazily);
  const failure = mine.error === undefined ? undefined : loadFailureKey(mine.error);
  const retry = () => void mine.mutate();

  let content;
  if (mine.data === undefined && failure) {
    content = (
      <div className="form-failure" role="alert">
        <p>{t(failure)}</p>
        <button type="button" className="button secondary" onClick={retry} disabled={mine.isValidating}>
          {t('myApplications.tryAgain')}
        </button>
      </div>
    );
  } else if (mine.data === undefined) {
    content = <p role="status">{t('common.loading')}</p>;
  } else if (mine.data === null || mine.data.length === 0) {
    content = (
      <div className="card applicant-empty">
        <p>{t('myApplications.empty')}</p>
        <p>
          {t('myApplications.elsewhere')} <Link to="/track">{t('myApplications.trackLink')}</Link>
        </p>
      </div>
    );
  } else {
    content = (
      <>
        <ul className="applicant-list">
          {mine.data.map((application) => (
            <li key={`${application.kind}/${application.id}`}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
        <p className="applicant-elsewhere">
          {t('myApplications.elsewhere')} <Link to="/track">{t('myApplications.trackLink')}</Link>
        </p>
      </>
    );
  }

  return (
    <main id="main" className="page narrow applicant-page">
      <h1>{t('myApplications.title')}</h1>
      <p className="lead">{t('myApplications.lead')}</p>
      {content}
    </main>
  );
}

function ApplicationCard({ application }: { application: MyApplication }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { downloading, download } = useReceiptDownload();
  const lang = formatLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { kind, id, reference, status, paymentStatus, createdAt, applicantMessage, record } = application;
  const headingId = `application-${kind}-${id}`;
  const pay = () =>
    navigate('/payment', { state: checkoutFor(kind, record, { id, reference: reference ?? '' }) });
  const key = `${kind}/${id}`;

  return (
    <article className="card applicant-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(serviceLabels(kind).homeTitle)}</h2>
      <ApplicationFacts
        facts={[
          {
            label: 'applicant.reference',
            value: reference && <span className="reference">{reference}</span>,
          },
          { label: 'applicant.submitted', value: createdAt !== undefined && formatDate(createdAt, lang) },
          { label: 'applicant.status', value: status && t(applicationStatusOptions.labels[status]) },
          { label: 'applicant.payment', value: paymentStatus && <PaymentBadge status={paymentStatus} /> },
          {
            label: 'applicant.message',
            value: applicantMessage && <span className="applicant-message">{applicantMessage}</span>,
          },
        ]}
      />
      <div className="applicant-actions">
        {paymentStatus && isPayable(paymentStatus) && (
          <button type="button" className="button primary" onClick={pay} aria-describedby={headingId}>
            {t(paymentStatus === 'failed' ? 'applicant.retryPayment' : 'applicant.payNow')}
          </button>
        )}
        {paymentStatus === 'pending' && <p className="applicant-note">{t('applicant.paymentPending')}</p>}
        {paymentStatus === 'paid' && (
          <button
            type="button"
            className="button secondary"
            onClick={() => void download(key, { kind, id, reference })}
            disabled={downloading !== undefined}
            aria-busy={downloading === key}
            aria-describedby={headingId}
          >
            {t(downloading === key ? 'applicant.downloading' : 'applicant.downloadReceipt')}
          </button>
        )}
      </div>
    </article>
  );
}
