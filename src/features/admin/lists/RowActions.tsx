import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationKind } from '#domain/kinds';
import { adminAnswerPath, adminDetailPath, type ListOrigin } from '../common/routes';

type Props = {
  kind: ApplicationKind;
  id: string;
  /** The id of what names the application (its heading or row header): each button says whose it is. */
  describedBy: string;
  /** Absent for staff who may not delete (only admins do). */
  onDelete?: (id: string) => void;
  /** The list it is in, for the application's "Back to the list". */
  origin?: ListOrigin;
  /** Its applicant has answered staff's request: the application opens at the answer. */
  answered?: boolean;
};

/** What staff can do with an application of a list, card or table row alike: open it, delete it. */
export function RowActions({ kind, id, describedBy, onDelete, origin, answered }: Props) {
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
