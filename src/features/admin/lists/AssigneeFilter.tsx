import { useTranslation } from 'react-i18next';
import type { StaffMember } from '#domain/assignment';
import { READ_ONCE, useFetch } from '#lib/fetching';
import { useStaffUser } from '../common/staffUser';
import { NOBODY, type Filters } from './listView';

type Props = {
  kind: string;
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** Reads every staff member (the list's source). */
  load: () => Promise<StaffMember[]>;
  /**
   * Whether the filters were reached: the staff are read only then, not with the list, unless one
   * person's are chosen already, to be named at once.
   */
  reached: boolean;
};

/**
 * "Assigned to": anyone's, Mine, Nobody's, or one staff member's. Applies at once, in either view,
 * with the other filters. The staff are read only when wanted; Mine and Nobody's need no read.
 */
export function AssigneeFilter({ kind, filters, onChange, load, reached }: Props) {
  const { t } = useTranslation();
  const me = useStaffUser();
  const wanted = reached || Boolean(filters.assignee);
  // Read once in the staff area, as the agents are (AgentFilter.tsx).
  const staff = useFetch(wanted ? (['admin.staffNames'] as const) : null, () => load(), READ_ONCE);
  const id = `assignee-${kind}`;
  const chosen = filters.assignee === null ? NOBODY : (filters.assignee ?? '');
  const others = (staff.data ?? []).filter((member) => member.uid !== me.uid);
  // A uid no staff member has (one who left) is still the filter the address asks for.
  const unknown =
    chosen && chosen !== NOBODY && chosen !== me.uid && !others.some(({ uid }) => uid === chosen);
  const choose = (value: string) => {
    const { assignee: _dropped, ...rest } = filters;
    onChange(value === '' ? rest : { ...rest, assignee: value === NOBODY ? null : value });
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t('admin.lists.assigneeFilter')}</label>
      <select id={id} value={chosen} onChange={(event) => choose(event.target.value)}>
        <option value="">{t('admin.lists.anyone')}</option>
        <option value={me.uid}>{t('admin.lists.mine')}</option>
        <option value={NOBODY}>{t('admin.lists.nobodys')}</option>
        {unknown && <option value={chosen}>{chosen}</option>}
        {others.map(({ uid, name }) => (
          <option key={uid} value={uid}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
