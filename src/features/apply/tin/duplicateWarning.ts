import type { TFunction } from 'i18next';
import { firstAndLastName } from '#domain/identity';
import { tinIdentity, type TinApplication } from '#domain/kinds/tin';
import { showWarning } from '#lib/dialogs';
import { hasDuplicateName } from './api/checkDuplicate';

/**
 * Before saving, warn when the names are known already; after OK the application is still saved.
 * Never throws, so the caller always goes on to save.
 */
export async function warnIfDuplicate(data: TinApplication, t: TFunction): Promise<void> {
  const names = firstAndLastName(tinIdentity, data);
  if (!names) return;
  let duplicate: boolean;
  try {
    duplicate = await hasDuplicateName(names);
  } catch {
    // The check only saves staff double work; when it cannot answer (offline, API down or slow)
    // the applicant must still be able to apply, so the application is saved without it.
    return;
  }
  if (duplicate) await showWarning(t('tin.duplicateTitle'), t('tin.duplicateText'));
}
