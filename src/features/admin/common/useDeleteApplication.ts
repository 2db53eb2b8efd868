import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { versionHeaders, type ApplicationChange } from '#domain/assignment';
import type { ApplicationKind } from '#domain/kinds';
import { apiFetch } from '#lib/api';
import { confirmDanger } from '#lib/dialogs';
import { say } from '#lib/said';
import { changesOf } from './changesOf';
import { ADMIN_LIST_PATHS } from './routes';

const tokenLazily = async () => (await import('./api/staffToken')).staffIdToken();

/**
 * DELETE /api/applications/{kind}/{id} as the signed-in staff member; with the application's
 * `version` the page showed, refused if someone changed it since.
 */
export async function deleteApplicationRequest(
  kind: ApplicationKind,
  id: string,
  idToken: () => Promise<string> = tokenLazily,
  version?: number,
) {
  const token = await idToken();
  await apiFetch(`/api/applications/${kind}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}`, ...versionHeaders(version) },
  });
}

/**
 * Deleting an application: confirm (a decision, so a dialog), delete by id, then say how it went
 * on a line of the screen (lib/said.ts): a failure where it was asked, a deletion on the service's
 * list, where the application's page goes back to. Resolves true when the application is gone,
 * false when the user cancelled or the delete failed (already reported). `version` is the one the
 * screen showed; when someone changed the application since, `onChanged` is given what changed
 * (the screen shows it), or without one the line says so.
 */
export function useDeleteApplication(kind: ApplicationKind, request = deleteApplicationRequest) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return useCallback(
    async (
      id: string,
      version?: number,
      onChanged?: (changes: ApplicationChange[]) => void,
    ): Promise<boolean> => {
      const confirmed = await confirmDanger({
        title: t('admin.delete.confirmTitle'),
        text: t('admin.delete.confirmText'),
        confirmText: t('admin.delete.confirm'),
        cancelText: t('admin.delete.cancel'),
      });
      if (!confirmed) return false;
      try {
        await request(kind, id, undefined, version);
      } catch (error) {
        const changes = changesOf(error);
        if (changes && onChanged) {
          onChanged(changes);
          return false;
        }
        const why = changes ? t('errors.application.changed') : t('admin.delete.failedText');
        say({
          text: `${t('admin.delete.failedTitle')} ${why}`,
          on: pathname,
          failed: true,
        });
        return false;
      }
      say({
        text: `${t('admin.delete.doneTitle')} ${t('admin.delete.doneText')}`,
        on: ADMIN_LIST_PATHS[kind],
      });
      return true;
    },
    [kind, request, t, pathname],
  );
}
