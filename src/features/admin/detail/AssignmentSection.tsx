import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '#domain/assignment';
import type { ApplicationKind } from '#domain/kinds';
import { canDeleteApplications } from '#domain/user';
import { apiFailureKey } from '#lib/apiFailure';
import { useFetch } from '#lib/fetching';
import { giveApplication } from '../common/api/assignment';
import { useStaffUser } from '../common/staffUser';
import { useTakeApplication } from '../common/useTakeApplication';
import { fetchStaffMembers } from './api/staff';
import { ChangedNotice } from './ChangedNotice';
import { FailureNotice } from './FailureNotice';
import { useShownVersion } from './shownVersion';

type Props = {
  kind: ApplicationKind;
  id: string;
  /** Who has it, as the page read it; null for nobody. */
  assignee: StaffMember | null;
  /** After a take or a give: the application (who has it, its version) and its history changed. */
  onAssigned: () => void;
};

/**
 * Who has the application, and "Take it" for anyone who does not; one someone else has is taken
 * after a confirmation. Admins give it to a staff member. Opening the page takes nothing.
 */
export function AssignmentSection({ kind, id, assignee, onAssigned }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const me = useStaffUser();
  const stale = useShownVersion();
  const take = useTakeApplication(kind);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const mine = assignee?.uid === me.uid;

  const act = async (action: () => Promise<'done' | 'cancelled'>, said: string) => {
    setFailure(undefined);
    setDone(undefined);
    stale.clear();
    setBusy(true);
    try {
      if ((await action()) === 'done') {
        setDone(said);
        onAssigned();
      }
    } catch (error) {
      if (!stale.caught(error)) setFailure(apiFailureKey(error, 'admin.assign.failed'));
    } finally {
      setBusy(false);
    }
  };

  const takeIt = () =>
    act(async () => {
      const outcome = await take(id, stale.version, assignee);
      if (outcome.type === 'taken') return 'done';
      if (outcome.type === 'changed') stale.changed(outcome.changes);
      if (outcome.type === 'failed') setFailure(outcome.reason);
      return 'cancelled';
    }, 'admin.assign.taken');

  return (
    <section className="detail-section assignment no-print" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin.assign.title')}</h2>
      <p>
        {t('admin.assign.assignedTo')}{' '}
        <strong>
          {assignee
            ? mine
              ? t('admin.assign.you', { name: assignee.name })
              : assignee.name
            : t('admin.assign.nobody')}
        </strong>
      </p>
      {!mine && (
        <button
          type="button"
          className="button primary"
          onClick={() => void takeIt()}
          disabled={busy}
          aria-busy={busy}
        >
          {t('admin.assign.take')}
        </button>
      )}
      {canDeleteApplications(me.role) && (
        <GiveForm
          idPrefix={ids}
          busy={busy}
          onGive={(to) =>
            act(async () => {
              await giveApplication(kind, id, to.uid, stale.version);
              return 'done';
            }, 'admin.assign.given')
          }
        />
      )}
      <p role="status">{done && t(done)}</p>
      <FailureNotice failure={failure} />
      <ChangedNotice changes={stale.changes} />
    </section>
  );
}

/** Admins: a staff member to give the application to, read once the choice is reached. */
function GiveForm({
  idPrefix,
  busy,
  onGive,
}: {
  idPrefix: string;
  busy: boolean;
  onGive: (to: StaffMember) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reached, setReached] = useState(false);
  const [chosen, setChosen] = useState('');
  const staff = useFetch(reached ? (['admin.staffMembers'] as const) : null, () => fetchStaffMembers(), {
    revalidateOnFocus: false,
  });
  const members = staff.data ?? [];
  const give = (event: FormEvent) => {
    event.preventDefault();
    const to = members.find((member) => member.uid === chosen);
    if (to) void onGive(to);
  };
  const selectId = `${idPrefix}-give`;
  return (
    <form
      className="form give-form"
      onSubmit={give}
      onFocus={() => setReached(true)}
      onPointerOver={() => setReached(true)}
    >
      <div className="field">
        <label htmlFor={selectId}>{t('admin.assign.giveTo')}</label>
        <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">
            {t(
              staff.error
                ? 'admin.assign.staffFailed'
                : staff.data
                  ? 'admin.assign.choose'
                  : 'admin.assign.staffLoading',
            )}
          </option>
          {members.map((member) => (
            <option key={member.uid} value={member.uid}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button secondary" disabled={busy || !chosen}>
        {t('admin.assign.give')}
      </button>
    </form>
  );
}
