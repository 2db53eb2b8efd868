import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffMember } from '#domain/assignment';
import type { ApplicationKind } from '#domain/kinds';
import { StaffUserContext } from '../common/staffUser';
import { adminAnswerPath, adminDetailPath, type ListOrigin } from '../common/routes';

/** What a list lets staff do with each of its applications, card or table row alike. */
export type ListActions = {
  kind: ApplicationKind;
  /** Absent for staff who may not delete (only admins do). */
  onDelete?: (id: string) => void;
  /** "Take it": absent where the list offers none; not shown on one the signed-in member has. */
  onTake?: (id: string) => void;
  /** The list it is in, for the application's "Back to the list". */
  origin?: ListOrigin;
};

type Props = ListActions & {
  id: string;
  /** The id of what names the application (its heading or row header): each button says whose it is. */
  describedBy: string;
  /** Who has it; null for nobody. */
  assignee?: StaffMember | null;
  /** Its applicant has answered staff's request: the application opens at the answer. */
  answered?: boolean;
};

/** "Take it", where the list offers it and the signed-in member does not have the application already. */
export function TakeButton({
  id,
  describedBy,
  onTake,
  assignee,
}: Pick<Props, 'id' | 'describedBy' | 'onTake' | 'assignee'>) {
  const { t } = useTranslation();
  const me = useContext(StaffUserContext);
  if (!onTake || assignee?.uid === me?.uid) return null;
  return (
    <button
      type="button"
      className="button secondary"
      onClick={() => onTake(id)}
      aria-describedby={describedBy}
    >
      {t('admin.lists.take')}
    </button>
  );
}

/** What staff can do with an application of a list, card or table row alike: open it, take it, delete it. */
export function RowActions({ kind, id, describedBy, onDelete, onTake, assignee, origin, answered }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Link
        className="button primary"
        to={answered ? adminAnswerPath(kind, id) : adminDetailPath(kind, id)}
        state={origin}
        aria-describedby={describedBy}
      >
        {t('admin.lists.manage')}
      </Link>
      <TakeButton id={id} describedBy={describedBy} onTake={onTake} assignee={assignee} />
      {onDelete && (
        <button
          type="button"
          className="button danger"
          onClick={() => onDelete(id)}
          aria-describedby={describedBy}
        >
          {t('admin.lists.delete')}
        </button>
      )}
    </>
  );
}
