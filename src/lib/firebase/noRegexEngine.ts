/**
 * Stands in for `re2js`, a regular-expression engine of about 60 kB gzip that the Firestore SDK
 * bundles only to evaluate pipeline expressions (LIKE, regex_contains, regex_match) on the device.
 * The app builds classic queries alone, which never reach it; were one to, the SDK catches the
 * error and reports the expression as failed instead of loading the engine.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Regular-expression pipeline expressions are not supported in this app.');
  },
};
