import { Router } from 'express';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { SMS_OUTBOX } from '../notifications/sms/sandbox.ts';

const SHOWN = 100;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Addresses in a message become links, so a developer can follow them as the applicant would. */
const linked = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function page(messages: FirebaseFirestore.QueryDocumentSnapshot[]) {
  const items = messages.map((message) => {
    const at = (message.get('at') as Timestamp | undefined)?.toDate().toISOString() ?? '';
    return `<li><p><strong>${escapeHtml(String(message.get('to')))}</strong> <time datetime="${at}">${at}</time></p>
<p class="text">${linked(String(message.get('text')))}</p></li>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>SMS outbox (sandbox)</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem">
<h1>SMS outbox (sandbox)</h1>
<p>The local stack sends no text message: each lands here instead, newest first.</p>
${items.length ? `<ol reversed style="padding-left:1.2rem">${items.join('\n')}</ol>` : '<p>No message yet.</p>'}
</body></html>`;
}

/**
 * The sandbox SMS gateway's outbox, for the developer. Mounted only with the sandbox provider on
 * the local stack (`isLocalStack`): it shows phone numbers, which nobody on the internet may read,
 * and a deployed demo allowed the sandbox still holds real applicants'.
 */
export function sandboxOutboxRouter(db: Firestore) {
  const router = Router();
  router.get('/sandbox/outbox', async (_req, res) => {
    const messages = await db.collection(SMS_OUTBOX).orderBy('at', 'desc').limit(SHOWN).get();
    res.type('html').send(page(messages.docs));
  });
  return router;
}
