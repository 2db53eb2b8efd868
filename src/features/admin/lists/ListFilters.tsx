import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationStatusOptions, paymentStatusOptions } from '#domain/meta';
import { optionOf } from '#domain/options';
import type { AgentName } from './agentNames';
import { AgentFilter } from './AgentFilter';
import { AssigneeFilter } from './AssigneeFilter';
import type { StaffMember } from '#domain/assignment';
import { attentionOf, MAX_SEARCH, type Filters } from './listView';

type Props = {
  kind: string;
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** Every agent's AAN and name, for the agent filter (the list's source). */
  loadAgents: () => Promise<AgentName[]>;
  /** Every staff member, for the filter of who has them (the list's source). */
  loadStaff: () => Promise<StaffMember[]>;
};

/**
 * The same filters in the all-applications view: where a search, status or payment choice leads.
 * The agent stays.
 */
const allOf = (filters: Filters): Filters =>
  filters.view === 'all'
    ? filters
    : { view: 'all', q: filters.q, agent: filters.agent, ...assigneeIn(filters) };

/** Who has them, kept from one view to the other. */
const assigneeIn = ({ assignee }: Filters) => (assignee === undefined ? {} : { assignee });

/**
 * What to show (the work queue or all applications), status and payment (all applications only),
 * the agent (either view), and the search box. A select applies at once, the search on submit; a
 * search looks through all applications. The agents' names are read once the filters are reached
 * (a pointer over them, or the keyboard's focus in them), not with the list.
 */
export function ListFilters({ kind, filters, onChange, loadAgents, loadStaff }: Props) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filters.q);
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const searchId = `search-${kind}`;
  const viewId = `view-${kind}`;
  // The filters that name people read their names only once the filters are reached.
  const named = { kind, filters, onChange, reached };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = q.trim();
    onChange(typed ? { ...allOf(filters), q: typed } : { ...filters, q: '' });
  };

  return (
    <form className="list-filters" role="search" onSubmit={submit} onFocus={reach} onPointerOver={reach}>
      <div className="list-selects">
        <div className="field">
          <label htmlFor={viewId}>{t('admin.lists.show')}</label>
          <select
            id={viewId}
            value={filters.view}
            aria-describedby={`${viewId}-hint`}
            onChange={(event) =>
              onChange(
                event.target.value === 'all' ? allOf(filters) : attentionOf(filters.agent, filters.assignee),
              )
            }
          >
            <option value="attention">{t('admin.lists.view.attention')}</option>
            <option value="all">{t('admin.lists.view.all')}</option>
          </select>
        </div>
        {filters.view === 'all' && (
          <>
            <OptionFilter kind={kind} field="status" filters={filters} onChange={onChange} />
            <OptionFilter kind={kind} field="payment" filters={filters} onChange={onChange} />
          </>
        )}
        <AgentFilter {...named} load={loadAgents} />
        <AssigneeFilter {...named} load={loadStaff} />
      </div>
      <div className="field">
        <label htmlFor={searchId}>{t('admin.lists.search')}</label>
        <div className="search-row">
          <input
            id={searchId}
            type="search"
            value={q}
            maxLength={MAX_SEARCH}
            aria-describedby={`${searchId}-hint`}
            onChange={(event) => setQ(event.target.value)}
          />
          <button type="submit" className="button primary">
            {t('admin.lists.searchButton')}
          </button>
          {(filters.q || q) && (
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setQ('');
                onChange({ ...filters, q: '' });
              }}
            >
              {t('admin.lists.clearSearch')}
            </button>
          )}
        </div>
      </div>
      {/*
        What the view and the search do, folded behind one line so that a desk's screen shows ten
        rows and more; each control still has its words as its description, read when it is reached.
      */}
      <details className="list-help">
        <summary>{t('admin.lists.help')}</summary>
        <p className="field-hint" id={`${viewId}-hint`}>
          {t(`admin.lists.viewHint.${filters.view}`)}
        </p>
        <p className="field-hint" id={`${searchId}-hint`}>
          {t('admin.lists.searchHint')}
        </p>
      </details>
    </form>
  );
}

type OptionList = { values: readonly string[]; labels: Record<string, string> };

/** The selects of all applications: the filter each sets, its label and its first option (any). */
const OPTION_FILTERS: Record<'status' | 'payment', { list: OptionList; label: string; any: string }> = {
  status: {
    list: applicationStatusOptions,
    label: 'admin.lists.statusFilter',
    any: 'admin.lists.allStatuses',
  },
  payment: { list: paymentStatusOptions, label: 'admin.lists.paymentFilter', any: 'admin.lists.allPayments' },
};

type OptionFilterProps = {
  kind: string;
  field: keyof typeof OPTION_FILTERS;
  filters: Extract<Filters, { view: 'all' }>;
  onChange: (filters: Filters) => void;
};

/** A select of one option list, "all" first; a value it does not know is none. */
function OptionFilter({ kind, field, filters, onChange }: OptionFilterProps) {
  const { t } = useTranslation();
  const { list, label, any } = OPTION_FILTERS[field];
  const id = `${field}-${kind}`;
  return (
    <div className="field">
      <label htmlFor={id}>{t(label)}</label>
      <select
        id={id}
        value={filters[field] ?? ''}
        // optionOf keeps only a value of this field's own list.
        onChange={(event) => onChange({ ...filters, [field]: optionOf(list, event.target.value) })}
      >
        <option value="">{t(any)}</option>
        {list.values.map((option) => (
          <option key={option} value={option}>
            {t(list.labels[option]!)}
          </option>
        ))}
      </select>
    </div>
  );
}
