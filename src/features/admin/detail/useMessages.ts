import type { ApplicationKind } from '#domain/kinds';
import { canResend, waitsForBudget, type NotificationView } from '#domain/notifications';
import { fetchMessages } from './api/messages';
import { useLoad } from './useLoad';

/** While a message is queued or being sent, the list is read again this often (tab visible only). */
export const MESSAGES_POLL_MS = 3_000;

/**
 * A message still on its way: its state will change within seconds (not one waiting for the next
 * day's SMS budget, which would keep the page reading all day).
 */
const onItsWay = (message: NotificationView) => !canResend(message.state) && !waitsForBudget(message);
const pollWhileOnTheirWay = (messages: NotificationView[]) =>
  messages.some(onItsWay) ? MESSAGES_POLL_MS : 0;

/** The messages sent to the applicant, kept up to date while any of them is on its way. */
export function useMessages(kind: ApplicationKind, id: string) {
  return useLoad(['admin.messages', kind, id], () => fetchMessages(kind, id), pollWhileOnTheirWay);
}
