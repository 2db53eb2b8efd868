/** One text message to one phone; `id` is ours, the same on every try of that message. */
export type SmsRequest = { id: string; to: string; text: string };

/**
 * What a gateway made of a message: taken (`delivered` when it also says the phone has it), or
 * refused. A `permanent` refusal (bad credentials, a number it will never take) is not retried.
 */
export type SmsResult =
  { ok: true; providerId: string; delivered: boolean } | { ok: false; permanent: boolean; error: string };

export type SmsProvider = {
  name: 'sandbox' | 'beem';
  send(message: SmsRequest): Promise<SmsResult>;
};

/**
 * What a gateway's delivery report says of a message it took: it reached the phone; it will not
 * (with the gateway's reason); nothing yet; an answer about another message than the one asked
 * about (`about` names it); or no report, for `error`.
 */
export type DeliveryReport =
  | { outcome: 'delivered' }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'notYetKnown' }
  | { outcome: 'mismatch'; about: string }
  | { outcome: 'error'; error: string };

/** Asks a gateway about one message: the id it gave the message when it took it, and the number. */
export type DeliveryReportSource = {
  lookup(message: { requestId: string; to: string }): Promise<DeliveryReport>;
};
