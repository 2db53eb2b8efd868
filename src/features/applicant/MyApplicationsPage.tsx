import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeptApplications } from '#components/KeptApplications';
import { useKeptApplications } from '#components/useKeptApplications';
import { NeedsNetwork } from '#components/NeedsNetwork';
import { RetryNotice } from '#components/RetryNotice';
import { Link } from 'react-router';
import { confirmDanger, showError } from '#lib/dialogs';
import { FetchScope } from '#lib/FetchScope';
import { useFetch } from '#lib/fetching';
import { useOnline } from '#lib/useOnline';
import { forgetThisDevice, sessionOfThisDevice } from './forgetDevice';
import { loadFailureKey } from './loadFailure';
import { MyApplicationCard } from './MyApplicationCard';
import type { MyApplication } from './myApplication';
import './applicant.css';

// Firebase Auth is fetched once the screen is on show, not with it: a slow phone sees the page at once.
const fetchLazily = async () => (await import('./api/myApplications')).fetchMyApplications();

type MineKey = readonly ['applicant.mine'];
const MINE: MineKey = ['applicant.mine'];

/**
 * /my-applications: what this device submitted, newest first, each with its state and what can be
 * done next, as the API summarises it: no names or answers, which need the phone number on the
 * application. Above them, what it keeps to send once back online, named as the form kept it. The list lives in a cache of its own (FetchScope), dropped when the screen is left:
 * on a shared phone, the next person to open it never sees the last one's list, even briefly.
 * "Not your device?" forgets this device's applicants altogether.
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
  // Offline, nothing is asked for (the worker keeps no Firebase): the screen says it needs the network.
  const online = useOnline();
  const mine = useFetch<MyApplication[] | null, MineKey | null>(online ? MINE : null, fetchLazily);
  const failure = mine.error === undefined ? undefined : loadFailureKey(mine.error);
  const retry = () => void mine.mutate();
  const [forgetting, setForgetting] = useState(false);
  const [forgotten, setForgotten] = useState(false);
  // Submitted offline and kept here until sent: listed apart, offline too. One sent is read again.
  const kept = useKeptApplications();
  const keptBefore = useRef(0);
  const { mutate } = mine;
  useEffect(() => {
    if (kept.length < keptBefore.current) void mutate();
    keptBefore.current = kept.length;
  }, [kept.length, mutate]);

  const forget = async () => {
    setForgetting(true);
    try {
      const session = await sessionOfThisDevice();
      const confirmed = await confirmDanger({
        title: t('myApplications.forgetTitle'),
        text: t(session === 'account' ? 'myApplications.forgetAccountText' : 'myApplications.forgetText'),
        confirmText: t('myApplications.forgetConfirm'),
        cancelText: t('common.cancel'),
      });
      if (!confirmed) return;
      await forgetThisDevice();
      // An account stays signed in, and its applications stay its own: they are read again.
      if (session === 'account') void mine.mutate();
      else await mine.mutate(null, { revalidate: false });
      setForgotten(session !== 'account');
    } catch {
      await showError(t('dialog.error'), t('myApplications.forgetFailed'));
    } finally {
      setForgetting(false);
    }
  };

  let content;
  if (mine.data === undefined && !online) {
    content = null;
  } else if (mine.data === undefined && failure) {
    content = (
      <RetryNotice
        className="form-failure"
        message={failure}
        retryLabel="myApplications.tryAgain"
        onRetry={retry}
        busy={mine.isValidating}
      />
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
              <MyApplicationCard application={application} onChanged={retry} />
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
      <NeedsNetwork message="offline.myApplications" />
      {kept.length > 0 && <KeptApplications kept={kept} />}
      {forgotten && (
        <p className="applicant-note" role="status">
          {t('myApplications.forgotten')}
        </p>
      )}
      {content}
      <p className="applicant-forget">
        <button
          type="button"
          className="button secondary"
          onClick={() => void forget()}
          disabled={forgetting}
          aria-busy={forgetting}
        >
          {t('myApplications.forget')}
        </button>
      </p>
    </main>
  );
}
