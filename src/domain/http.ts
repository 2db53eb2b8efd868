// What travels between the app and the API besides the domain's records: the CSRF names both sides
// must agree on, and the bodies of the API's answers that have no other domain module. Payment
// bodies are in payment.ts and paymentAnswers.ts, application history and processing in
// processing.ts. No zod here: the API client every screen loads imports this module.
import type { ApiErrorCode } from './apiErrors.js';

/**
 * Double-submit CSRF (spec: the framework's default names). The API sets the readable cookie; the
 * app copies it into the header on every write; the API compares the header with its own copy.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
/**
 * The API's own copy of the token, httpOnly. Firebase Hosting forwards only the cookie named
 * `__session` to a function and strips every other one, so this is the one the API is sure to see.
 * The app never reads it; the API, the bench and the tests name it.
 */
export const CSRF_SERVER_COOKIE = '__session';
/** The `code` of a refused token: the app retries once with the fresh token the refusal brings. */
export const CSRF_FAILED_CODE = 'csrf' satisfies ApiErrorCode;

/** POST /api/uploads → 201: where the API stored the file; the form keeps only this path. */
export type UploadAnswer = { path: string };

/** POST /api/tin/duplicates: the names to look for, compared exactly after trimming. */
export type TinDuplicatesRequest = { firstName: string; lastName: string };

/** POST /api/tin/duplicates → 200: yes or no, never whose. */
export type TinDuplicatesAnswer = { duplicate: boolean };

/**
 * GET /api/client-config → 200: the browser's Firebase settings, public ones only, decided at run
 * time so one build serves every environment. `emulators` is present only when the API itself
 * talks to the emulators.
 */
export type ClientConfig = {
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    appId?: string;
    storageBucket?: string;
    messagingSenderId?: string;
  };
  emulators?: { firestore: { host: string; port: number }; auth: { url: string } };
  /**
   * App Check, when the project has it: the reCAPTCHA Enterprise site key the app attests with,
   * or, on a developer's machine, a debug token registered in the Firebase console.
   */
  appCheck?: { siteKey: string; debugToken?: string };
};
