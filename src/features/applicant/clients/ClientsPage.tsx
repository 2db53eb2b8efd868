import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RetryNotice } from '#components/RetryNotice';
import {
  clientViewOptions,
  NEED_VIEWS,
  type AgentClientsAnswer,
  type AgentNeeds,
  type ClientSummary,
  type ClientView,
} from '#domain/agentClients';
import { optionOf } from '#domain/options';
import { APPLICATION_KINDS, SERVICE_PATHS, serviceLabels } from '#domain/kinds';
import { ApiError } from '#lib/api';
import { suspendedAgent } from '#lib/apiFailure';
import { FetchScope } from '#lib/FetchScope';
import { useFetch } from '#lib/fetching';
import { loadFailureKey } from '../loadFailure';
import { MyApplicationCard } from '../MyApplicationCard';
import { toMyApplication } from '../myApplication';
import { fetchAgentMe, fetchClients, fetchNeeds, NotSignedInError } from './api';
import { holding, keepInSight, type HeldCard } from './heldInSight';
import { ShareLink } from './ShareLink';
import '../applicant.css';
import './clients.css';

type ClientsKey = readonly ['agent.clients', ClientView, string, string | undefined];

/**
 * /agent, "My clients": every application carrying the signed-in agent's AAN, of every service,
 * newest first, a page at a time; what needs the agent (to pay, to answer, results to hand over)
 * counted at the top, each a view of its own; searched like the staff lists. The view, the search
 * and the page live in the address, so Back and a reload keep them. A FetchScope drops the list
 * when the screen is left: on a shared computer the next person never sees it.
 */
export default function ClientsPage() {
  return (
    <FetchScope>
      <Clients />
    </FetchScope>
  );
}

function Clients() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = optionOf(clientViewOptions, params.get('view')) ?? 'all';
  const q = params.get('q') ?? '';
  const before = params.get('before') ?? undefined;
  const me = useFetch(['agent.me'] as const, fetchAgentMe);
  const key: ClientsKey = ['agent.clients', view, q, before];
  const clients = useFetch<AgentClientsAnswer, ClientsKey>(key, () => fetchClients(view, q, before));
  // One read for every view, once the first list has come: the list is not kept waiting behind the
  // counts' twelve aggregations, and a view chosen after a change shows the counts read after it.
  const [listed, setListed] = useState(false);
  if (!listed && (clients.data !== undefined || clients.error !== undefined)) setListed(true);
  const needs = useFetch(listed ? (['agent.needs'] as const) : null, fetchNeeds);

  const show = (next: { view?: ClientView; q?: string; before?: string }) => {
    const merged = { view, q, ...next };
    setParams(
      new URLSearchParams({
        ...(merged.view !== 'all' ? { view: merged.view } : {}),
        ...(merged.q ? { q: merged.q } : {}),
        ...(next.before ? { before: next.before } : {}),
      }),
    );
  };

  const refusal = refusalOf(clients.error ?? me.error);
  if (refusal) return <Refused reason={refusal} />;
  // Until the caller is known to be an agent, nothing to type into: a visitor who is not one
  // would otherwise start typing into a search that the sign-in notice then replaces.
  if (!me.data) {
    return (
      <main id="main" className="page applicant-page clients-page">
        <h1>{t('clients.title')}</h1>
        <p className="lead">{t('common.loading')}</p>
      </main>
    );
  }

  return (
    <main id="main" className="page applicant-page clients-page">
      <h1>{t('clients.title')}</h1>
      <p className="lead">{t('clients.lead', { name: me.data.name, aan: me.data.aan })}</p>
      <AgentTools aan={me.data.aan} name={me.data.name} />
      <NeedTabs view={view} needs={needs.data} onView={(next) => show({ view: next })} />
      <SearchForm key={q} q={q} onSearch={(next) => show({ q: next })} />
      <ClientList
        key={`${view}|${q}|${before ?? ''}`}
        view={view}
        answer={clients.data}
        failure={clients.error === undefined ? undefined : loadFailureKey(clients.error)}
        retry={() => void clients.mutate()}
        onChanged={() => {
          void clients.mutate();
          void needs.mutate();
        }}
        paged={before !== undefined}
        onOlder={(cursor) => show({ before: cursor })}
        onNewest={() => show({})}
      />
    </main>
  );
}

type Refusal = 'signIn' | 'suspended' | 'notAgent';

