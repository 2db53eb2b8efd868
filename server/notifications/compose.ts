import { CONTACT, AGENCY_NAME } from '#domain/agency';
import { formatDate } from '#domain/format';
import { applicationKindLabels, LANGUAGE_PARAM, type AppLanguage } from '#domain/kinds';
import { applicantStatusLabels } from '#domain/meta';
import { formatTsh } from '#domain/money';
import { isAgentEvent, type AgentEvent } from '#domain/notifications';
import type { NeedView } from '#domain/agentClients';
import { clipGsm7, gsm7Length, SMS_MAX_LENGTH, toGsm7 } from '#domain/sms';
import { translated } from '../i18n.ts';
import type { NotificationRecord } from './records.ts';

type Composable = Pick<NotificationRecord, 'kind' | 'reference' | 'event' | 'lang' | 'facts'>;

export type Email = { subject: string; text: string; html: string };

/**
 * A link to a screen of the app, in the language the applicant applied in: `?lang=` (last, so the
 * screen's own parameters read first), which the app applies on arrival and remembers as their
 * choice (src/lib/i18n.ts), so a Kiswahili SMS never opens an English page. Every link a message
 * carries is made here.
 */
export function appLink(
  publicUrl: string,
  path: string,
  lang: AppLanguage,
  params: Record<string, string> = {},
) {
  const query = new URLSearchParams({ ...params, [LANGUAGE_PARAM]: lang });
  return `${publicUrl.replace(/\/+$/, '')}${path}?${query.toString()}`;
}

/** Where the applicant follows the application from any device: Track, with the reference filled in. */
export function trackLink(publicUrl: string, reference: string, lang: AppLanguage) {
  return appLink(publicUrl, '/track', lang, { reference });
}

/** Where an agent follows their clients' applications: their clients page, once signed in. */
export function agentLink(publicUrl: string, lang: AppLanguage) {
  return appLink(publicUrl, '/agent', lang);
}

/** The view of My clients an agent's SMS opens on: the need it tells of. */
const AGENT_EVENT_VIEWS: Record<AgentEvent, NeedView> = {
  agentActionNeeded: 'actionNeeded',
  agentResultReady: 'resultsReady',
};

/**
 * Where an agent's SMS about one client leads: My clients, in the view of what it tells of,
 * searched for the application's reference, so the client's card is the one shown.
 */
export function clientLink(publicUrl: string, event: AgentEvent, reference: string, lang: AppLanguage) {
  return appLink(publicUrl, '/agent', lang, { view: AGENT_EVENT_VIEWS[event], q: reference });
}

/** The words every template of `message` may use, in its language. */
function wordsOf(message: Composable, publicUrl: string) {
  const { lang, facts } = message;
  return {
    reference: message.reference,
    service: translated(lang, applicationKindLabels[message.kind]),
    amount: facts.amount === undefined ? '' : formatTsh(facts.amount, lang),
    status: facts.status ? translated(lang, applicantStatusLabels[facts.status]) : '',
    // As the applicant reads a date ("14 Mar 2026"), like the message that asked them.
    date: facts.replyBy ? formatDate(facts.replyBy, lang) : '',
    link: isAgentEvent(message.event)
      ? clientLink(publicUrl, message.event, message.reference, lang)
      : trackLink(publicUrl, message.reference, lang),
  };
}

/** A status change that waits for the applicant: told as that, to them, not as a status name. */
const waitsForApplicant = ({ event, facts }: Composable) =>
  event === 'statusChanged' && facts.status === 'action_needed';

/**
 * The SMS's template: its event's, except that one waiting for the applicant's answer says so and,
 * for a request, what it asks and by when (the date in the template, so cutting never loses it).
 */
function smsTemplate(message: Composable): string {
  if (!waitsForApplicant(message)) return message.event;
  return message.facts.asked && message.facts.replyBy ? 'waitingForAnswerBy' : 'waitingForAnswer';
}

/**
 * The SMS for `message`: plain GSM-7, and never more than two parts. Only its free text can make it
 * long, what a request asks or the staff's message: it is cut to what is left (the email carries
 * the staff's message whole).
 */
export function composeSms(message: Composable, publicUrl: string): string {
  const words = wordsOf(message, publicUrl);
  const template = smsTemplate(message);
  const key = `notifications.sms.${template}`;
  const bare = toGsm7(translated(message.lang, key, { ...words, message: '' }));
  const { asked, applicantMessage } = message.facts;
  // A request's own message repeats its date: the template says it already.
  const said = template === 'waitingForAnswerBy' ? asked : (applicantMessage ?? asked);
  const freeText = toGsm7(said ?? '');
  if (!freeText) return clipGsm7(bare, SMS_MAX_LENGTH);
  const room = SMS_MAX_LENGTH - gsm7Length(bare) - 1;
  const clipped = clipGsm7(freeText, room);
  return toGsm7(translated(message.lang, key, { ...words, message: clipped ? ` ${clipped}` : '' }));
}

/** Text as HTML shows it: each of & < > " ' written as its character reference. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The email for `message`: subject, plain text and HTML, signed with the agency's contact details. */
export function composeEmail(message: Composable, publicUrl: string): Email {
  const { lang } = message;
  const event = waitsForApplicant(message) ? 'waitingForAnswer' : message.event;
  const words = wordsOf(message, publicUrl);
  const say = (key: string, values: Record<string, string> = {}) =>
    translated(lang, `notifications.email.${key}`, { ...words, ...values });
  const staffText = message.facts.applicantMessage?.trim();
  const office = {
    street: translated(lang, 'home.office.street'),
    city: translated(lang, 'home.office.city'),
  };
  const paragraphs = [say(`body.${event}`), ...(staffText ? [`${say('staffMessage')}\n${staffText}`] : [])];
  const action = say(`action.${event}`);
  const contact = say('contact', { phone: CONTACT.phone, email: CONTACT.salesEmail });
  const signature = [AGENCY_NAME, office.street, office.city].join(', ');

  const text = [say('greeting'), ...paragraphs, `${action}: ${words.link}`, contact, signature].join('\n\n');
  const html = [
    `<p>${escapeHtml(say('greeting'))}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    `<p><a href="${escapeHtml(words.link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(contact)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return {
    subject: say(`subject.${event}`),
    text,
    html: `<!doctype html><html lang="${lang}"><body>\n${html}\n</body></html>`,
  };
}
