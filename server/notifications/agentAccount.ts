import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { AGENCY_NAME, CONTACT } from '#domain/agency';
import { APP_LANGUAGES } from '#domain/kinds';
import { translated } from '../i18n.ts';
import type { Email } from './compose.ts';
import { MAIL } from './records.ts';

/** What the email says to a new agent: who they are, their number, and the link to set a password. */
export type AgentAccountFacts = { name: string; aan: string; link: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The email that opens a new agent's account: their AAN and a link to choose their password (a
 * Firebase password-reset link, so nobody else ever knows it). An agent has chosen no language
 * yet, so it says everything in English, then in Kiswahili, from the same translations as the
 * applicants' emails (notifications.email.*.agentAccount).
 */
export function composeAgentAccountEmail({ name, aan, link }: AgentAccountFacts): Email {
  const parts = APP_LANGUAGES.map((lang) => {
    const say = (key: string, values: Record<string, string> = {}) =>
      translated(lang, `notifications.email.${key}`, { name, aan, ...values });
    const office = [translated(lang, 'home.office.street'), translated(lang, 'home.office.city')];
    return {
      lang,
      subject: say('subject.agentAccount'),
      greeting: say('agentGreeting'),
      body: say('body.agentAccount'),
      action: say('action.agentAccount'),
      contact: say('contact', { phone: CONTACT.phone, email: CONTACT.salesEmail }),
      signature: [AGENCY_NAME, ...office].join(', '),
    };
  });
  const text = parts
    .map((part) =>
      [part.greeting, part.body, `${part.action}: ${link}`, part.contact, part.signature].join('\n\n'),
    )
    .join('\n\n-----\n\n');
  const html = parts
    .map((part) =>
      [
        `<div lang="${part.lang}">`,
        `<p>${escapeHtml(part.greeting)}</p>`,
        `<p>${escapeHtml(part.body)}</p>`,
        `<p><a href="${escapeHtml(link)}">${escapeHtml(part.action)}</a></p>`,
        `<p>${escapeHtml(part.contact)}</p>`,
        `<p>${escapeHtml(part.signature)}</p>`,
        '</div>',
      ].join('\n'),
    )
    .join('\n<hr>\n');
  return {
    subject: parts.map((part) => part.subject).join(' / '),
    text,
    html: `<!doctype html><html lang="en"><body>\n${html}\n</body></html>`,
  };
}

/** The mail document of an agent's account email: one per agent number, never sent twice. */
export const agentAccountMail = (db: Firestore, aan: string): DocumentReference =>
  db.collection(MAIL).doc(`agent-${aan}-account`);

/**
 * Queues the email in `transaction`, with the agent's records, in the mail queue the Trigger Email
 * extension sends from (as the dispatcher hands over applicants' emails): created, never
 * overwritten, so the account and its email are made together or not at all.
 */
export function queueAgentAccountEmail(
  db: Firestore,
  transaction: Transaction,
  to: string,
  facts: AgentAccountFacts,
) {
  const { subject, text, html } = composeAgentAccountEmail(facts);
  transaction.create(agentAccountMail(db, facts.aan), { to, message: { subject, text, html } });
}
