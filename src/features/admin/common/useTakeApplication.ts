import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationChange, StaffMember } from '#domain/assignment';
import type { ApplicationKind } from '#domain/kinds';
import { ApiError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import { confirmDanger } from '#lib/dialogs';
import { takeApplication } from './api/assignment';
import { changesOf } from './changesOf';
import { useStaffUser } from './staffUser';

/** How a take went: the screen shows the changes or the failure (a translation key) itself. */
export type TakeOutcome =
  | { type: 'taken'; version: number }
  | { type: 'cancelled' }
  | { type: 'changed'; changes: ApplicationChange[] }
  | { type: 'failed'; reason: string };

/** Who the API says has it, when it refused a take without confirmation. */
const holderOf = (error: unknown): StaffMember | undefined =>
  error instanceof ApiError && error.code === 'application.assigned'
    ? (error.body as { assignee?: StaffMember }).assignee
    : undefined;

/**
 * "Take it": the signed-in staff member takes the application. One someone else has is taken only
 * after a confirmation naming them (a decision, so a dialog), then sent with `confirm`; should
 * someone take it between the screen's read and the press, the API's refusal names them and the
 * same question is asked.
 */
export function useTakeApplication(kind: ApplicationKind) {
  const { t } = useTranslation();
  const me = useStaffUser();
  const confirmFrom = useCallback(
    (holder: StaffMember) =>
      confirmDanger({
        title: t('admin.assign.confirmTitle'),
        text: t('admin.assign.confirmText', { name: holder.name }),
        confirmText: t('admin.assign.confirm'),
        cancelText: t('admin.assign.cancel'),
      }),
    [t],
  );
  return useCallback(
    async (id: string, version: number, assignee: StaffMember | null): Promise<TakeOutcome> => {
      let confirm = false;
      if (assignee && assignee.uid !== me.uid) {
        if (!(await confirmFrom(assignee))) return { type: 'cancelled' };
        confirm = true;
      }
      try {
        return { type: 'taken', version: (await takeApplication(kind, id, version, confirm)).version };
      } catch (error) {
        const holder = holderOf(error);
        if (holder && !confirm) {
          if (!(await confirmFrom(holder))) return { type: 'cancelled' };
          try {
            return { type: 'taken', version: (await takeApplication(kind, id, version, true)).version };
          } catch (again) {
            return refused(again);
          }
        }
        return refused(error);
      }
    },
    [kind, me.uid, confirmFrom],
  );
}

function refused(error: unknown): TakeOutcome {
  const changes = changesOf(error);
  if (changes) return { type: 'changed', changes };
  return { type: 'failed', reason: apiFailureKey(error, 'admin.assign.failed') };
}
