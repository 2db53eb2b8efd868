/** Refusals of our own, each with the spec's message (§8) as its i18n key under signIn.errors. */
export type AccountRefusal = 'loginFailed' | 'roleNotFound' | 'userNotFound';

export class AccountError extends Error {
  constructor(readonly reason: AccountRefusal) {
    super(reason);
    this.name = 'AccountError';
  }
}

// Firebase Auth's codes people actually meet, mapped to friendly translated messages. Wrong email
// and wrong password share one message on purpose: telling them apart helps whoever guesses.
const FIREBASE_AUTH_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'signIn.errors.invalidCredential',
  'auth/invalid-login-credentials': 'signIn.errors.invalidCredential',
  'auth/wrong-password': 'signIn.errors.invalidCredential',
  'auth/user-not-found': 'signIn.errors.invalidCredential',
  'auth/invalid-email': 'signIn.errors.invalidEmail',
  'auth/missing-password': 'signIn.errors.missingPassword',
  'auth/user-disabled': 'signIn.errors.userDisabled',
  'auth/too-many-requests': 'signIn.errors.tooManyRequests',
  'auth/network-request-failed': 'signIn.errors.network',
  'auth/email-already-in-use': 'signIn.errors.emailInUse',
  'auth/weak-password': 'signIn.errors.weakPassword',
};

/** What a form shows for a failure: an i18n key, or (spec §8) the failure's own message. */
export type FailureMessage = { key: string } | { text: string };

function stringProperty(error: unknown, name: 'code' | 'message'): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function describeFailure(error: unknown): FailureMessage {
  if (error instanceof AccountError) return { key: `signIn.errors.${error.reason}` };
  const known = FIREBASE_AUTH_MESSAGES[stringProperty(error, 'code') ?? ''];
  if (known) return { key: known };
  const message = stringProperty(error, 'message');
  if (message) return { text: message };
  return { key: 'signIn.errors.unknown' };
}
