import { Fragment, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { RetryNotice } from '#components/RetryNotice';
import { storedAssignee, storedVersion } from '#domain/assignment';
import { say } from '#lib/said';
import { serviceLabels, type ApplicationKind } from '#domain/kinds';
import { planSearch } from '#domain/searchPlan';
import { canDeleteApplications, canExportNotes } from '#domain/user';
import { useStaffUser } from '../common/staffUser';
import { useDeleteApplication } from '../common/useDeleteApplication';
import { useTakeApplication } from '../common/useTakeApplication';
import { listOrigin } from '../common/routes';
import type { ApplicationRow, ListRequest } from './api/applicationsQuery';
import { ApplicationCard } from './ApplicationCard';
import { ApplicationTable } from './ApplicationTable';
import { DuplicateFlag } from './DuplicateFlag';
import { ExportPanel } from './export/ExportPanel';
import { ListFilters } from './ListFilters';
import { filtersFromParams, listPath, paramsFromFilters, type Filters } from './listView';
import { Pager } from './Pager';
import type { ListActions } from './RowActions';
import { pageOfParams, paramsOfPage, type PagePlace } from './paging';
import { summarizeApplication } from './summary';
import { firestoreSource, useApplicationPages, type ListSource } from './useApplicationPages';
import { answeredFirst, useAnsweredFirst } from './useAnsweredFirst';
import { useWideScreen } from './useWideScreen';
import { useKeptScroll } from './useKeptScroll';
import './lists.css';

type Props = { kind: ApplicationKind; source?: ListSource };

/**
 * A kind's staff list, ad/{kind} (ad/visa…). The view, filters and search live in the address
 * (?view=all&status=&payment=&agent=&q=; none is the work queue, listView.ts), and so does the
 * page (&page=3&after=…, paging.ts), so a filtered list can be bookmarked and survives a reload,
 * the back button and "Back to the list", at the same page and scroll position.
 */
export default function ApplicationListPage({ kind, source = firestoreSource }: Props) {
  const { t } = useTranslation();
  const user = useStaffUser();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(search)), [search]);
  const request = useMemo<ListRequest>(() => {
    const { q, ...view } = filters;
    return { kind, plan: planSearch(kind, q), ...view };
  }, [kind, filters]);

  const apply = (next: Filters) => setParams(paramsFromFilters(next));
  const place = useMemo(() => pageOfParams(new URLSearchParams(search)), [search]);
  const turn = useCallback(
    (next: PagePlace) =>
      setParams((now) => {
        const kept = paramsFromFilters(filtersFromParams(now));
        for (const [name, value] of Object.entries(paramsOfPage(next))) kept.set(name, value);
        return kept;
      }),
    [setParams],
  );

  return (
    <main className="page admin-page list-page" id="main">
      <h1>{t(serviceLabels(kind).listTitle)}</h1>
      <ListFilters
        key={`${kind}:${filters.q}`}
        kind={kind}
        filters={filters}
        onChange={apply}
        loadAgents={source.agentNames}
        loadStaff={source.staffNames}
      />
      {request.plan.type === 'otherKind' ? (
        <p className="notice" role="status">
          {t('admin.lists.otherKind', { reference: request.plan.reference })}{' '}
          <Link to={listPath(request.plan.kind, { view: 'all', q: request.plan.reference })}>
            {t(serviceLabels(request.plan.kind).listTitle)}
          </Link>
        </p>
      ) : (
        // Keyed by the query: another search or filter starts again (an export under way stops).
        <Fragment key={JSON.stringify(request)}>
          <ExportPanel
            request={request}
            filters={filters}
            source={source}
            notesAllowed={canExportNotes(user.role)}
          />
          <ApplicationResults request={request} source={source} place={place} onPlace={turn} />
        </Fragment>
      )}
    </main>
  );
}

/** A new page starts at the top of the list, not where the Next button was. */
function turnPage(turn: () => void) {
  turn();
  document.getElementById('main')?.scrollIntoView?.({ block: 'start' });
}

type ResultsProps = {
  request: ListRequest;
  source: ListSource;
  place: PagePlace;
  onPlace: (place: PagePlace) => void;
};

/** Why nothing is shown: nothing matched the search or the filters, nothing waits, or nothing yet. */
function emptyMessage(request: ListRequest): string {
  if (request.plan.type !== 'all') return 'admin.lists.noMatches';
  if (request.agent || request.assignee !== undefined) return 'admin.lists.noFilterMatches';
  if (request.view === 'attention') return 'admin.lists.attentionEmpty';
  return request.status || request.payment ? 'admin.lists.noFilterMatches' : 'admin.lists.empty';
}

function ApplicationResults({ request, source, place, onPlace }: ResultsProps) {
  const { t } = useTranslation();
  const user = useStaffUser();
  const pages = useApplicationPages(request, source, place, onPlace);
  useKeptScroll(!pages.loading && !pages.error);
  const head = useAnsweredFirst(request, pages.pageIndex === 0, source);
  // A table at a desk, cards on a phone; an application opened from either comes back to this list.
  const wide = useWideScreen();
  const origin = listOrigin(useLocation());
  const confirmAndDelete = useDeleteApplication(request.kind);
  const take = useTakeApplication(request.kind);
  const { pathname } = useLocation();

  if (pages.error) {
    return (
      <RetryNotice message="admin.lists.loadFailed" retryLabel="admin.lists.retry" onRetry={pages.retry} />
    );
  }
  if (pages.loading) {
    return (
      <p className="list-loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  const rows = answeredFirst(head, pages.rows);
  if (rows.length === 0 && pages.pageIndex === 0) {
    return (
      <p className="notice" role="status">
        {t(emptyMessage(request))}
      </p>
    );
  }
  // A deleted application leaves the list through its listener, like anyone else's change; the
  // listener keeps each row's version current, which the delete names.
  const versionOf = (id: string) => {
    const row = rows.find((shown) => shown.id === id);
    return row ? storedVersion(row.data) : undefined;
  };
  // Taken, the row says who has it through its listener; a refusal is said on a line of the list.
  const takeFromRow = async (id: string) => {
    const row = rows.find((shown) => shown.id === id);
    if (!row) return;
    const outcome = await take(id, storedVersion(row.data), storedAssignee(row.data));
    if (outcome.type === 'changed')
      say({ text: t('errors.application.changed'), on: pathname, failed: true });
    if (outcome.type === 'failed') say({ text: t(outcome.reason), on: pathname, failed: true });
  };
  const onTake = (id: string) => void takeFromRow(id);
  const onDelete = canDeleteApplications(user.role)
    ? (id: string) => void confirmAndDelete(id, versionOf(id))
    : undefined;
  const actions: ListActions = { kind: request.kind, onDelete, onTake, origin };
  const label = t(serviceLabels(request.kind).listTitle);
  const flagOf = (row: ApplicationRow) => (
    <DuplicateFlag kind={request.kind} row={row} find={source.hasDuplicates} />
  );
  return (
    <>
      {wide ? (
        <ApplicationTable {...actions} rows={rows} label={label} flagOf={flagOf} />
      ) : (
        <ul className="card-grid" aria-label={label}>
          {rows.map((row) => (
            <li key={row.id}>
              <ApplicationCard
                {...actions}
                id={row.id}
                summary={summarizeApplication(request.kind, row.data)}
                flag={flagOf(row)}
              />
            </li>
          ))}
        </ul>
      )}
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
