import { APPLICATIONS } from '#domain/applications';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import type { RequestItem } from '#domain/requests';
import { translated } from '../i18n.ts';

// Said by the message that asks and by its reminders alike.
/** What the request asks, as its items are named on the staff's page, in the applicant's language. */
export function askedIn(lang: AppLanguage, kind: ApplicationKind, items: RequestItem[]) {
  const labels = APPLICATIONS[kind].fieldLabels as Record<string, string>;
  const names = items.map((item) => {
    if (item.type === 'otherDocument') return item.name;
    const label = labels[item.field];
    return label ? translated(lang, label) : item.field;
  });
  return ` ${names.join(', ')}.`;
}
