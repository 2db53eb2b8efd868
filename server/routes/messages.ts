import { Router } from 'express';
import type { NotificationResendAnswer, NotificationsAnswer } from '#domain/notifications';
import { applicationTarget } from '../applications/target.ts';
import type { FirebaseServices } from '../firebase.ts';
import type { Guards } from '../http/guards.ts';
import { requireStaff } from '../http/requireStaff.ts';
import { listMessages } from '../notifications/listMessages.ts';
import { resendMessage } from '../notifications/resendMessage.ts';

/**
 * The messages sent to an application's applicant, for staff, and a resend that queues a copy of
 * one (server/notifications/resendMessage.ts), at most so many by one staff member
 * (limits.staffResends).
 */
export function messagesRouter(firebase: FirebaseServices, { limits }: Guards) {
  const { db } = firebase;
  const router = Router();
  const staffOnly = requireStaff(firebase);
  const base = '/applications/:kind/:id/messages';

  /** GET …/messages → 200 {messages}, newest first. */
  router.get(base, staffOnly, async (req, res) => {
    const messages = await listMessages(db, applicationTarget(db, req.params));
    res.json({ messages } satisfies NotificationsAnswer);
  });

  /** POST …/messages/:messageId/resend → 201 {message}: a new message with the same words. */
  router.post(`${base}/:messageId/resend`, staffOnly, limits.staffResends, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const message = await resendMessage(db, target, req.params.messageId);
    res.status(201).json({ message } satisfies NotificationResendAnswer);
  });

  return router;
}
