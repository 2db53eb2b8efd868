import { AGENCY_NAME, CONTACT } from '#domain/agency';
import { formatDate, formatWholeNumber } from '#domain/format';
import { applicationKindLabels, type AppLanguage, type ApplicationKind } from '#domain/kinds';
import { translated } from '../i18n.ts';
import { agentLink, escapeHtml, type Email } from './compose.ts';

/** An application of the agent's still to be paid, as the summary lists it. */
export type UnpaidApplication = { kind: ApplicationKind; reference: string; createdAt: number };

/**
 * An agent's week as their Monday email tells it: what happened in the seven days from `from` to
 * `to` (milliseconds, `to` excluded), and what waits now, with the newest unpaid applications.
 */
export type AgentSummary = {
  name: string;
  aan: string;
  lang: AppLanguage;
  from: number;
  to: number;
  received: number;
  paid: number;
  completed: number;
  actionNeeded: number;
  unpaid: number;
  newestUnpaid: UnpaidApplication[];
};

const DAY_MS = 86_400_000;

/**
 * The weekly email: the week's counts, the applications not paid yet (the newest ones, and how
 * many more), and the link to the agent's clients page, in the agent's language; signed like the
 * applicants' emails.
 */
export function composeAgentSummary(summary: AgentSummary, publicUrl: string): Email {
  const { lang } = summary;
  const say = (key: string, values: Record<string, string> = {}) =>
    translated(lang, `notifications.email.agentSummary.${key}`, values);
  const counted = (key: string, count: number) => say(key, { count: formatWholeNumber(count, lang) });
  // The last day the week covers: `to` is the first instant after it.
  const dates = { from: formatDate(summary.from, lang), to: formatDate(summary.to - DAY_MS, lang) };
  const link = agentLink(publicUrl, lang);

  const counts = [
    counted('received', summary.received),
    counted('paid', summary.paid),
    counted('completed', summary.completed),
    counted('actionNeeded', summary.actionNeeded),
    counted('unpaid', summary.unpaid),
  ];
  const unpaid = summary.newestUnpaid.map(({ kind, reference, createdAt }) =>
    say('unpaidItem', {
      reference,
      service: translated(lang, applicationKindLabels[kind]),
      date: formatDate(createdAt, lang),
    }),
  );
  const more = summary.unpaid - summary.newestUnpaid.length;
  if (more > 0) unpaid.push(counted('more', more));

  const greeting = say('greeting', { name: summary.name });
  const intro = say('intro', { ...dates, aan: summary.aan });
  const action = say('action');
  const contact = translated(lang, 'notifications.email.contact', {
    phone: CONTACT.phone,
    email: CONTACT.salesEmail,
  });
  const office = [translated(lang, 'home.office.street'), translated(lang, 'home.office.city')];
  const signature = [AGENCY_NAME, ...office].join(', ');

  const bullets = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
  const list = (lines: string[]) =>
    `<ul>\n${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}\n</ul>`;
  const text = [
    greeting,
    intro,
    bullets(counts),
    ...(unpaid.length > 0 ? [bullets(unpaid)] : []),
    `${action}: ${link}`,
    contact,
    signature,
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    list(counts),
    ...(unpaid.length > 0 ? [list(unpaid)] : []),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(contact)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return {
    subject: say('subject', dates),
    text,
    html: `<!doctype html><html lang="${lang}"><body>\n${html}\n</body></html>`,
  };
}