function refusalOf(error: unknown): Refusal | undefined {
  if (error instanceof NotSignedInError) return 'signIn';
  // Before "sign in": a suspended agent's session still open on this device is refused too.
  if (suspendedAgent(error)) return 'suspended';
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return 'signIn';
  if (error.status === 403) return 'notAgent';
  return undefined;
}

function Refused({ reason }: { reason: Refusal }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="page narrow applicant-page">
      <h1>{t('clients.title')}</h1>
      <div className="card applicant-empty" role="alert">
        <p>{t(reason === 'suspended' ? 'errors.agent.suspended' : `clients.refused.${reason}`)}</p>
        {reason !== 'suspended' && (
          <p>
            <Link to="/login">{t('clients.signIn')}</Link>
          </p>
        )}
      </div>
    </main>
  );
}

/** Starting an application (the forms carry the agent's number, locked), statements, the link for clients. */
function AgentTools({ aan, name }: { aan: string; name: string }) {
  const { t } = useTranslation();
  return (
    <section className="card clients-tools" aria-labelledby="clients-new">
      <h2 id="clients-new">{t('clients.newApplication')}</h2>
      <ul className="clients-services">
        {APPLICATION_KINDS.map((kind) => (
          <li key={kind}>
            <Link className="button secondary" to={SERVICE_PATHS[kind].form}>
              {t(serviceLabels(kind).homeTitle)}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/agent/statements">{t('clients.statements')}</Link>
      </p>
      <ShareLink aan={aan} name={name} />
    </section>
  );
}

function NeedTabs({
  view,
  needs,
  onView,
}: {
  view: ClientView;
  needs?: AgentNeeds;
  onView: (view: ClientView) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="clients-views" aria-label={t('clients.views')}>
      <ul>
        {(['all', ...NEED_VIEWS] as const).map((each) => (
          <li key={each}>
            <button
              type="button"
              className={`button ${each === view ? 'primary' : 'secondary'}`}
              aria-pressed={each === view}
              onClick={() => onView(each)}
            >
              {t(clientViewOptions.labels[each])}
              {each !== 'all' && needs && ` (${needs[each]})`}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" className="clients-search" onSubmit={submit}>
      <label htmlFor="clients-q">{t('clients.search')}</label>
      <div className="clients-search-row">
        <input
          id="clients-q"
          type="search"
          value={typed}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button secondary">
          {t('clients.searchButton')}
        </button>
      </div>
    </form>
  );
}

function ClientList({
  view,
  answer,
  failure,
  retry,
  onChanged,
  paged,
  onOlder,
  onNewest,
}: {
  view: ClientView;
  answer?: AgentClientsAnswer;
  failure?: string;
  retry: () => void;
  onChanged: () => void;
  paged: boolean;
  onOlder: (cursor: string) => void;
  onNewest: () => void;
}) {
  const { t } = useTranslation();
  // Reset with the view (the list is keyed by it): what the agent did stays until they move on.
  const [held, setHeld] = useState<HeldCard[]>([]);
  if (answer === undefined && failure) {
    return (
      <RetryNotice
        className="form-failure"
        message={failure}
        retryLabel="myApplications.tryAgain"
        onRetry={retry}
      />
    );
  }
  if (answer === undefined) return <p role="status">{t('common.loading')}</p>;
  const shown = keepInSight(answer.clients, held);
  return (
    <>
      {shown.length === 0 ? (
        <p className="card applicant-empty" role="status">
          {t('clients.empty')}
        </p>
      ) : (
        <ul className="applicant-list" aria-label={t('clients.listLabel')}>
          {shown.map((client, index) => (
            <li key={`${client.kind}/${client.id}`}>
              <MyApplicationCard
                application={toMyApplication(client)}
                onChanged={() => {
                  setHeld((before) => holding(before, index, client));
                  onChanged();
                }}
                client={clientOf(client, view === 'resultsReady')}
              />
            </li>
          ))}
        </ul>
      )}
      <nav className="clients-pager" aria-label={t('clients.pages')}>
        {paged && (
          <button type="button" className="button secondary" onClick={onNewest}>
            {t('clients.newest')}
          </button>
        )}
        {answer.next && (
          <button type="button" className="button secondary" onClick={() => onOlder(answer.next!)}>
            {t('clients.older')}
          </button>
        )}
      </nav>
    </>
  );
}

/** Who the card is for; in "Documents ready", their documents listed at once. */
function clientOf({ name, phone, reference }: ClientSummary, openResults: boolean) {
  return { name, proof: phone ? { reference, phone } : undefined, openResults };
}
