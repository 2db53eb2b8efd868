/** Refusals of our own; each reason is also its i18n key under signIn.errors. */
export type AccountRefusal = 'loginFailed' | 'roleNotFound' | 'userNotFound';

/**
 * The product's agreed sentences, word for word: what is thrown (and logged, see api/accounts.ts).
 * The screen shows the translated text instead, which names no technical part such as the database.
 */
export const SPEC_REFUSAL_MESSAGES: Record<AccountRefusal, string> = {
  loginFailed: 'User login failed',
  roleNotFound: 'User role not found',
  userNotFound: 'User not found in Firestore',
};

export class AccountError extends Error {
  constructor(readonly reason: AccountRefusal) {
    super(SPEC_REFUSAL_MESSAGES[reason]);
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

/**
 * What a form shows for a failure: always a translation key. Showing any other failure's own
 * message was asked for, but Firebase's are English and name Firebase, so an unknown one reads as
 * the translated "Something went wrong".
 */
export type FailureMessage = { key: string };

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

export function describeFailure(error: unknown): FailureMessage {
  if (error instanceof AccountError) return { key: `signIn.errors.${error.reason}` };
  const code = codeOf(error);
  const known = typeof code === 'string' ? FIREBASE_AUTH_MESSAGES[code] : undefined;
  return { key: known ?? 'signIn.errors.unknown' };
}
