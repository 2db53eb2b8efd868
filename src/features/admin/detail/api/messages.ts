import type { ApplicationKind } from '#domain/kinds';
import type { NotificationResendAnswer, NotificationsAnswer, NotificationView } from '#domain/notifications';
import { apiFetch } from '#lib/api';
import { applicationPath, asStaff } from './processing';

/** The messages sent to the applicant about this application, newest first. */
export async function fetchMessages(kind: ApplicationKind, id: string): Promise<NotificationView[]> {
  const answer = await apiFetch<NotificationsAnswer>(`${applicationPath(kind, id)}/messages`, {
    headers: await asStaff(),
  });
  return answer.messages;
}

/** Queues a copy of one message (refused with `notification.busy` while it is on its way). */
export async function resendMessage(
  kind: ApplicationKind,
  id: string,
  messageId: string,
): Promise<NotificationView> {
  const url = `${applicationPath(kind, id)}/messages/${encodeURIComponent(messageId)}/resend`;
  const answer = await apiFetch<NotificationResendAnswer>(url, {
    method: 'POST',
    headers: await asStaff(),
    json: {},
  });
  return answer.message;
}
