import type { Auth } from 'firebase-admin/auth';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { AGENCY_NAME, CONTACT } from '#domain/agency';
import { APP_LANGUAGES, LANGUAGE_PARAM, type AppLanguage } from '#domain/kinds';
import { translated } from '../i18n.ts';
import { appLink, type Email } from './compose.ts';
import { MAIL } from './records.ts';

/**
 * What the email says to an agent: who they are, their number, the link to set a password, where
 * they sign in afterwards, and the language they are written to (said first).
 */
export type AgentAccountFacts = {
  name: string;
  aan: string;
  link: string;
  lang: AppLanguage;
  publicUrl: string;
};

/** The app's sign-in page, in the agent's language: where they sign in once they have a password. */
export const agentSignInAddress = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/login`;

/**
 * A link to choose a password for the account of `email`: Firebase's action page in the agent's
 * language (`lang`), whose Continue comes back to the app's sign-in page in that language. It
 * works for about an hour; an admin's "Send a new link", or /reset-password, gives another.
 */
export async function passwordLinkFor(auth: Auth, email: string, lang: AppLanguage, publicUrl: string) {
  const link = new URL(
    await auth.generatePasswordResetLink(email, { url: appLink(publicUrl, '/login', lang) }),
  );
  link.searchParams.set(LANGUAGE_PARAM, lang);
  return link.toString();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The email that opens a new agent's account: their AAN, a link to choose their password (a
 * Firebase password-reset link, so nobody else ever knows it) and the address they sign in at. It
 * says everything in the agent's language first (Kiswahili unless an admin set English), then in
 * the other, from the same translations as the applicants' emails (notifications.email.*.agentAccount).
 */
export function composeAgentAccountEmail({
  name,
  aan,
  link,
  lang: first,
  publicUrl,
}: AgentAccountFacts): Email {
  const signIn = agentSignInAddress(publicUrl);
  const reset = `${publicUrl.replace(/\/+$/, '')}/reset-password`;
  const languages = [first, ...APP_LANGUAGES.filter((lang) => lang !== first)];
  const parts = languages.map((lang) => {
    const say = (key: string, values: Record<string, string> = {}) =>
      translated(lang, `notifications.email.${key}`, { name, aan, signIn, reset, ...values });
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
    html: `<!doctype html><html lang="${first}"><body>\n${html}\n</body></html>`,
  };
}

/** The mail document of an agent's account email: one per agent number, never sent twice. */
export const agentAccountMail = (db: Firestore, aan: string): DocumentReference =>
  db.collection(MAIL).doc(`agent-${aan}-account`);

/** The mail document of a new link an admin sent, one per sending (`at`, milliseconds). */
export const agentNewLinkMail = (db: Firestore, aan: string, at: number): DocumentReference =>
  db.collection(MAIL).doc(`agent-${aan}-link-${at}`);

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
