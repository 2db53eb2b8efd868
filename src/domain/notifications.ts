// Messages to applicants, and to their agents: what happened (the event), how it went out (the
// channel) and how far it got (the state). Written only by the API (server/notifications/); staff
// read them through the API on the detail page. Clients never reach the records (firestore.rules).
import * as z from 'zod/mini';
import { APPLICATION_KINDS, type ApplicationKind } from './kinds.js';
import { applicationStatusOptions, type ApplicationStatus } from './meta.js';
import { optionList } from './options.js';

export const notificationEventOptions = optionList('notificationEvent', [
  'received',
  'paid',
  'paymentFailed',
  'statusChanged',
  'requestReminder',
  'resultReady',
  'deletionGranted',
  'deletionRefused',
  'agentActionNeeded',
  'agentResultReady',
]);
export type NotificationEvent = (typeof notificationEventOptions.values)[number];

/**
 * What the agent whose AAN an application carries is told, by SMS: that it needs action (staff set
 * it, or asked for more), or that its documents are ready. Their link opens their clients page.
 */
export const AGENT_EVENTS = ['agentActionNeeded', 'agentResultReady'] as const;
export type AgentEvent = (typeof AGENT_EVENTS)[number];
/** What the applicant is told, in the language they applied in, with a link to Track. */
export type ApplicantEvent = Exclude<NotificationEvent, AgentEvent>;

export const isAgentEvent = (event: NotificationEvent): event is AgentEvent =>
  (AGENT_EVENTS as readonly string[]).includes(event);

export const notificationChannelOptions = optionList('notificationChannel', ['sms', 'email']);
export type NotificationChannel = (typeof notificationChannelOptions.values)[number];

/**
 * `queued` waits for its turn (or its next try, or the next day's SMS budget), `sending` is with
 * the provider now, `sent` was taken by the provider, `delivered` reached the phone or mailbox
 * (where the provider tells), `failed` will not be tried again unless staff resend it, and `held`
 * was kept back by a bound on SMS (its `limitedBy`) and is sent only if staff resend it;
 * `cancelled` was overtaken before its turn came (its `overtakenBy`): what it tells of has changed
 * since, so it is never sent. The last four are finished: a later message to the same person may go.
 */
export const notificationStateOptions = optionList('notificationState', [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'held',
  'cancelled',
]);
export type NotificationState = (typeof notificationStateOptions.values)[number];

/**
 * The bounds on what SMS can cost the agency, which stop or delay a message: `numberDaily`, its
 * phone number has had the day's "received" SMS already (the message is held); `dailyBudget`, the
 * day's SMS budget is spent (the message waits, queued, for the next day's).
 */
export const NOTIFICATION_LIMITS = ['numberDaily', 'dailyBudget'] as const;
export type NotificationLimit = (typeof NOTIFICATION_LIMITS)[number];

/**
 * What overtook a message before it was sent, so that it never will be: a later change to the
 * application (`status` is where it stands now: a new status, or a new message to the applicant),
 * the applicant's answer to the request it tells of, staff's decision on that answer, the request's
 * withdrawal (the application moved on), the failed payment confirmed as paid after all, or the
 * paid payment given back.
 */
export const OVERTAKING_EVENTS = [
  'statusChange',
  'requestAnswered',
  'requestDecided',
  'requestWithdrawn',
  'paymentConfirmed',
  'paymentReversed',
] as const;
export type OvertakingEvent = (typeof OVERTAKING_EVENTS)[number];
export type Overtaking = { by: OvertakingEvent; status?: ApplicationStatus };

/** What overtook a message about a request now in `state` (stored, or undefined when it is gone). */
export function requestOvertaking(state: unknown): Overtaking | undefined {
  switch (state) {
    case 'open':
      return undefined;
    case 'answered':
      return { by: 'requestAnswered' };
    case 'accepted':
    case 'askedAgain':
      return { by: 'requestDecided' };
    default:
      return { by: 'requestWithdrawn' };
  }
}

/** Retries with backoff end this long after a message was queued; then it is marked failed. */
export const RETRY_WINDOW_MS = 60 * 60_000;
const FIRST_RETRY_MS = 15_000;
const LONGEST_WAIT_MS = 10 * 60_000;

/** How long to wait before try number `attempt + 1`: 15 s, 30 s, 1 min… at most 10 minutes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_WAIT_MS);
}

/**
 * The id of an event's message on a channel: the same for every writer that sees the event, so a
 * second sighting (a repeated trigger, a replayed listener) finds the first and writes nothing.
 * `occasion` tells apart events that may happen more than once (each payment attempt, each status change).
 */
export function notificationId(
  application: { kind: ApplicationKind; id: string },
  event: NotificationEvent,
  channel: NotificationChannel,
  occasion?: string,
): string {
  return [application.kind, application.id, event, occasion, channel].filter(Boolean).join('-');
}

/** A message as the API shows it to staff (GET /api/applications/:kind/:id/messages). */
export const notificationViewSchema = z.object({
  id: z.string(),
  kind: z.enum(APPLICATION_KINDS),
  applicationId: z.string(),
  event: z.enum(notificationEventOptions.values),
  channel: z.enum(notificationChannelOptions.values),
  /** The phone number or email address it went to; absent once retention removed it. */
  to: z.optional(z.string()),
  state: z.enum(notificationStateOptions.values),
  attempts: z.number(),
  /** Why it failed, or why its last try did, in the provider's words. */
  error: z.optional(z.string()),
  /** The bound that holds it back, or makes it wait. */
  limitedBy: z.optional(z.enum(NOTIFICATION_LIMITS)),
  /** What overtook it (state `cancelled`): it was not sent. */
  overtakenBy: z.optional(
    z.object({
      by: z.enum(OVERTAKING_EVENTS),
      status: z.optional(z.enum(applicationStatusOptions.values)),
    }),
  ),
  /** It waits for an earlier message to the same person to be finished first. */
  waitsForEarlier: z.optional(z.boolean()),
  /** The text of an SMS, or the subject of an email. */
  summary: z.string(),
  /** The message this one sends again, when staff resent one. */
  resendOf: z.optional(z.string()),
  /**
   * When the SMS provider's delivery report said the phone has it (state `delivered`) or will not
   * get it (`failed`, and `error` is the network's reason).
   */
  deliveryReportedAt: z.optional(z.iso.datetime()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type NotificationView = z.output<typeof notificationViewSchema>;

export type NotificationsAnswer = { messages: NotificationView[] };
export type NotificationResendAnswer = { message: NotificationView };

/**
 * How many times staff may send one message again (its copies' copies included): enough for a
 * phone that was off or a full mailbox, not enough to make the agency text someone over and over.
 * The refusal's texts (errors.notification.resendLimit) say "three".
 */
export const MAX_RESENDS = 3;

/** A message that is not on its way already may be sent again by staff (a held one too). */
export const canResend = (state: NotificationState) => state !== 'queued' && state !== 'sending';

/** A message staff may send again: finished, and its address still held (retention removes it). */
export const resendable = (message: Pick<NotificationView, 'state' | 'to'>) =>
  canResend(message.state) && message.to !== undefined;

/** One that waits for the next day's SMS budget: on its way, but not within seconds. */
export const waitsForBudget = (message: Pick<NotificationView, 'state' | 'limitedBy'>) =>
  message.state === 'queued' && message.limitedBy === 'dailyBudget';
