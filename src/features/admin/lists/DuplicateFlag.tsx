import { useTranslation } from 'react-i18next';
import type { ApplicationKind } from '#domain/kinds';
import { useFetch } from '#lib/fetching';
import type { ApplicationRow } from './api/applicationsQuery';
import type { ListSource } from './useApplicationPages';

type Props = { kind: ApplicationKind; row: ApplicationRow; find: ListSource['hasDuplicates'] };

/** Asked once per application shown, and again when the list is opened again; not on every focus. */
const ONCE = { revalidateOnFocus: false };

/**
 * "Possible duplicate" on an application another unfinished one of its service shares a phone or
 * id number with (domain/duplicates.ts); nothing otherwise, nor while it is being checked or when
 * the check fails (the application's page says so). Its place is kept by the card and the table,
 * so the list does not move when it appears.
 */
export function DuplicateFlag({ kind, row, find }: Props) {
  const { t } = useTranslation();
  const { data } = useFetch(
    find ? (['admin.list.duplicates', kind, row.id] as const) : null,
    () => find!(kind, row),
    ONCE,
  );
  if (!data) return null;
  return <span className="duplicate-flag">{t('admin.lists.duplicates.flag')}</span>;
}
