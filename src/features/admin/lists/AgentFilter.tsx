import { useTranslation } from 'react-i18next';
import { READ_ONCE, useFetch } from '#lib/fetching';
import type { AgentName } from './agentNames';
import type { Filters } from './listView';

type Props = {
  kind: string;
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** Reads every agent's AAN and name (the list's source). */
  load: () => Promise<AgentName[]>;
  /**
   * Whether the filters were reached (a pointer over them, the keyboard's focus in them): the agents
   * are read only then, not with the list, unless one is chosen already, to be named at once.
   */
  reached: boolean;
};

/**
 * "Agent": every agent's applications, or one agent's, chosen by name and AAN. Applies at once, in
 * either view, with the other filters. The agents are read only when wanted; until then the
 * select offers all agents and the agent already chosen, by their AAN.
 */
export function AgentFilter({ kind, filters, onChange, load, reached }: Props) {
  const { t } = useTranslation();
  const wanted = reached || Boolean(filters.agent);
  // Read once in the staff area (its cache outlives a list, FetchScope): an agent added since shows
  // after a reload.
  const agents = useFetch(wanted ? (['admin.agentNames'] as const) : null, () => load(), READ_ONCE);
  const id = `agent-${kind}`;
  const loaded = agents.data ?? [];
  const chosen = filters.agent;
  // An AAN no agent has (an earlier record's, say) is still the filter the address asks for.
  const choices =
    chosen && !loaded.some(({ aan }) => aan === chosen) ? [{ aan: chosen, name: chosen }, ...loaded] : loaded;
  const loading = wanted && agents.data === undefined && agents.error === undefined;
  const failed = agents.data === undefined && agents.error !== undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{t('admin.lists.agentFilter')}</label>
      <select
        id={id}
        value={chosen ?? ''}
        aria-describedby={failed ? `${id}-failed` : undefined}
        onChange={(event) => onChange({ ...filters, agent: event.target.value || undefined })}
      >
        <option value="">{t('admin.lists.allAgents')}</option>
        {choices.map(({ aan, name }) => (
          <option key={aan} value={aan}>
            {name === aan ? aan : t('admin.lists.agentNamed', { name, aan })}
          </option>
        ))}
        {loading && (
          <option value="…" disabled>
            {t('admin.lists.agentsLoading')}
          </option>
        )}
      </select>
      {failed && (
        <p className="field-hint" id={`${id}-failed`}>
          {t('admin.lists.agentsFailed')}
        </p>
      )}
    </div>
  );
}
