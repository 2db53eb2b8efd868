import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ApplicationKind } from '../../../domain/kinds';
import { paymentStatusOptions, type PaymentStatus } from '../../../domain/meta';
import { canDeleteApplications } from '../../../domain/user';
import { ADMIN_LIST_PATHS } from '../common/routes';
import { useStaffUser } from '../common/staffUser';
import { useDeleteApplication } from '../common/useDeleteApplication';
import type { ListRequest } from './api/applicationsQuery';
import { ApplicationCard } from './ApplicationCard';
import { ListFilters, type Filters } from './ListFilters';
import { Pager } from './Pager';
import { planSearch } from './search';
import { summarizeApplication } from './summary';
import { firestoreSource, useApplicationPages, type ListSource } from './useApplicationPages';
import './lists.css';

function paymentFrom(value: string | null): PaymentStatus | undefined {
  return paymentStatusOptions.values.find((status) => status === value);
}

type Props = { kind: ApplicationKind; source?: ListSource };

/**
 * ad/visa, ad/brela, ad/tin, ad/business. Search and filter live in the address (?q=&payment=),
 * so they survive a reload and the back button.
 */
export default function ApplicationListPage({ kind, source = firestoreSource }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters: Filters = { q: params.get('q') ?? '', payment: paymentFrom(params.get('payment')) };
  const { q, payment } = filters;
  const request = useMemo<ListRequest>(
    () => ({ kind, plan: planSearch(kind, q), payment }),
    [kind, q, payment],
  );

  const apply = (next: Filters) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.payment) search.set('payment', next.payment);
    setParams(search);
  };

  return (
    <main className="page admin-page" id="main">
      <h1>{t(`admin.lists.title.${kind}`)}</h1>
      <ListFilters key={`${kind}:${q}`} kind={kind} filters={filters} onChange={apply} />
      {request.plan.type === 'otherKind' ? (
        <p className="notice" role="status">
          {t('admin.lists.otherKind', { reference: request.plan.reference })}{' '}
          <Link to={`${ADMIN_LIST_PATHS[request.plan.kind]}?q=${encodeURIComponent(request.plan.reference)}`}>
            {t(`admin.lists.title.${request.plan.kind}`)}
          </Link>
        </p>
      ) : (
        <ApplicationResults key={JSON.stringify(request)} request={request} source={source} />
      )}
    </main>
  );
}

/** A new page starts at the top of the list, not where the Next button was. */
function turnPage(turn: () => void) {
  turn();
  document.getElementById('main')?.scrollIntoView?.({ block: 'start' });
}

function ApplicationResults({ request, source }: { request: ListRequest; source: ListSource }) {
  const { t } = useTranslation();
  const user = useStaffUser();
  const pages = useApplicationPages(request, source);
  const confirmAndDelete = useDeleteApplication(request.kind);
  const onDelete = canDeleteApplications(user.role)
    ? (id: string) => void confirmAndDelete(id).then((deleted) => deleted && pages.reload())
    : undefined;
  const searching = request.plan.type !== 'all' || request.payment !== undefined;

  if (pages.error) {
    return (
      <div className="notice error" role="alert">
        <p>{t('admin.lists.loadFailed')}</p>
        <button type="button" className="button secondary" onClick={pages.reload}>
          {t('admin.lists.retry')}
        </button>
      </div>
    );
  }
  if (pages.loading) {
    return (
      <p className="list-loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (pages.rows.length === 0 && pages.pageIndex === 0) {
    return (
      <p className="notice" role="status">
        {t(searching ? 'admin.lists.noMatches' : 'admin.lists.empty')}
      </p>
    );
  }
  return (
    <>
      <ul className="card-grid" aria-label={t(`admin.lists.title.${request.kind}`)}>
        {pages.rows.map((row) => (
          <li key={row.id}>
            <ApplicationCard
              kind={request.kind}
              id={row.id}
              summary={summarizeApplication(request.kind, row.data)}
              onDelete={onDelete}
            />
          </li>
        ))}
      </ul>
      <Pager
        pageIndex={pages.pageIndex}
        shown={pages.rows.length}
        total={pages.total}
        hasPrevious={pages.hasPrevious}
        hasNext={pages.hasNext}
        onPrevious={() => turnPage(pages.previous)}
        onNext={() => turnPage(pages.next)}
      />
    </>
  );
}
