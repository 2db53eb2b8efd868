import { waitFor } from '@testing-library/react';

/**
 * Resolves once an ApplicationForm has mounted all of its sections (its buttons come with the
 * last). A plain selector, not a role query: naming every control of a long form is slow in jsdom.
 */
export function waitForWholeForm() {
  return waitFor(
    () => {
      if (!document.querySelector('.application-form .form-actions'))
        throw new Error('The form is still arriving.');
    },
    { timeout: 5_000 },
  );
}

/**
 * How a form asks saveApplication to save in `lang`: under the draft's own document id and
 * reference (chosen once, reused by every retry), with a way to keep a newly drawn reference.
 */
export function savedIn(lang: 'en' | 'sw') {
  return {
    lang,
    submission: {
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) as unknown,
      reference: expect.stringMatching(/^[A-Z]{3}-[2-9A-HJKMNP-Z]{6}$/) as unknown,
    },
    onNewReference: expect.any(Function) as unknown,
  };
}
