import { waitFor } from '@testing-library/react';

/**
 * Resolves once an ApplicationForm has mounted all of its sections (its buttons come with the
 * last) and their lists of options (a country list arrives a moment after its field). Plain
 * selectors, not role queries: naming every control of a long form is slow in jsdom.
 */
export function waitForWholeForm() {
  return waitFor(
    () => {
      if (!document.querySelector('.application-form .form-actions'))
        throw new Error('The form is still arriving.');
      if (document.querySelector('.application-form [aria-busy="true"]'))
        throw new Error("A field's options are still arriving.");
    },
    { timeout: 5_000 },
  );
}

/** How a form asks saveApplication to save in `lang`: under the draft's own id, reused by every retry. */
export function savedIn(lang: 'en' | 'sw') {
  return { lang, id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) as unknown };
}
