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
